import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `NavigationStack`/`NavigationView` in the layout pass (a root of 393 × 852 points).
@Suite struct ContainerLayoutTests {
    func frames<V: View>(_ view: V, _ paths: [String]) throws -> [[Double]] {
        let harness = RuntimeHarness(view)
        try harness.run(to: 0)
        return try paths.map { try #require(harness.last($0, "geometry"), "no geometry at \($0)") }
    }

    func expectFrame(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
    }

    /// The height of one line of text at `size` points (TextMetrics' line height).
    func line(_ size: Double) -> Double { size * 1.193 }

    // MARK: Navigation

    struct LargeTitle: View {
        var body: some View {
            NavigationStack {
                Rectangle().frame(width: 100, height: 50).navigationTitle("Home")
            }
        }
    }

    struct InlineTitle: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Rectangle().frame(width: 100, height: 50)
                    Rectangle().frame(width: 20, height: 10)
                }
                .navigationTitle("Home")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    struct Untitled: View {
        var body: some View {
            NavigationView {
                Rectangle().frame(width: 100, height: 50)
            }
        }
    }

    @Test func navigationContainersPlaceTheirContentBelowTheBar() throws {
        // A large title: a 96-point bar; the content centred in the 756 points below it.
        let large = try frames(LargeTitle(), ["LargeTitle/NavigationStack", "LargeTitle/NavigationStack/Rectangle"])
        expectFrame(large[0], [0, 0, 393, 852])
        expectFrame(large[1], [146.5, 96 + (756 - 50) / 2, 100, 50])
        // Inline: a 44-point bar; several views stack as a VStack (50 + 8 + 10), centred below it.
        let inline = try frames(InlineTitle(), ["InlineTitle/NavigationStack/VStack", "InlineTitle/NavigationStack/VStack/Rectangle[1]"])
        expectFrame(inline[0], [146.5, 44 + (808 - 68) / 2, 100, 68])
        expectFrame(inline[1], [186.5, 44 + (808 - 68) / 2 + 58, 20, 10])
        // No title: the empty bar is 44 points; NavigationView lays out as NavigationStack.
        let untitled = try frames(Untitled(), ["Untitled/NavigationView", "Untitled/NavigationView/Rectangle"])
        expectFrame(untitled[0], [0, 0, 393, 852])
        expectFrame(untitled[1], [146.5, 44 + (808 - 50) / 2, 100, 50])
    }

    struct Links: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) {
                    NavigationLink(destination: Text("Detail")) {
                        Rectangle().frame(width: 80, height: 30)
                    }
                    NavigationLink(value: 3) {
                        Rectangle().frame(width: 40, height: 20)
                    }
                }
                .navigationDestination(for: Int.self) { Text("\($0)") }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
            }
        }
    }

    @Test func aLinkLaysOutAsItsLabelAndATapDoesNotNavigate() throws {
        let harness = RuntimeHarness(Links())
        try harness.run(to: 1, taps: [1: ["Links/NavigationStack/VStack/NavigationLink"]])
        // No title: a 44-point bar; the 50-point stack centred in the 808 points below it.
        let top = 44 + (808 - 50) / 2.0
        expectFrame(try #require(harness.last("Links/NavigationStack/VStack/NavigationLink", "geometry")), [156.5, top, 80, 30])
        expectFrame(try #require(harness.last("Links/NavigationStack/VStack/NavigationLink/Rectangle", "geometry")), [156.5, top, 80, 30])
        expectFrame(try #require(harness.last("Links/NavigationStack/VStack/NavigationLink[1]", "geometry")), [176.5, top + 30, 40, 20])
        #expect(harness.events("warning").map(\.detail) == ["NavigationLink: navigation is not simulated; the screen stays"])
        // The toolbar's views are in the tree (a tap can name them) but not laid out.
        #expect(harness.node("Links/NavigationStack/Toolbar/Button")?.labels == ["Edit"])
        #expect(harness.last("Links/NavigationStack/Toolbar/Button", "geometry") == nil)
        #expect(harness.node("Links/NavigationStack/VStack")?.styles.contains("navigationDestination(for: Int)") == true)
    }
}
