import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Preferences flow up the tree: `preference`, `transformPreference`, the anchor forms,
/// `onPreferenceChange` and the views made of a preference's value.
@Suite struct PreferenceTests {
    /// The values in tree order.
    struct Names: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value += nextValue()
        }
    }

    /// Records what the actions received, in order.
    final class Log {
        var entries: [String] = []
    }

    struct Labelled: View {
        let log: Log
        @State private var showsThird = false

        var body: some View {
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                HStack {
                    Text("b").preference(key: Names.self, value: ["b"])
                    Text("c").preference(key: Names.self, value: ["c"])
                }
                .transformPreference(Names.self) { $0 = $0.map { $0.uppercased() } }
                if showsThird {
                    Text("d").preference(key: Names.self, value: ["d"])
                        .preference(key: Names.self, value: ["outer"])
                }
                Button("More") { showsThird = true }
            }
            .onPreferenceChange(Names.self) { log.entries.append($0.joined(separator: ",")) }
        }
    }

    @Test func valuesAreReducedInTreeOrderAndTheActionRunsOnChange() throws {
        let log = Log()
        let harness = RuntimeHarness(Labelled(log: log))
        // The first value is delivered after the first update; a transform changes its content's
        // value; an outer `preference` replaces the inner one; an update that changes nothing
        // does not run the action again.
        try harness.run(to: 3, taps: [1: ["More"], 2: ["More"]])
        #expect(log.entries == ["a,B,C", "a,B,C,outer"])
    }

    struct Gone: View {
        let log: Log
        @State private var observing = true

        var body: some View {
            VStack {
                if observing {
                    Text("a").preference(key: Names.self, value: ["a"])
                        .onPreferenceChange(Names.self) { log.entries.append($0.joined()) }
                }
                Button("Stop") { observing = false }
            }
        }
    }

    @Test func aReaderNoLongerWalkedRunsNothing() throws {
        let log = Log()
        let harness = RuntimeHarness(Gone(log: log))
        // The reader's branch leaves while the view holding it stays: its action does not run
        // again (with the key's default value).
        try harness.run(to: 2, taps: [1: ["Stop"]])
        #expect(log.entries == ["a"])
    }

    struct Unset: PreferenceKey {
        static let defaultValue = 7
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Defaults: View {
        let log: Log
        @State private var sets = false

        var body: some View {
            VStack {
                Color.red.transformPreference(Unset.self) { $0 *= 2 }
                if sets { Color.blue.preference(key: Unset.self, value: 1) }
                Button("Set") { sets.toggle() }
            }
            .onPreferenceChange(Unset.self) { log.entries.append("\($0)") }
        }
    }

    @Test func aTransformStartsFromTheDefaultAndOnlySetValuesAreCombined() throws {
        let log = Log()
        let harness = RuntimeHarness(Defaults(log: log))
        try harness.run(to: 3, taps: [1: ["Set"], 2: ["Set"]])
        // 7 × 2; then 14 + 1 (the blue view's value, combined once: views that set nothing add
        // nothing); then 14 again.
        #expect(log.entries == ["14", "15", "14"])
    }

    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    /// The classic pattern: a child measures itself with a `GeometryReader` in its background
    /// and its parent keeps the width in its state.
    struct Measuring: View {
        @State private var width: CGFloat = 0
        @State private var wide = false

        var body: some View {
            VStack {
                Rectangle()
                    .frame(width: wide ? 240 : 120, height: 10)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                    })
                Text("width \(Int(width))")
                Button("Widen") { wide = true }
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    @Test func aGeometryReadersPreferenceReachesItsParentsState() throws {
        let harness = RuntimeHarness(Measuring())
        try harness.run(to: 3, taps: [2: ["Widen"]])
        // The reader's first evaluation sees a zero size, the layout then gives it 120 points:
        // only the value of the update's last layout is delivered.
        let widths = harness.events("state").filter { $0.property == "width" }.map { $0.detail ?? "" }
        #expect(widths == ["120.0", "240.0"])
        #expect(harness.events("content").compactMap(\.detail).last?.hasPrefix("\"width 120\" → \"width 240\"") == true)
    }

    struct Bounds: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    /// A highlight drawn over the selected item from its anchor.
    struct Highlight: View {
        @State private var selected = 0

        var body: some View {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Text("Item \(index)")
                        .frame(width: 80, height: 30)
                        .anchorPreference(key: Bounds.self, value: .bounds) { index == selected ? $0 : nil }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
                }
            }
            .overlayPreferenceValue(Bounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Capsule()
                            .frame(width: rect.width, height: 4)
                            .offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
        }
    }

    /// The centres of the views, collected with `transformAnchorPreference`.
    struct Centres: PreferenceKey {
        static var defaultValue: [String: Anchor<CGPoint>] { [:] }
        static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    struct Dots: View {
        let log: Log

        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 40)
                    .transformAnchorPreference(key: Centres.self, value: .center) { $0["red"] = $1 }
                Color.blue.frame(width: 60, height: 20)
                    .transformAnchorPreference(key: Centres.self, value: .topLeading) { $0["blue"] = $1 }
            }
            .backgroundPreferenceValue(Centres.self) { centres in
                GeometryReader { proxy in
                    let points = centres.mapValues { proxy[$0] }
                    Color.clear.onAppear { log.entries = points.keys.sorted().map { "\($0) \(points[$0]!.x) \(points[$0]!.y)" } }
                        .onChange(of: points.count) { log.entries = points.keys.sorted().map { "\($0) \(points[$0]!.x) \(points[$0]!.y)" } }
                }
            }
        }
    }

    @Test func transformedAnchorsReachABackgroundInItsCoordinates() throws {
        let log = Log()
        let harness = RuntimeHarness(Dots(log: log))
        try harness.run(to: 1)
        // In the 160 × 40 stack: the red frame's centre, the blue frame's top-leading corner
        // (centred vertically: 10 points down).
        #expect(log.entries == ["blue 100.0 10.0", "red 50.0 20.0"])
    }

    @Test func anAnchorPreferenceIsReadInTheOverlaysCoordinates() throws {
        let harness = RuntimeHarness(Highlight())
        try harness.run(to: 1)
        let stack = try #require(harness.last("Highlight/HStack", "geometry"))
        let capsule = try #require(harness.last("Highlight/GeometryReader/Capsule", "geometry"))
        // Under the first item's 80 × 30 frame (the anchor's place is after `frame`), in the
        // overlay's coordinates: its left edge, its bottom edge.
        #expect(capsule == [stack[0], stack[1] + 30, 80, 4])
        // Selecting the third item (two items and two 10-point gaps further) moves it there, the
        // offset animating with the tap's animation.
        try harness.run(to: 70, taps: [2: ["Item 2"]])
        let moved = try #require(harness.last("Highlight/GeometryReader/Capsule", "geometry"))
        #expect(moved == [stack[0] + 180, stack[1] + 30, 80, 4])
        #expect(harness.events("animation").contains { $0.path == "Highlight/GeometryReader/Capsule" && $0.property == "offset" })
    }
}
