import Foundation
import Testing
@testable import MotionCore

/// The collection helpers `onDelete` and `onMove` hand offsets to.
@Suite struct ListEditingTests {
    @Test func removeAtOffsetsRemovesEachOffset() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([0, 2]))
        #expect(items == ["b", "d"])
    }

    @Test func moveFromOffsetsKeepsTheOrderOfTheMovedElements() {
        var items = ["a", "b", "c", "d", "e"]
        items.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(items == ["b", "d", "a", "c", "e"])
        items.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(items == ["e", "b", "d", "a", "c"])
        items.move(fromOffsets: IndexSet([0]), toOffset: 5)
        #expect(items == ["b", "d", "a", "c", "e"])
    }
}
