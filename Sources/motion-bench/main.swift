// motion-bench: the cost of MotionCore's hot paths, in nanoseconds per operation, against the same
// arithmetic in plain C (CMotionBaseline). Run with `swift run -c release motion-bench`.
// Add a row with `bench(name:) { input in ... }`: the closure gets an input in [0, 1) and returns a
// Double that depends on the work.
import CMotionBaseline
import Foundation
import MotionCore

print("motion-bench: median of 7 timed runs (after one warm-up run) of `calls` calls each")
print("name".padding(toLength: 52, withPad: " ", startingAt: 0) + " calls      ns/op")

// Timing curve: one UnitCurve.value (easeInOut, bounded Newton + bisection, 2^-20 quantised).
let curve = UnitCurve.easeInOut
let swiftCurve = bench(name: "UnitCurve.easeInOut.value(at:)") { x in curve.value(at: x) }
var cCurveCoefficients = cmb_cubic_make(0.42, 0, 0.58, 1)
let cCurve = bench(name: "C cubic solve (same scheme)") { x in cmb_cubic_value(&cCurveCoefficients, x) }

// Spring: one closed-form underdamped value (exp, sin, cos), time in [0, 1) s.
let spring = Spring.bouncy
let swiftSpring = bench(name: "Spring.bouncy.value(target:initialVelocity:time:)") { t in
    spring.value(target: 1.0, initialVelocity: 0.5, time: t)
}
let omega = spring.angularFrequency
let lambda = spring.decayConstant
let cSpring = bench(name: "C underdamped spring value") { t in cmb_spring_value(omega, lambda, 1.0, 0.5, t) }

// Keyframes: one sample of a 4-track timeline (linear, cubic, spring and move keyframes).
struct Pose {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGPoint.zero
    var opacity = 1.0
}
let timeline = KeyframeTimeline(initialValue: Pose()) {
    KeyframeTrack(\.scale) {
        LinearKeyframe(1.4, duration: 0.2)
        SpringKeyframe(0.9, duration: 0.4, spring: .bouncy)
        CubicKeyframe(1.0, duration: 0.4)
    }
    KeyframeTrack(\.angle) {
        CubicKeyframe(.degrees(30), duration: 0.3)
        CubicKeyframe(.degrees(-15), duration: 0.3)
        CubicKeyframe(.zero, duration: 0.4)
    }
    KeyframeTrack(\.offset) {
        LinearKeyframe(CGPoint(x: 0, y: -40), duration: 0.5, timingCurve: .easeOut)
        LinearKeyframe(CGPoint(x: 0, y: 0), duration: 0.5, timingCurve: .easeIn)
    }
    KeyframeTrack(\.opacity) {
        MoveKeyframe(0.5)
        LinearKeyframe(1.0, duration: 1.0)
    }
}
let span = timeline.duration
_ = bench(name: "KeyframeTimeline.value(time:), 4 tracks", iterations: 500_000) { x in
    let pose = timeline.value(time: x * span)
    return pose.scale + pose.angle.radians + Double(pose.offset.y) + pose.opacity
}

printRatio("ratio Swift/C: UnitCurve.value", swiftCurve / cCurve)
printRatio("ratio Swift/C: Spring.value", swiftSpring / cSpring)
let animatorTrace = benchAnimationRows()
let runtimeTrace = benchViewRuntimeRows()
printRatio("ratio view runtime trace / PropertyAnimator trace", runtimeTrace / animatorTrace)
benchCanvasRows()
