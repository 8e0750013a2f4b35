import Foundation
import Testing
@testable import MotionAnimation

/// A `for` loop of bare keyframes directly in a timeline (`KeyframesBuilder.buildArray(_:)`).
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
}
