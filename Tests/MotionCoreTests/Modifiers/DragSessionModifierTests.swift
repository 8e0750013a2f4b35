import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The drag-and-drop modifiers of iOS 26 are recorded on their view with the type they move.
@Suite struct DragSessionModifierTests {
    struct Photo: Identifiable, Transferable {
        let id: Int
    }

    struct Album: View {
        let photo = Photo(id: 1)
        var body: some View {
            VStack {
                Text("Photo")
                    .draggable(Photo.self) { photo }
                    .draggable(containerItemID: 1)
                    .dragConfiguration(DragConfiguration(allowMove: true))
                    .onDragSessionUpdated { _ in }
                Text("Album")
                    .draggable(Photo.self, id: \.id, item: photo)
                    .dragContainer(for: Photo.self) { ids in ids.map { Photo(id: $0) } }
                    .dragContainerSelection([1, 2])
                    .dropDestination(for: String.self) { _, _ in }
                    .dropDestination(for: String.self, isEnabled: false) { _, _ in }
                    .dropConfiguration { _ in DropConfiguration(operation: .move) }
                    .onDropSessionUpdated { _ in }
                    .pasteDestination(for: String.self) { _ in }
            }
        }
    }

    @Test func eachIsRecordedWithTheTypeItMoves() throws {
        let harness = RuntimeHarness(Album())
        try harness.run(to: 0)
        #expect(harness.node("Album/VStack/Text")?.styles == [
            "draggable(Photo)", "draggable(containerItemID: Int)",
            "dragConfiguration(allowMove: true, allowDelete: false)", "onDragSessionUpdated",
        ])
        #expect(harness.node("Album/VStack/Text[1]")?.styles == [
            "draggable(Photo)", "dragContainer(for: Photo)", "dragContainerSelection", "dropDestination(for: String)",
            "dropConfiguration", "onDropSessionUpdated", "pasteDestination(for: String)",
        ])
    }
}
