import Foundation
import Testing
@testable import MotionAnimation

/// `Animation.base`: the custom animation an `Animation` boxes.
@Suite struct AnimationBaseTests {
    private struct Hold: CustomAnimation {
        let seconds: Double
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time < seconds ? .zero : nil
        }
    }

    @Test func baseIsTheBoxedAnimation() {
        let animation = Animation(Hold(seconds: 0.4))
        #expect((animation.base as? Hold)?.seconds == 0.4)
        #expect(!(Animation.linear.base is Hold))
    }
}
