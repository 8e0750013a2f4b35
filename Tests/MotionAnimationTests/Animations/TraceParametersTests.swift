import Foundation
import Testing
import TraceFormat

@testable import MotionAnimation

/// An animation of the test's own, which MotionCore knows only by its description.
private struct Wobble: CustomAnimation, CustomStringConvertible {
    var amount: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > 1 ? nil : value.scaled(by: time + amount * (1 - time) * time)
    }

    var description: String { "wobble(\(amount))" }
}

/// `Animation.traceParameters`: the parameters trace events carry beside the description, with
/// each spring's forms from `Spring`.
@Suite struct TraceParametersTests {
    /// The forms of `spring` as `Spring`'s getters give them.
    static func forms(_ spring: Spring) -> Trace.SpringParameters {
        Trace.SpringParameters(
            response: spring.response, dampingFraction: spring.dampingRatio, mass: spring.mass, stiffness: spring.stiffness,
            damping: spring.damping, duration: spring.duration, bounce: spring.bounce, settlingDuration: spring.settlingDuration)
    }

    @Test func fluidSpringsGiveTheirArgumentsAndSpringForms() throws {
        let spring = Animation.spring.traceParameters
        #expect(spring.kind == .spring && spring.description == Animation.spring.description)
        #expect(spring.response == 0.5 && spring.dampingFraction == 1 && spring.blendDuration == 0)
        #expect(spring.spring == Self.forms(Spring(response: 0.5, dampingRatio: 1)))
        #expect(spring.animations == nil && spring.duration == nil && spring.curve == nil)

        let bouncy = Animation.bouncy.traceParameters
        #expect(bouncy.kind == .spring && bouncy.description == "spring(response: 0.5, dampingFraction: 0.7)")
        let forms = try #require(bouncy.spring)
        #expect(abs(forms.bounce - 0.3) < 1e-12 && abs(forms.duration - 0.5) < 1e-12)
        #expect(forms == Self.forms(Spring(response: 0.5, dampingRatio: 1 - 0.3)))
        #expect(forms.settlingDuration == Spring.bouncy.settlingDuration)

        let interactive = Animation.interactiveSpring.traceParameters
        #expect(interactive.blendDuration == 0.25 && interactive.description.hasSuffix("blendDuration: 0.25)"))
    }

    @Test func interpolatingSpringsGiveMassStiffnessDamping() throws {
        let animation = Animation.interpolatingSpring(mass: 2, stiffness: 120, damping: 9)
        let parameters = animation.traceParameters
        #expect(parameters.kind == .interpolatingSpring && parameters.description == animation.description)
        #expect(parameters.mass == 2 && parameters.stiffness == 120 && parameters.damping == 9 && parameters.initialVelocity == 0)
        #expect(parameters.response == nil && parameters.dampingFraction == nil)
        let forms = try #require(parameters.spring)
        #expect(forms == Self.forms(Spring(mass: 2, stiffness: 120, damping: 9, allowOverDamping: true)))
        #expect(abs(forms.stiffness - 120) < 1e-9 && abs(forms.damping - 9) < 1e-9 && forms.mass == 2)
        // Without damping it never settles; without stiffness there is no `Spring`.
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 0).traceParameters.spring?.settlingDuration == .infinity)
        #expect(Animation.interpolatingSpring(stiffness: 0, damping: 1).traceParameters.spring == nil)
    }

    @Test func theDefaultIsItsSpringUnderItsName() {
        let parameters = Animation.default.traceParameters
        #expect(parameters.kind == .default && parameters.description == "default")
        #expect(parameters.response == 0.55 && parameters.dampingFraction == 1)
        #expect(parameters.spring == Self.forms(Spring(response: 0.55, dampingRatio: 1)))
    }

    @Test func timingCurvesGiveTheirNameControlPointsAndDuration() {
        let easeInOut = Animation.easeInOut(duration: 0.35).traceParameters
        #expect(easeInOut.kind == .timingCurve && easeInOut.description == "easeInOut(duration: 0.35)" && easeInOut.duration == 0.35)
        #expect(easeInOut.curve == Trace.CurveParameters(name: "easeInOut", controlPoints: [0.42, 0, 0.58, 1]))
        #expect(easeInOut.spring == nil)

        let custom = Animation.timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.6).traceParameters
        #expect(custom.curve == Trace.CurveParameters(name: nil, controlPoints: [0.2, 0.9, 0.3, 1.4]) && custom.duration == 0.6)
        #expect(custom.description == "timingCurve(0.2, 0.9, 0.3, 1.4, duration: 0.6)")

        #expect(Animation.timingCurve(.easeIn, duration: 1).traceParameters.curve == Trace.CurveParameters(name: "easeIn", controlPoints: [0.42, 0, 1, 1]))
        #expect(Animation.timingCurve(.circularEaseOut, duration: 1).traceParameters.curve == Trace.CurveParameters(name: "circularEaseOut", controlPoints: nil))
        let bezier = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 0.4))
        #expect(Animation.timingCurve(bezier, duration: 1).traceParameters.curve == Trace.CurveParameters(name: nil, controlPoints: [0.1, 0.2, 0.3, 0.4]))
    }

    @Test func modifiersWrapTheAnimationTheyHold() throws {
        let animation = Animation.snappy.delay(0.2).repeatCount(3, autoreverses: false).speed(2)
        let speed = animation.traceParameters
        #expect(speed.kind == .speed && speed.speed == 2 && speed.description == animation.description)
        let repeated = try #require(speed.animations?.first)
        #expect(speed.animations?.count == 1)
        #expect(repeated.kind == .repeatCount && repeated.repeatCount == 3 && repeated.autoreverses == false)
        let delayed = try #require(repeated.animations?.first)
        #expect(delayed.kind == .delay && delayed.delay == 0.2 && delayed.description == Animation.snappy.delay(0.2).description)
        #expect(delayed.animations == [Animation.snappy.traceParameters])
        #expect(speed.allParts.map(\.kind) == [.speed, .repeatCount, .delay, .spring])

        let forever = Animation.easeIn.repeatForever(autoreverses: true).logicallyComplete(after: 0.5).traceParameters
        #expect(forever.kind == .logicallyComplete && forever.duration == 0.5)
        #expect(forever.animations?.first?.kind == .repeatForever && forever.animations?.first?.repeatCount == nil)
        #expect(forever.animations?.first?.autoreverses == true)
    }

    @Test func combinationsVelocityTrackingAndCustomAnimations() {
        let combined = Animation(CombinedAnimation(entries: [
            .init(animation: .spring, beginTime: 0), .init(animation: .interpolatingSpring(stiffness: 80, damping: 6), beginTime: 0.25),
        ])).traceParameters
        #expect(combined.kind == .combined && combined.beginTimes == [0, 0.25])
        #expect(combined.animations == [Animation.spring.traceParameters, Animation.interpolatingSpring(stiffness: 80, damping: 6).traceParameters])
        #expect(Animation(VelocityTrackingAnimation()).traceParameters == Trace.AnimationParameters(kind: .velocityTracking, description: "velocityTracking"))
        #expect(Animation(Wobble(amount: 0.5)).delay(1).traceParameters.animations == [Trace.AnimationParameters(kind: .custom, description: "wobble(0.5)")])
    }
}
