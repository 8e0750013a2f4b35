import Foundation
import Testing
@testable import MotionAnimation

@Suite struct KeyframeInterpolationTests {
    @Test func linearKeyframeUsesItsTimingCurve() {
        let timeline = KeyframeTimeline(initialValue: 10.0) {
            LinearKeyframe(20.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(timeline.value(time: 0.5) == 10 + 10 * UnitCurve.easeIn.value(at: 0.25))
        #expect(timeline.value(time: 2) == 20)
    }

    @Test func catmullRomTangentsOnAHandComputedCase() {
        // Keyframes from 0: cubic to 10 (1 s), to 0 (2 s), to 30 (1 s).
        // Tangents (SEMANTICS.md, "Keyframes"): v = 0 at the start and end; at t = 1, (0 − 0)/(1 + 2) = 0; at t = 3,
        // (30 − 10)/(2 + 1) = 20/3. Midway through the second segment (s = ½, d = 2):
        // h00 = ½, h10 = ⅛, h01 = ½, h11 = −⅛ → ½·10 + ⅛·2·0 + ½·0 − ⅛·2·(20/3) = 10/3.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 2)
            CubicKeyframe(30.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 2) - 10.0 / 3) < 1e-12)
        let h = 1e-6
        let left = (timeline.value(time: 3) - timeline.value(time: 3 - h)) / h
        let right = (timeline.value(time: 3 + h) - timeline.value(time: 3)) / h
        #expect(abs(left - 20.0 / 3) < 1e-4 && abs(right - 20.0 / 3) < 1e-4)
        let atOne = (timeline.value(time: 1 + h) - timeline.value(time: 1 - h)) / (2 * h)
        #expect(abs(atOne) < 1e-4)
        let atEnd = (timeline.value(time: 4) - timeline.value(time: 4 - h)) / h
        #expect(abs(atEnd) < 1e-4)
    }

    @Test func explicitCubicVelocitiesAreUsed() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 3.0, endVelocity: -2.0)
        }
        let h = 1e-7
        #expect(abs((timeline.value(time: h) - timeline.value(time: 0)) / h - 3) < 1e-5)
        #expect(abs((timeline.value(time: 1) - timeline.value(time: 1 - h)) / h + 2) < 1e-5)
    }

    @Test func cubicAfterLinearTakesTheLinearVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
            LinearKeyframe(5.0, duration: 0.5)
        }
        let h = 1e-7
        // Start slope 2/1 from the linear segment; end slope (5 − 3)/0.5 = 4 into the next.
        #expect(abs((timeline.value(time: 1 + h) - timeline.value(time: 1)) / h - 2) < 1e-5)
        #expect(abs((timeline.value(time: 2) - timeline.value(time: 2 - h)) / h - 4) < 1e-5)
    }

    @Test func segmentsAreContinuousAtBoundaries() {
        let timeline = KeyframeTimeline(initialValue: CGPoint(x: 0, y: 0)) {
            CubicKeyframe(CGPoint(x: 10, y: 5), duration: 0.4)
            LinearKeyframe(CGPoint(x: 20, y: -5), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.5)
            SpringKeyframe(CGPoint(x: 40, y: 40), spring: .smooth)
        }
        for boundary in [0.4, 0.7, 1.2] {
            let before = timeline.value(time: boundary - 1e-9)
            let at = timeline.value(time: boundary)
            let after = timeline.value(time: boundary + 1e-9)
            #expect(abs(before.x - at.x) < 1e-6 && abs(after.x - at.x) < 1e-6)
            #expect(abs(before.y - at.y) < 1e-6 && abs(after.y - at.y) < 1e-6)
        }
        #expect(timeline.value(time: 0.7) == CGPoint(x: 20, y: -5))
        #expect(timeline.value(time: 100) == CGPoint(x: 40, y: 40))
    }

    @Test func moveKeyframeJumpsAtItsInstant() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        #expect(abs(timeline.value(time: 0.999) - 9.99) < 1e-9)
        #expect(timeline.value(time: 1) == 50)
        #expect(timeline.value(time: 1.5) == 55)
        #expect(timeline.duration == 2)
        let leading = KeyframeTimeline(initialValue: 0.0) { MoveKeyframe(3.0) }
        #expect(leading.value(time: 0) == 3 && leading.duration == 0)
    }

    @Test func springKeyframeFormulaWithIncomingVelocity() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5)
            SpringKeyframe(3.0, duration: 1, spring: spring)
        }
        // v_in = the linear segment's end velocity, 1/0.5 = 2 per second.
        for elapsed in [0.1, 0.35, 1.0] {
            let expected = 1 + spring.value(target: 2.0, initialVelocity: 2.0, time: elapsed)
            #expect(abs(timeline.value(time: 0.5 + elapsed) - expected) < 1e-12)
        }
        let explicit = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 1, spring: spring, startVelocity: -4.0)
        }
        #expect(explicit.value(time: 0.2) == spring.value(target: 1.0, initialVelocity: -4.0, time: 0.2))
    }

    @Test func springKeyframeWithoutDurationLastsItsSettlingDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .bouncy)
        }
        #expect(timeline.duration == Spring.bouncy.settlingDuration)
        #expect(timeline.value(time: 5) == 1)
    }

    @Test func cutShortSpringShowsItsPositionAtItsEndThenItsValue() {
        // SEMANTICS.md, "Open questions" (11) is open; MotionCore's choice: the end instant shows the spring's position,
        // afterwards the keyframe value is held.
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(1.8, duration: 0.3, spring: .bouncy)
        }
        #expect(timeline.value(time: 0.3) == 1 + Spring.bouncy.value(target: 0.8, time: 0.3))
        #expect(timeline.value(time: 0.31) == 1.8)
    }

    @Test func onlyACutShortSpringAtTheEndChangesAfterIt() {
        // Internal: a keyframe animator runs one more frame when the end instant shows a
        // spring's own position.
        let springLast = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(0.6, duration: 0.2)
            SpringKeyframe(1, duration: 0.8, spring: .bouncy)
        }
        let springThenMove = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(2, duration: 0.3)
            MoveKeyframe(3)
        }
        let linearLast = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(2, duration: 0.3)
            LinearKeyframe(3, duration: 0.2)
        }
        let springInAShorterTrack = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack(\.x) { SpringKeyframe(1, duration: 0.3) }
            KeyframeTrack(\.y) { LinearKeyframe(1, duration: 0.5) }
        }
        #expect(springLast.changesAfterItsEnd && springThenMove.changesAfterItsEnd)
        #expect(!linearLast.changesAfterItsEnd && !springInAShorterTrack.changesAfterItsEnd)
    }

    @Test func angleTracksInterpolateInScaledData() {
        let timeline = KeyframeTimeline(initialValue: Angle.zero) {
            LinearKeyframe(.degrees(90), duration: 1)
        }
        #expect(abs(timeline.value(time: 0.5).degrees - 45) < 1e-12)
    }
}
