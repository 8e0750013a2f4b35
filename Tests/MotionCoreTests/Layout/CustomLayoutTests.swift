import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `Layout` of your own used as a view: the engine asks it for its size with the proposal and
/// places its subviews where it says; `AnyLayout` switching layouts animates the subviews.
@Suite struct CustomLayoutTests {
    /// What a layout was asked, to check the engine's calls.
    final class Calls {
        var proposals: [ProposedViewSize] = []
        var bounds: [CGRect] = []
    }

    /// Six subviews on a circle of `radius` around the centre of its bounds, the first at the
    /// trailing point, then every 60° clockwise (y grows down); 240 × 240 for any proposal.
    struct Radial: Layout {
        var radius: CGFloat = 100
        let calls: Calls

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            calls.proposals.append(proposal)
            return CGSize(width: 240, height: 240)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            calls.bounds.append(bounds)
            for (index, subview) in subviews.enumerated() {
                let angle = Double(index) * .pi / 3
                let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
                subview.place(at: point, anchor: .center, proposal: .unspecified)
            }
        }
    }

    struct Dial: View {
        let calls: Calls
        var body: some View {
            Radial(calls: calls) {
                ForEach(0..<6) { _ in
                    Circle().frame(width: 20, height: 20)
                }
            }
        }
    }

    @Test func aRadialLayoutPlacesItsSixSubviewsWhereItSays() throws {
        let calls = Calls()
        let harness = RuntimeHarness(Dial(calls: calls))
        try harness.run(to: 1)
        let frame = try #require(harness.last("Dial/Radial", "geometry"))
        #expect(frame[2] == 240 && frame[3] == 240, "\(frame)")
        // The root proposes its size; the layout places in the bounds it chose, in root space.
        #expect(calls.proposals.contains(ProposedViewSize(width: 393, height: 852)), "\(calls.proposals)")
        #expect(calls.bounds.last == CGRect(x: frame[0], y: frame[1], width: 240, height: 240), "\(calls.bounds)")
        for index in 0..<6 {
            let path = index == 0 ? "Dial/Radial/Circle" : "Dial/Radial/Circle[\(index)]"
            let circle = try #require(harness.last(path, "geometry"), "\(path)")
            let angle = Double(index) * .pi / 3
            #expect(abs(circle[0] + 10 - (frame[0] + 120 + 100 * cos(angle))) < 1e-9, "\(path) \(circle)")
            #expect(abs(circle[1] + 10 - (frame[1] + 120 + 100 * sin(angle))) < 1e-9, "\(path) \(circle)")
            #expect(circle[2] == 20 && circle[3] == 20)
        }
    }

    /// Two 50 × 50 squares in a row, then in a column after a tap, in one linear second.
    struct Switcher: View {
        @State private var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack {
                Button("Flip") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
                layout {
                    Rectangle().frame(width: 50, height: 50)
                    Rectangle().frame(width: 50, height: 50)
                }
            }
        }
    }

    @Test func anyLayoutSwitchingStacksAnimatesTheSubviews() throws {
        let harness = RuntimeHarness(Switcher())
        try harness.run(to: 60, taps: [0: ["Flip"]])
        let path = "Switcher/VStack/AnyLayout/Rectangle[1]"
        let start = try #require(harness.values(path, "geometry")[0])
        let middle = try #require(harness.values(path, "geometry")[30])
        let end = try #require(harness.last(path, "geometry"))
        // In a row the second square is 50 to the right of the first; in a column, 50 below it.
        let first = try #require(harness.last("Switcher/VStack/AnyLayout/Rectangle", "geometry"))
        #expect(abs(end[0] - first[0]) < 1e-9 && abs(end[1] - (first[1] + 50)) < 1e-9, "\(first) \(end)")
        #expect(abs(start[0] - end[0]) > 1, "\(start) \(end)")
        // Halfway through the linear second it is halfway between its two places.
        #expect(abs(middle[0] - (start[0] + end[0]) / 2) < 1e-6, "\(start) \(middle) \(end)")
        #expect(abs(middle[1] - (start[1] + end[1]) / 2) < 1e-6, "\(start) \(middle) \(end)")
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// What `ByRank` saw of its subviews.
    final class Checks {
        var sliced = false
        var direction: LayoutDirection?
        var width: CGFloat?
    }

    /// Reads each subview's rank and places them in rank order along a row, 30 apart.
    struct ByRank: Layout {
        let checks: Checks
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 30 * CGFloat(subviews.count), height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            checks.sliced = subviews[1..<3] == subviews[[1, 2]] && subviews[1..<3].first == subviews[1] && subviews[1..<3].count == 2
            checks.direction = subviews.layoutDirection
            checks.width = subviews[0].dimensions(in: .unspecified).width
            for subview in subviews {
                let rank = subview[Rank.self]
                subview.place(at: CGPoint(x: bounds.minX + 30 * CGFloat(rank), y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    struct Ranked: View {
        let checks: Checks
        var body: some View {
            ByRank(checks: checks) {
                Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
            }
        }
    }

    @Test func aLayoutReadsItsSubviewsLayoutValues() throws {
        let checks = Checks()
        let harness = RuntimeHarness(Ranked(checks: checks))
        try harness.run(to: 1)
        let frame = try #require(harness.last("Ranked/ByRank", "geometry"))
        let xs = try ["Ranked/ByRank/Color", "Ranked/ByRank/Color[1]", "Ranked/ByRank/Color[2]"].map {
            try #require(harness.last($0, "geometry"), "\($0)")[0] - frame[0]
        }
        #expect(xs == [60, 0, 30], "\(xs)")
        #expect(checks.sliced && checks.direction == .leftToRight && checks.width == 10)
    }

    @Test func viewSpacingIsTheLargerPreferenceOfFacingEdges() {
        var wide = ViewSpacing.zero
        wide.formUnion(ViewSpacing(), edges: .trailing)
        #expect(wide.distance(to: .zero, along: .horizontal) == 8)
        #expect(wide.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    /// The same four cells in a `Grid` and in a `GridLayout` used as a view, and three squares
    /// in `HStack` and `HStackLayout`.
    struct BuiltIns: View {
        let asLayouts: Bool
        var body: some View {
            if asLayouts {
                VStack {
                    GridLayout(horizontalSpacing: 4, verticalSpacing: 6) { cells }
                    HStackLayout(alignment: .top, spacing: 3) { squares }
                }
            } else {
                VStack {
                    Grid(horizontalSpacing: 4, verticalSpacing: 6) { cells }
                    HStack(alignment: .top, spacing: 3) { squares }
                }
            }
        }

        @ViewBuilder var cells: some View {
            GridRow {
                Color.red.frame(width: 30, height: 20)
                Color.green.frame(width: 50, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 10, height: 40)
                Color.gray.frame(width: 20, height: 20)
            }
        }

        @ViewBuilder var squares: some View {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 30)
            Color.blue.frame(width: 5, height: 5)
        }
    }

    @Test func gridAndStackLayoutsLayOutAsTheirViews() throws {
        func frames(_ asLayouts: Bool) throws -> [[Double]] {
            let harness = RuntimeHarness(BuiltIns(asLayouts: asLayouts))
            try harness.run(to: 1)
            let grid = asLayouts ? "GridLayout" : "Grid", stack = asLayouts ? "HStackLayout" : "HStack"
            let paths = ["\(grid)/GridRow/Color", "\(grid)/GridRow/Color[1]", "\(grid)/GridRow[1]/Color", "\(grid)/GridRow[1]/Color[1]",
                         "\(stack)/Color", "\(stack)/Color[1]", "\(stack)/Color[2]"]
            return try paths.map { try #require(harness.last("BuiltIns/VStack/\($0)", "geometry"), "\($0)") }
        }
        let views = try frames(false)
        #expect(try frames(true) == views)
        // The second cell of the first row starts after the widest first column (30) and 4 points.
        #expect(views[1][0] - views[0][0] == 34)
    }
}
