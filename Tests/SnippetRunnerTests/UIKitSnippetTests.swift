import Foundation
import MotionTrace
import Testing
@testable import SnippetRunner

/// UIKit as SwiftUI code reaches for it, compiled as a snippet: colours and literals that must
/// type-check without ambiguity, and the UIKit that cannot run giving one clear error.
@Suite struct UIKitSnippetTests {
    @Test func uiKitColoursAndColourLiteralsCompileAndResolve() throws {
        let source = """
            import SwiftUI

            struct Swatches: View {
                @State private var wide = false
                let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)

                var body: some View {
                    VStack {
                        Color(.systemGray4)
                        Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5))
                        Color(uiColor: literal)
                        Color(UIColor.systemBackground)
                        Color(.secondarySystemBackground)
                        Rectangle().fill(Color(uiColor: .label))
                    }
                    .frame(width: wide ? UIScreen.main.bounds.width : 100)
                    .onTapGesture { wide = true }
                }
            }

            """
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source, duration: 0.2, taps: [.init(target: "*", time: 0.1)])]).results.first)
        #expect(result.status == .traced, "\(result)")
        let trace = try #require(TraceReading.trace(of: result))
        func color(_ path: String, property: String = "color") throws -> [Double] {
            try #require(trace.tracks.first { $0.path == path && $0.property == property }, "\(path)").values[0]
        }
        let gray4 = try color("Swatches/VStack/Color")
        #expect(abs(gray4[0] * 255 - 209) < 1e-3 && abs(gray4[2] * 255 - 214) < 1e-3 && gray4[3] == 1)
        let orange = try color("Swatches/VStack/Color[1]")
        #expect(abs(orange[1] - 0.5) < 1e-6 && orange[3] == 0.5)
        let literal = try color("Swatches/VStack/Color[2]")
        #expect(abs(literal[0] - 0.2) < 1e-6 && abs(literal[2] - 0.9) < 1e-6)
        #expect(try color("Swatches/VStack/Color[3]") == [1, 1, 1, 1])
        let secondary = try color("Swatches/VStack/Color[4]")
        #expect(abs(secondary[0] * 255 - 242) < 1e-3)
        #expect(try color("Swatches/VStack/Rectangle", property: "fill") == [0, 0, 0, 1])
        #expect(trace.tracks.first { $0.path == "Swatches/VStack/Color" }?.node == "Color(UIColor.systemGray4)")
        let frame = try #require(trace.tracks.first { $0.path == "Swatches/VStack" && $0.property == "frame" })
        #expect(frame.values.last == [393])
    }

    /// Compiles `source` and returns its errors in line order, expecting the compile to fail.
    private func errors(of source: String) throws -> [CompilerMessage] {
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source)]).results.first)
        #expect(result.status == .compileFailed, "\(result)")
        return result.compilerMessages.filter { $0.severity == .error }.sorted { $0.line < $1.line }
    }

    /// Swift imports every Objective-C method with a discardable result, so UIKit's
    /// `getRed(_:green:blue:alpha:)`, `getHue(…)` and `getWhite(_:alpha:)` called for their
    /// out-parameters alone compile without a warning, as in Xcode.
    @Test func uiColorComponentGettersNeedNoUseOfTheirResult() throws {
        let source = """
            import SwiftUI
            import UIKit

            struct Tint: View {
                @State private var red: CGFloat = 0
                var body: some View {
                    Circle().opacity(red).onAppear {
                        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0, w: CGFloat = 0
                        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
                        UIColor.systemRed.getHue(&g, saturation: &b, brightness: &w, alpha: &a)
                        UIColor.gray.getWhite(&w, alpha: &a)
                        withAnimation { red = r * w * 2 }
                    }
                }
            }

            """
        let result = try #require(try TestPipeline.make().run([SnippetRequest(source: source)]).results.first)
        #expect(result.status == .traced, "\(result)")
        #expect(result.compilerMessages.isEmpty, "\(result.compilerMessages)")
    }

    @Test func aRepresentableIsOneErrorAtItsDeclaration() throws {
        let source = """
            import SwiftUI

            struct Particles: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    UIView(frame: .zero)
                }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            struct Sky: View {
                var body: some View {
                    ZStack { Particles().frame(width: 100, height: 100) }
                }
            }

            """
        let found = try errors(of: source)
        #expect(found.map(\.line) == [3], "\(found)")
        #expect(found.first?.message == "'UIViewRepresentable' is unavailable: UIViewRepresentable hosts a UIKit view; Motionbook's engine has no UIKit views on Linux")
    }

    @Test func uiViewAnimationsAndHostingControllersNameThemselves() throws {
        let source = """
            import SwiftUI

            struct Fader: View {
                @State private var faded = false
                var body: some View {
                    Circle()
                        .opacity(faded ? 0 : 1)
                        .onTapGesture {
                            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) { faded = true }
                        }
                }
            }

            let host = UIHostingController(rootView: Fader())

            """
        let found = try errors(of: source)
        #expect(found.map(\.line) == [9, 14], "\(found)")
        #expect(found.first?.message.hasPrefix("'animate(withDuration:delay:options:animations:completion:)' is unavailable: UIView.animate animates UIKit views") == true, "\(found)")
        #expect(found.last?.message.hasPrefix("'UIHostingController' is unavailable: UIHostingController puts SwiftUI into a UIKit app") == true, "\(found)")
    }

    /// The APIs of frameworks that do not exist on Linux (Metal, Core Data, NSItemProvider, the
    /// document picker, StoreKit, Core Text …) are declared unavailable with the reason of the
    /// Linux-unavailable list: each use is one error at its own line, naming the API and why;
    /// the types their signatures name compile.
    @Test func appleFrameworkAPIsAreOneErrorEachNamingWhy() throws {
        let source = """
            import SwiftUI

            struct Gallery: View {
                @FetchRequest(sortDescriptors: []) private var photos: FetchedResults<NSManagedObject>
                @State private var importing = false
                var body: some View {
                    VStack {
                        Text("Drag me")
                            .onDrag { NSItemProvider() }
                        Button("Import") { importing = true }
                            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
                        Text("Title").font(Font(CTFont()))
                    }
                }
                func rippled(_ shader: Shader) -> some View {
                    Rectangle().colorEffect(shader)
                }
            }

            """
        let found = try errors(of: source)
        #expect(found.map(\.line) == [4, 9, 11, 12, 16], "\(found)")
        let messages = found.map(\.message)
        #expect(messages.first == "'init(sortDescriptors:predicate:animation:)' is unavailable: a Core Data fetch request; there is no Core Data on Linux")
        #expect(messages.last == "'colorEffect(_:isEnabled:)' is unavailable: applies a Metal shader; there is no Metal on Linux")
        #expect(messages.contains("'onDrag' is unavailable: drags an NSItemProvider; there is no NSItemProvider on Linux"), "\(messages)")
        #expect(messages.contains { $0.hasSuffix("is unavailable: opens the document picker; there is no document picker or UTType on Linux") }, "\(messages)")
        #expect(messages.contains("'init(_:)' is unavailable: makes a font from a Core Text font; there is no Core Text on Linux"), "\(messages)")
    }
}
