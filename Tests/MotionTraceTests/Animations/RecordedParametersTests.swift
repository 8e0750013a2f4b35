import Foundation
import Testing
import MotionTrace

/// The parameters MotionCore records beside each animation event's description (format
/// `motionbook-trace/2`).
@Suite struct RecordedParametersTests {
    /// One tap starts a different animation on each of four properties.
    struct FourAnimations: View {
        @State private var on = false

        var body: some View {
            VStack {
                Circle()
                    .offset(x: on ? 80 : 0)
                    .animation(.bouncy, value: on)
                Rectangle()
                    .opacity(on ? 0.2 : 1)
                    .animation(.interpolatingSpring(mass: 1.5, stiffness: 90, damping: 8), value: on)
                Capsule()
                    .scaleEffect(on ? 1.4 : 1)
                    .animation(.timingCurve(0.3, 0, 0.2, 1, duration: 0.4), value: on)
                Ellipse()
                    .rotationEffect(.degrees(on ? 90 : 0))
                    .animation(.spring(response: 0.3, dampingFraction: 0.6).delay(0.2).repeatCount(2), value: on)
            }
            .onTapGesture { on.toggle() }
        }
    }

    @Test func everyAnimationEventCarriesItsAnimationsParameters() throws {
        let trace = try traceOf(FourAnimations(), duration: 1.5, taps: [("*", 0.1)])
        let started = trace.events("animation")
        let expected: [String: Animation] = [
            "offset": .bouncy, "opacity": .interpolatingSpring(mass: 1.5, stiffness: 90, damping: 8),
            "scaleEffect": .timingCurve(0.3, 0, 0.2, 1, duration: 0.4),
            "rotationEffect": .spring(response: 0.3, dampingFraction: 0.6).delay(0.2).repeatCount(2),
        ]
        #expect(Set(started.compactMap(\.property)) == Set(expected.keys))
        for event in started {
            let animation = try #require(expected[event.property ?? ""])
            #expect(event.animation == animation.description)
            #expect(event.parameters == animation.traceParameters)
            #expect(event.parameters?.description == event.animation)
        }
        // Completion and removal events carry them too.
        let ends = trace.events.filter { [.logicallyComplete, .removed].contains($0.kind) }
        #expect(!ends.isEmpty && ends.allSatisfy { $0.parameters != nil && $0.parameters?.description == $0.animation })
        // Events without an animation have no parameters.
        #expect(trace.events("tap").allSatisfy { $0.parameters == nil })
    }

    @Test func recordedParametersAreTheEnginesNumbers() throws {
        let trace = try traceOf(FourAnimations(), duration: 1.5, taps: [("*", 0.1)])
        let bouncy = try #require(trace.events("animation").first { $0.property == "offset" }?.parameters)
        #expect(bouncy.kind == .spring && bouncy.response == 0.5 && bouncy.dampingFraction == 0.7)
        #expect(bouncy.spring?.stiffness == Spring.bouncy.stiffness && bouncy.spring?.settlingDuration == Spring.bouncy.settlingDuration)
        let repeated = try #require(trace.events("animation").first { $0.property == "rotationEffect" }?.parameters)
        #expect(repeated.allParts.map(\.kind) == [.repeatCount, .delay, .spring])
        #expect(repeated.repeatCount == 2 && repeated.autoreverses == true && repeated.animations?.first?.delay == 0.2)
        let curve = try #require(trace.events("animation").first { $0.property == "scaleEffect" }?.parameters)
        #expect(curve.curve?.controlPoints == [0.3, 0, 0.2, 1] && curve.curve?.name == nil && curve.duration == 0.4)
        // The recorded trace reads back as it was written, parameters included.
        #expect(try Trace.decode(Data(trace.json().utf8)) == trace)
    }
}
