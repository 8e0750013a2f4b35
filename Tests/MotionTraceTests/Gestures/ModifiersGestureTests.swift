import Foundation
import Testing
import MotionTrace

/// `Gesture.modifiers(_:)`: a scripted touch holds no modifier keys.
@Suite struct ModifiersGestureTests {
    struct ShiftCard: View {
        @State private var offset = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 100, height: 100).offset(offset)
                .gesture(DragGesture().modifiers(.shift).onChanged { offset = $0.translation })
        }
    }

    struct PlainCard: View {
        @State private var offset = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 100, height: 100).offset(offset)
                .gesture(DragGesture().modifiers([]).handActivationBehavior(.pinch).onChanged { offset = $0.translation })
        }
    }

    @Test func aGestureNeedingAKeyIsNeverRecognisedByATouch() throws {
        func drag(_ target: String) -> [TraceScenario.Drag] {
            [.init(target: target, time: 0.1, translation: CGSize(width: 80, height: 0), duration: 0.2)]
        }
        let shifted = try traceOf(ShiftCard(), duration: 0.5, drags: drag("ShiftCard/Rectangle"))
        #expect(try shifted.series("ShiftCard/Rectangle", "offset").allSatisfy { $0 == 0 })
        // The touch itself still happens (its `gesture` events are the script's, not a recognition).
        #expect(shifted.events("gesture").map(\.detail) == ["drag began", "drag ended"])
        let plain = try traceOf(PlainCard(), duration: 0.5, drags: drag("PlainCard/Rectangle"))
        #expect(try plain.series("PlainCard/Rectangle", "offset").last == 80)
    }
}
