import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `LazyVGrid`, `LazyHGrid`, lazy stacks and `ScrollView` in the layout pass (a root of
/// 393 × 852 points).
@Suite struct ScrollAndGridTests {
    func frames<V: View>(_ view: V, _ paths: [String]) throws -> [[Double]] {
        let harness = RuntimeHarness(view)
        try harness.run(to: 0)
        return try paths.map { try #require(harness.last($0, "geometry"), "no geometry at \($0)") }
    }

    func expectFrame(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
    }

    struct Tiles: View {
        let columns = Array(repeating: GridItem(), count: 3)
        var body: some View {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<5) { _ in Rectangle().frame(height: 40) }
            }
        }
    }

    @Test func flexibleColumnsShareTheWidthRowByRow() throws {
        // Three columns of (393 − 2 · 8) / 3; two rows of 40 points, 10 apart, centred in 852.
        let width = (393.0 - 16) / 3
        let got = try frames(Tiles(), ["Tiles/LazyVGrid", "Tiles/LazyVGrid/Rectangle", "Tiles/LazyVGrid/Rectangle[4]"])
        expectFrame(got[0], [0, 381, 393, 90])
        expectFrame(got[1], [0, 381, width, 40])
        expectFrame(got[2], [width + 8, 431, width, 40])
    }

    struct Mixed: View {
        var body: some View {
            VStack {
                LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))]) {
                    ForEach(0..<4) { _ in Circle().frame(width: 20, height: 20) }
                }
                LazyVGrid(columns: [GridItem(.flexible(maximum: 50), alignment: .leading), GridItem(.flexible())]) {
                    Capsule().frame(width: 20, height: 10)
                    Capsule().frame(height: 10)
                }
            }
            .frame(width: 300)
        }
    }

    @Test func fixedAdaptiveAndBoundedColumns() throws {
        let got = try frames(Mixed(), [
            "Mixed/VStack/LazyVGrid/Circle", "Mixed/VStack/LazyVGrid/Circle[1]", "Mixed/VStack/LazyVGrid/Circle[3]",
            "Mixed/VStack/LazyVGrid[1]/Capsule", "Mixed/VStack/LazyVGrid[1]/Capsule[1]",
        ])
        // 300 − 8 − 100 = 192 points left: ⌊(192 + 8) / (50 + 8)⌋ = 3 adaptive columns of
        // (192 − 16) / 3; circles centred in their cells; the block starts at (393 − 300) / 2.
        let adaptive = 176.0 / 3, left = 46.5
        let top = got[0][1]
        expectFrame(got[0], [left + 40, top, 20, 20])
        expectFrame(got[1], [left + 108 + (adaptive - 20) / 2, top, 20, 20])
        expectFrame(got[2], [left + 108 + 2 * (adaptive + 8) + (adaptive - 20) / 2, top, 20, 20])
        // A flexible column capped at 50 (its view at the leading edge); the other takes the rest.
        #expect(got[3][0] == left && got[3][2] == 20 && got[4][0] == left + 58 && got[4][2] == 300 - 58, "\(got[3]) \(got[4])")
    }

    struct Shelf: View {
        var body: some View {
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
                ForEach(0..<3) { _ in Rectangle().frame(width: 50) }
            }
        }
    }

    @Test func rowsFillColumnByColumn() throws {
        // Columns of 50 points 4 apart: 104 wide, centred; the grid takes the height offered and
        // centres its two rows of 30 points, 8 apart, in it.
        let got = try frames(Shelf(), ["Shelf/LazyHGrid", "Shelf/LazyHGrid/Rectangle[1]", "Shelf/LazyHGrid/Rectangle[2]"])
        expectFrame(got[0], [144.5, 0, 104, 852])
        expectFrame(got[1], [144.5, 430, 50, 30])
        expectFrame(got[2], [198.5, 392, 50, 30])
    }

    struct Feed: View {
        var body: some View {
            ScrollView {
                Text("Top")
                Rectangle().frame(width: 100, height: 2000)
            }
        }
    }

    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<10) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 100, height: 50) }
                }
            }
        }
    }

    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1...3, id: \.self) { Text("Row \($0)") }
                }
            }
        }
    }

    @Test func aLazyStackTakesTheWidthItIsOffered() throws {
        // Rows at the scroll view's leading edge: the lazy stack is as wide as the root.
        let rows = try frames(Rows(), ["Rows/ScrollView", "Rows/ScrollView/LazyVStack", "Rows/ScrollView/LazyVStack/Text[2]"])
        #expect(rows[0][0] == 0 && rows[0][2] == 393 && rows[1][0] == 0 && rows[1][2] == 393 && rows[2][0] == 0, "\(rows)")
    }

    @Test func scrollViewsShowTheStartOfTheirContent() throws {
        // Vertical: the root's height, its content's width (centred in the root); the content
        // (stacked) from the top.
        let line = 17 * 1.193
        let feed = try frames(Feed(), ["Feed/ScrollView", "Feed/ScrollView/Text", "Feed/ScrollView/Rectangle"])
        expectFrame(feed[0], [146.5, 0, 100, 852])
        #expect(abs(feed[1][1]) < 1e-9 && abs(feed[1][3] - line) < 1e-9)
        expectFrame(feed[2], [146.5, line + 8, 100, 2000])
        // Horizontal: 10 · 100 + 9 · 10 = 1090 wide from the leading edge; the lazy stack takes
        // the whole height offered (and the scroll view with it), its views centred in it.
        let carousel = try frames(Carousel(), ["Carousel/ScrollView/LazyHStack", "Carousel/ScrollView/LazyHStack/RoundedRectangle[9]"])
        expectFrame(carousel[0], [0, 0, 1090, 852])
        expectFrame(carousel[1], [990, 401, 100, 50])
    }

    struct Inset: View {
        var body: some View {
            Color.blue
                .safeAreaInset(edge: .bottom) { Rectangle().frame(height: 50) }
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { Circle().frame(width: 20, height: 20) }
        }
    }

    @Test func safeAreaInsetsTakeTheirEdgeAndLeaveTheRest() throws {
        // The bar at the bottom (50 high), 8 points of spacing; the dot at the top leading corner
        // with no spacing; the colour in between.
        let got = try frames(Inset(), ["Inset/Color", "Inset/Rectangle", "Inset/Circle"])
        expectFrame(got[2], [0, 0, 20, 20])
        expectFrame(got[1], [0, 802, 393, 50])
        expectFrame(got[0], [0, 20, 393, 852 - 20 - 58])
    }

    struct Labels: View {
        var body: some View {
            VStack {
                HStack {
                    Text("Home")
                    Text("Settings")
                }
                ScrollView(.horizontal) {
                    HStack {
                        Text("Three")
                        Capsule().frame(height: 3)
                    }
                }
            }
        }
    }

    @Test func stacksPlaceTheirViewsForTheProposalTheyWereSizedFor() throws {
        // Texts keep their whole width when the stack is placed in the size it chose (the sums
        // differ in their last bits), and a stack offered no width places its views at their
        // ideal sizes (the capsule 10 points wide), not sharing out its own width again.
        let got = try frames(Labels(), [
            "Labels/VStack/HStack/Text", "Labels/VStack/HStack/Text[1]", "Labels/VStack/HStack",
            "Labels/VStack/ScrollView/HStack/Text", "Labels/VStack/ScrollView/HStack/Capsule",
        ])
        let home = 0.66 * 17 + 3 * 0.52 * 17, settings = 0.66 * 17 + 7 * 0.52 * 17, three = 0.66 * 17 + 4 * 0.52 * 17
        #expect(abs(got[0][2] - home) < 1e-9 && abs(got[1][2] - settings) < 1e-9 && abs(got[2][2] - (home + 8 + settings)) < 1e-9, "\(got)")
        #expect(abs(got[3][2] - three) < 1e-9 && got[4][2] == 10, "\(got)")
    }
}
