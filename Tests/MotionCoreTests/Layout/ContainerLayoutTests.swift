import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `NavigationStack`/`NavigationView`, `List`/`Form`/`Section` and `Grid`/`GridRow` in the
/// layout pass (a root of 393 × 852 points).
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

    // MARK: Lists

    struct Groceries: View {
        var body: some View {
            List {
                Rectangle().frame(height: 20)
                Rectangle().frame(width: 50, height: 40)
                Section {
                    Rectangle().frame(height: 10)
                } header: {
                    Rectangle().frame(width: 30, height: 15)
                } footer: {
                    Rectangle().frame(width: 60, height: 12)
                }
                Rectangle().frame(height: 10).listRowInsets(EdgeInsets())
                Color.red
                Pair()
            }
        }
    }

    struct Pair: View {
        var body: some View {
            Circle().frame(width: 10, height: 10)
            Circle().frame(width: 10, height: 10)
        }
    }

    @Test func listRowsStackFromTheTopInInsetSections() throws {
        let got = try frames(Groceries(), [
            "Groceries/List", "Groceries/List/Rectangle", "Groceries/List/Rectangle[1]", "Groceries/List/Section",
            "Groceries/List/Section/Rectangle", "Groceries/List/Section/Rectangle[1]", "Groceries/List/Section/Rectangle[2]",
            "Groceries/List/Rectangle[2]", "Groceries/List/Color", "Groceries/List/Pair/Circle", "Groceries/List/Pair/Circle[1]",
        ])
        expectFrame(got[0], [0, 0, 393, 852])
        // Rows outside a section form one: 35 points down, 20 in from each edge; a row's view
        // 20 in from its row's edges (313 wide), centred in a row of at least 44 points.
        expectFrame(got[1], [40, 35 + 11 + 1, 313, 20])
        // A 40-point view: a row of 11 + 40 + 11 points, the view at the leading edge.
        expectFrame(got[2], [40, 79 + 11, 50, 40])
        // A section with a header starts 17 points below the last row (141); the header, 7
        // points, a row of 44, 7 points and the footer.
        expectFrame(got[3], [20, 158, 353, 15 + 7 + 44 + 7 + 12])
        expectFrame(got[4], [40, 158, 30, 15])
        expectFrame(got[5], [40, 180 + 11 + 6, 313, 10])
        expectFrame(got[6], [40, 231, 60, 12])
        // A row with zero insets: the whole section width, centred in its 44 points (35 below 243).
        expectFrame(got[7], [20, 278 + 17, 353, 10])
        // A colour fills its row's height less the insets (44 − 22).
        expectFrame(got[8], [40, 322 + 11, 313, 22])
        // A view of yours holding two views gives two rows.
        expectFrame(got[9], [40, 366 + 17, 10, 10])
        expectFrame(got[10], [40, 410 + 17, 10, 10])
    }

    struct Settings: View {
        let names = ["Wi-Fi", "Bluetooth"]
        var body: some View {
            Form {
                Network()
                List(names, id: \.self) { name in
                    Text(name)
                }
            }
        }
    }

    struct Network: View {
        var body: some View {
            Section("Network") {
                Toggle("Airplane Mode", isOn: .constant(false))
            }
        }
    }

    @Test func formsLayOutAsListsAndHeadersUseTheFootnoteSize() throws {
        let got = try frames(Settings(), [
            "Settings/Form/Network/Section/Text", "Settings/Form/Network/Section/Toggle", "Settings/Form/List", "Settings/Form/Network/Section",
            "Settings/Form/Network",
        ])
        // A section inside a view of yours is still a section. The header text at 13 points,
        // 17 below the top; a toggle as wide as its row's view (313) and 31 high, in a row of 53.
        expectFrame(got[0], [40, 17, got[0][2], line(13)])
        expectFrame(got[1], [40, 17 + line(13) + 7 + 11, 313, 31])
        expectFrame(got[3], [20, 17, 353, line(13) + 7 + 53])
        expectFrame(got[4], got[3])
        // A list in a form is one row (its own rows inside it, proposed no height).
        let listTop = 17 + line(13) + 7 + 53 + 35
        expectFrame(got[2], [40, listTop + 11, 313, 35 + 2 * 44])
    }

    struct Stacked: View {
        var body: some View {
            VStack(spacing: 0) {
                Section("Fruit") {
                    Rectangle().frame(width: 10, height: 10)
                }
            }
        }
    }

    @Test func aSectionOutsideAListStacksItsViews() throws {
        let got = try frames(Stacked(), ["Stacked/VStack/Section", "Stacked/VStack/Section/Text", "Stacked/VStack/Section/Rectangle"])
        // Header at the body size (no list), 8 points, the row: a VStack centred in the root.
        let height = line(17) + 8 + 10
        expectFrame(got[0], [got[1][0], (852 - height) / 2, got[1][2], height])
        expectFrame(got[2], [191.5, (852 - height) / 2 + line(17) + 8, 10, 10])
    }

    // MARK: Grids

    struct Table: View {
        var body: some View {
            Grid {
                GridRow {
                    Rectangle().frame(width: 40, height: 20)
                    Rectangle().frame(width: 10, height: 30)
                }
                GridRow(alignment: .top) {
                    Rectangle().frame(width: 20, height: 10)
                    Rectangle().frame(width: 60, height: 10)
                }
                Divider()
                GridRow {
                    Rectangle().frame(width: 30, height: 10).gridCellColumns(2)
                }
            }
        }
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let got = try frames(Table(), [
            "Table/Grid", "Table/Grid/GridRow", "Table/Grid/GridRow/Rectangle", "Table/Grid/GridRow/Rectangle[1]",
            "Table/Grid/GridRow[1]/Rectangle", "Table/Grid/GridRow[1]/Rectangle[1]", "Table/Grid/Divider", "Table/Grid/GridRow[2]/Rectangle",
        ])
        // Columns of 40 and 60 points, 8 apart (108); rows of 30, 10, 1 (the divider) and 10,
        // 8 apart (75); the grid centred in the root.
        expectFrame(got[0], [142.5, 388.5, 108, 75])
        expectFrame(got[1], [142.5, 388.5, 108, 30])
        // Cells centred in their cells by default …
        expectFrame(got[2], [142.5, 393.5, 40, 20])
        expectFrame(got[3], [142.5 + 48 + 25, 388.5, 10, 30])
        // … a row's alignment (top) replaces the vertical one.
        expectFrame(got[4], [152.5, 426.5, 20, 10])
        expectFrame(got[5], [190.5, 426.5, 60, 10])
        // A view outside a row spans the grid; a cell spanning both columns is centred in 108.
        expectFrame(got[6], [142.5, 444.5, 108, 1])
        expectFrame(got[7], [181.5, 453.5, 30, 10])
    }

    struct Aligned: View {
        var body: some View {
            Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Rectangle().frame(width: 40, height: 20)
                    Rectangle().frame(width: 10, height: 10).gridColumnAlignment(.trailing)
                }
                ForEach(0..<1) { _ in Cells() }
            }
        }
    }

    struct Cells: View {
        var body: some View {
            GridRow {
                Color.red
                Rectangle().frame(width: 30, height: 5)
            }
        }
    }

    @Test func gridAlignmentSpacingAndFlexibleCells() throws {
        let got = try frames(Aligned(), [
            "Aligned/Grid", "Aligned/Grid/GridRow/Rectangle", "Aligned/Grid/GridRow/Rectangle[1]", "Aligned/Grid/Cells/GridRow/Color",
            "Aligned/Grid/Cells/GridRow/Rectangle", "Aligned/Grid/Cells",
        ])
        // Columns 40 (a colour's ideal width is 10) and 30, 4 apart; rows 20 and 10, 2 apart.
        expectFrame(got[0], [159.5, 410, 74, 32])
        expectFrame(got[1], [159.5, 410, 40, 20])
        // The second column is trailing-aligned, every cell at the top.
        expectFrame(got[2], [223.5, 410, 10, 10])
        // A row from a ForEach inside a view of yours is still a row; the colour fills its cell.
        expectFrame(got[3], [159.5, 432, 40, 10])
        expectFrame(got[4], [203.5, 432, 30, 5])
        expectFrame(got[5], [159.5, 432, 74, 10])
    }

    struct LooseRow: View {
        var body: some View {
            GridRow(alignment: .top) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 20, height: 20)
            }
        }
    }

    @Test func aGridRowOutsideAGridIsAnHStack() throws {
        let got = try frames(LooseRow(), ["LooseRow/GridRow", "LooseRow/GridRow/Rectangle", "LooseRow/GridRow/Rectangle[1]"])
        // 10 + 8 + 20 points wide, 20 high, centred in the root; its views aligned at the top.
        expectFrame(got[0], [177.5, 416, 38, 20])
        expectFrame(got[1], [177.5, 416, 10, 10])
        expectFrame(got[2], [195.5, 416, 20, 20])
    }
}
