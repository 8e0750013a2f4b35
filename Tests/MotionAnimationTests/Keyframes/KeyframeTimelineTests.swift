import Foundation
import Testing
@testable import MotionAnimation

private struct Values {
    var scale = 1.0
    var angle = Angle.zero
}

@Suite struct KeyframeTimelineTests {
    @Test func swiftUISnippetCompilesUnchanged() {
        // The example, verbatim.
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.8, duration: 0.3, spring: .bouncy)
            }
        }
        let value = timeline.value(time: 0.1)
        // SpringKeyframe formula: from + spring.value(target: to − from, initialVelocity: 0, time:).
        #expect(abs(value.scale - (1 + Spring.bouncy.value(target: 0.8, time: 0.1))) < 1e-12)
        #expect(value.angle == .zero)
        #expect(timeline.duration == 0.3)
    }

    @Test func appleDocumentationExamplesCompile() {
        // [A] KeyframeTimeline: bare keyframes over a CGPoint, and nested tracks.
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        let point = keyframes.value(time: 0.45)
        #expect(point.x == 0 && point.y > 0 && point.y < 100)
        #expect(abs(keyframes.duration - 1.0) < 1e-15)
        #expect(keyframes.value(time: 0.3) == CGPoint(x: 0, y: 100))

        let nested = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.angle) {
                CubicKeyframe(.zero, duration: 0.2)
                CubicKeyframe(.degrees(45), duration: 0.3)
            }
            KeyframeTrack(\.scale) {
                LinearKeyframe(1.2, duration: 0.5, timingCurve: .easeInOut)
                MoveKeyframe(0.8)
                SpringKeyframe(1.0, spring: .snappy)
            }
        }
        #expect(abs(nested.value(time: 0.5).angle.degrees - 45) < 1e-12)
        #expect(abs(nested.duration - (0.5 + Spring.snappy.settlingDuration)) < 1e-12)
    }

    @Test func durationIsTheLongestTrackAndShorterTracksHold() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 1.5)
                LinearKeyframe(.degrees(180), duration: 0.5)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5).scale == 3)
        #expect(abs(timeline.value(time: 1.5).angle.degrees - 90) < 1e-12)
        #expect(abs(timeline.value(time: 5).angle.degrees - 180) < 1e-12)
        #expect(timeline.value(time: 5).scale == 3)
        #expect(timeline.value(time: -1).scale == 1)
        #expect(timeline.value(time: 0).scale == 1)
    }

    @Test func lastCompetingTrackWins() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(timeline.value(time: 0.5) == -5)
    }

    @Test func valueAtProgressScalesByDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: 2)
            LinearKeyframe(0.0, duration: 2)
        }
        #expect(timeline.value(progress: 0.25) == timeline.value(time: 1))
        #expect(timeline.value(progress: 0.5) == 4)
        #expect(timeline.value(progress: 1) == 0)
        #expect(timeline.value(progress: 0.75) == 2)
    }

    @Test func emptyTimelineIsTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: 7.0) {}
        #expect(timeline.duration == 0 && timeline.value(time: 3) == 7)
        #expect(timeline.segmentBoundaryTimes.isEmpty)
    }

    @Test func boundaryTimesListEverySegmentEnd() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.25)
                MoveKeyframe(3.0)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.angle) {
                CubicKeyframe(.degrees(10), duration: 0.5)
                CubicKeyframe(.degrees(20), duration: 0.5)
            }
        }
        #expect(timeline.segmentBoundaryTimes == [0.25, 0.5, 0.75, 1.0])
        #expect(timeline.trackSegmentBoundaryTimes == [[0.25, 0.25, 0.75], [0.5, 1.0]])
    }

    @Test func buildersSupportConditionsAndLoops() {
        func timeline(bounce: Bool, steps: Int) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack {
                    if bounce {
                        LinearKeyframe(2.0, duration: 1)
                    } else {
                        MoveKeyframe(5.0)
                    }
                    for step in 0..<steps {
                        LinearKeyframe(Double(step), duration: 1)
                    }
                    if steps > 2 {
                        MoveKeyframe(-1.0)
                    }
                }
            }
        }
        #expect(timeline(bounce: true, steps: 0).value(time: 1) == 2)
        #expect(timeline(bounce: false, steps: 0).value(time: 0) == 5)
        #expect(timeline(bounce: false, steps: 3).duration == 3)
        #expect(timeline(bounce: false, steps: 3).value(time: 3) == -1)
        #expect(timeline(bounce: true, steps: 2).value(time: 2.5) == 0.5)
    }

    @Test func timelineBuilderSupportsConditionalTracks() {
        func timeline(withAngle: Bool) -> KeyframeTimeline<Values> {
            KeyframeTimeline(initialValue: Values()) {
                KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
                if withAngle {
                    KeyframeTrack(\.angle) { LinearKeyframe(.degrees(30), duration: 2) }
                }
            }
        }
        #expect(timeline(withAngle: true).duration == 2)
        #expect(timeline(withAngle: false).duration == 1)
    }
}
