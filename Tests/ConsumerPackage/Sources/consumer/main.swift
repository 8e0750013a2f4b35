import Foundation
import MotionCore

struct Values {
    var scale = 1.0
    var angle = Angle.zero
}

let springValue = Spring(duration: 0.4, bounce: 0.2).value(target: 1, initialVelocity: 0, time: 0.1)
let curveValue = UnitCurve.easeInOut.value(at: 0.3)
let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.scale) {
        SpringKeyframe(1.8, duration: 0.3, spring: .bouncy)
    }
}
let scale = timeline.value(time: 0.1).scale
print(String(format: "spring %.6f curve %.6f keyframe %.6f duration %.2f", springValue, curveValue, scale, timeline.duration))
