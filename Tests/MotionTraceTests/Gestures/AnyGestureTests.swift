import Foundation
import Testing
import MotionTrace

/// `AnyGesture` recognises as the gesture it wraps; `GestureStateGesture` exposes its parts.
@Suite struct AnyGestureTests {
    struct ErasedCard: View {
        @State private var offset = CGSize.zero
        var drag: AnyGesture<DragGesture.Value> { AnyGesture(DragGesture()) }

        var body: some View {
            RoundedRectangle(cornerRadius: 16).frame(width: 200, height: 120).offset(offset)
                .gesture(drag.onChanged { offset = $0.translation })
        }
    }

    struct Card: View {
        @State private var offset = CGSize.zero

        var body: some View {
            RoundedRectangle(cornerRadius: 16).frame(width: 200, height: 120).offset(offset)
                .gesture(DragGesture().onChanged { offset = $0.translation })
        }
    }

    @Test func anErasedDragMovesTheCardAsTheDragItWraps() throws {
        func drag(_ target: String) -> [TraceScenario.Drag] {
            [.init(target: target, time: 0.1, translation: CGSize(width: 120, height: 0), duration: 0.2)]
        }
        let erased = try traceOf(ErasedCard(), duration: 0.5, drags: drag("ErasedCard/RoundedRectangle")).series("ErasedCard/RoundedRectangle", "offset")
        let plain = try traceOf(Card(), duration: 0.5, drags: drag("Card/RoundedRectangle")).series("Card/RoundedRectangle", "offset")
        #expect(erased == plain)
        #expect(erased.last == 120, "\(erased)")
    }

    @Test func aGestureStateGestureExposesItsGestureAndState() {
        @GestureState var pressed = false
        let gesture = LongPressGesture(minimumDuration: 0.5).updating($pressed) { value, state, _ in state = value }
        #expect(gesture.base.minimumDuration == 0.5)
        #expect(gesture.state.wrappedValue == false)
    }
}
