import Foundation
import Testing
import MotionTrace

/// A list row inserted with animation: the row fades in with its own transition and the views
/// below move, as in a stack.
@Suite struct ListTests {
    struct Basket: View {
        @State private var items = ["Apple", "Banana"]

        var body: some View {
            NavigationStack {
                List {
                    Section("Fruit") {
                        ForEach(items, id: \.self) { item in
                            Text(item)
                        }
                    }
                    Section {
                        Text("Total")
                    }
                }
                .navigationTitle("Basket")
                .toolbar {
                    Button("Add") {
                        withAnimation { items.append("Cherry") }
                    }
                }
            }
        }
    }

    @Test func aRowInsertedWithAnimationFadesInAndMovesTheRowsBelow() throws {
        let trace = try traceOf(Basket(), duration: 1, taps: [("Add", 0.1)])
        let list = "Basket/NavigationStack/List"
        // The toolbar's button is tappable; the new row fades in with `withAnimation`'s default
        // animation from the tap's frame (6).
        expectFrames(try trace.series("\(list)/Section/Text[3]", "opacity"), animatorFrames(initial: 0, changes: [(6, 1, .default)], frames: 60))
        // It appears at its place: its geometry never changes, so the trace keeps no track of
        // it, nor of the rows above it.
        for row in ["Text[1]", "Text[3]"] {
            #expect(trace.tracks.first { $0.path == "\(list)/Section/\(row)" && $0.property == "geometry" } == nil)
        }
        // The section below moves down by a row with the same animation: its text starts below
        // the 96-point bar, the 17-point gap, the 13-point header, 7 points, two rows of 44, the
        // 35-point gap, centred in its row …
        let rows = 96 + 17 + 13 * 1.193 + 7
        let total = rows + 2 * 44 + 35 + 11 + (22 - 17 * 1.193) / 2
        expectFrames(try trace.series("\(list)/Section[1]/Text", "geometry", 1), animatorFrames(initial: total, changes: [(6, total + 44, .default)], frames: 60))
        // … and the first section grows by one.
        let section = 13 * 1.193 + 7 + 88
        expectFrames(try trace.series("\(list)/Section", "geometry", 3), animatorFrames(initial: section, changes: [(6, section + 44, .default)], frames: 60))
    }
}
