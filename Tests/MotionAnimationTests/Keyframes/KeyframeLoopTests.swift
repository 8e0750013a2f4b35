import Foundation
import Testing
@testable import MotionAnimation

/// A `for` loop or an `if`/`else` of bare keyframes directly in a timeline
/// (`KeyframesBuilder.buildArray(_:)`, `buildEither(first:)`, `buildEither(second:)`).
@Suite struct KeyframeLoopTests {
    @Test func aLoopOfBareKeyframesIsOneTrackInOrder() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for target in [10.0, 30.0] {
                LinearKeyframe(target, duration: 0.5)
            }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0.25) == 5 && timeline.value(time: 0.5) == 10)
        #expect(timeline.value(time: 0.75) == 20 && timeline.value(time: 1) == 30)
    }

    @Test func anIfElseOfBareKeyframesTakesItsBranch() {
        func timeline(_ fast: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                if fast { LinearKeyframe(10.0, duration: 0.5) } else { LinearKeyframe(20.0, duration: 2) }
            }
        }
        #expect(timeline(true).duration == 0.5 && timeline(true).value(time: 0.25) == 5)
        #expect(timeline(false).duration == 2 && timeline(false).value(time: 1) == 10)
    }
}
