import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The environment values of iOS 18 and 26: an iPhone's defaults, the settable ones read back
/// below `.environment(_:_:)`, and the tab bar placement a tab view gives its tabs.
@Suite struct LaterEnvironmentValuesTests {
    @Test func theDefaultsAreAnIPhoneOutsideTheContainersThatSetThem() {
        let environment = EnvironmentValues()
        #expect(environment.springLoadingBehavior == .automatic && environment.writingToolsBehavior == nil)
        #expect(environment.symbolColorRenderingMode == nil && environment.symbolVariableValueMode == nil && environment.lineHeight == nil)
        #expect(environment.tabBarPlacement == nil && environment.tabViewBottomAccessoryPlacement == nil)
        #expect(environment.toolbarLabelStyle == nil && environment.documentConfiguration == nil)
        #expect(environment.sidebarRowSize == .medium)
        var changed = environment
        changed.lineHeight = .multiple(factor: 1.5)
        changed.symbolColorRenderingMode = .gradient
        #expect(changed.lineHeight == .multiple(factor: 1.5) && changed.lineHeight != .exact(points: 1.5))
        #expect(changed.symbolColorRenderingMode == .gradient)
    }

    @Test func aTabViewTellsItsTabsWhereItsBarIs() throws {
        final class Seen: @unchecked Sendable { var placements: [String] = [] }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @Environment(\.tabBarPlacement) var placement
            var body: some View {
                seen.placements.append(placement.map { "\($0)" } ?? "nil")
                return Text("x")
            }
        }
        let harness = RuntimeHarness(
            VStack {
                Reader(seen: seen)
                TabView { Reader(seen: seen).tabItem { Text("A") } }
                TabView { Reader(seen: seen) }.tabViewStyle(.page)
            })
        try harness.run(to: 0)
        #expect(Array(seen.placements.prefix(3)) == ["nil", "TabBarPlacement(name: \"bottomBar\")", "TabBarPlacement(name: \"pageIndicator\")"])
    }

    @Test func lineHeightIsRecorded() throws {
        struct Verse: View {
            var body: some View { Text("Verse").lineHeight(.leading(increase: 4)) }
        }
        let harness = RuntimeHarness(Verse())
        try harness.run(to: 0)
        #expect(harness.node("Verse/Text")?.styles == ["lineHeight(.leading(increase: 4.0))"])
    }
}
