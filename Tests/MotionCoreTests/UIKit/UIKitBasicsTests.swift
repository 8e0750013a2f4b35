import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

@Suite struct UIKitBasicsTests {
    @Test func theScreenOutsideAScenarioIsAnIPhone15() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
    }

    @Test func theScreenIsTheRunningRootsSize() {
        struct Probe: View {
            var body: some View { Circle() }
        }
        let runtime = ViewRuntime(root: Probe(), rootSize: CGSize(width: 200, height: 300))
        runtime.inContext {
            #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 600, height: 900))
        }
        #expect(UIScreen.withRootSize(CGSize(width: 10, height: 20)) { UIScreen.main.bounds.height } == 20)
        #expect(UIScreen.main.bounds.width == 393)
    }

    @Test func uiFontsBecomeFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .system(.title))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)).pointSize == 12)
        let bold = Font(UIFont.systemFont(ofSize: 22, weight: .bold))
        #expect(bold == .system(size: 22, weight: .bold) && bold.pointSize == 22)
        #expect(Font(UIFont.systemFont(ofSize: 9)).description == Font.system(size: 9, weight: .regular).description)
        #expect(UIFont.boldSystemFont(ofSize: 15).pointSize == 15)
    }

    @Test func uiImagesBecomeImagesByName() throws {
        #expect(Image(uiImage: try #require(UIImage(systemName: "heart.fill"))) == Image(systemName: "heart.fill"))
        #expect(Image(uiImage: #imageLiteral(resourceName: "Spark")) == Image("Spark"))
    }
}
