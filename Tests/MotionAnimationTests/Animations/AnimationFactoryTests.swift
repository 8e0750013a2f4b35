import Foundation
import Testing
@testable import MotionAnimation

/// The fluid spring inside `animation`, failing the test if there is none.
private func fluid(_ animation: Animation, sourceLocation: SourceLocation = #_sourceLocation) -> FluidSpringAnimation? {
    let spring = animation.as(FluidSpringAnimation.self)
    #expect(spring != nil, "\(animation) is not a fluid spring", sourceLocation: sourceLocation)
    return spring
}

private func expectFluid(
    _ animation: Animation, response: Double, dampingFraction: Double, blendDuration: Double = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let spring = fluid(animation, sourceLocation: sourceLocation) else { return }
    #expect(abs(spring.response - response) < 1e-12, sourceLocation: sourceLocation)
    #expect(abs(spring.dampingFraction - dampingFraction) < 1e-12, sourceLocation: sourceLocation)
    #expect(spring.blendDuration == blendDuration, sourceLocation: sourceLocation)
}

private func timing(_ animation: Animation) -> TimingCurveAnimation? {
    animation.as(TimingCurveAnimation.self)
}

@Suite struct AnimationFactoryTests {
    // SEMANTICS.md, "Timing curves": control points and the 0.35 s default.
    @Test func timingCurveFactories() {
        let cases: [(Animation, TimingCurveAnimation.Form, Double, String)] = [
            (.linear, .controlPoints(0, 0, 1, 1), 0.35, "linear(duration: 0.35)"),
            (.linear(duration: 1), .controlPoints(0, 0, 1, 1), 1, "linear(duration: 1.0)"),
            (.easeIn, .controlPoints(0.42, 0, 1, 1), 0.35, "easeIn(duration: 0.35)"),
            (.easeIn(duration: 0.5), .controlPoints(0.42, 0, 1, 1), 0.5, "easeIn(duration: 0.5)"),
            (.easeOut, .controlPoints(0, 0, 0.58, 1), 0.35, "easeOut(duration: 0.35)"),
            (.easeOut(duration: 2), .controlPoints(0, 0, 0.58, 1), 2, "easeOut(duration: 2.0)"),
            (.easeInOut, .controlPoints(0.42, 0, 0.58, 1), 0.35, "easeInOut(duration: 0.35)"),
            (.easeInOut(duration: 0.8), .controlPoints(0.42, 0, 0.58, 1), 0.8, "easeInOut(duration: 0.8)"),
            (.timingCurve(0.25, 0.1, 0.25, 1), .controlPoints(0.25, 0.1, 0.25, 1), 0.35,
             "timingCurve(0.25, 0.1, 0.25, 1.0, duration: 0.35)"),
            (.timingCurve(0.5, -0.5, 0.5, 1.5, duration: 2), .controlPoints(0.5, -0.5, 0.5, 1.5), 2,
             "timingCurve(0.5, -0.5, 0.5, 1.5, duration: 2.0)"),
            (.timingCurve(.easeIn, duration: 0.4), .unitCurve(.easeIn), 0.4, "timingCurve(.easeIn, duration: 0.4)"),
            (.timingCurve(.circularEaseOut, duration: 1), .unitCurve(.circularEaseOut), 1,
             "timingCurve(.circularEaseOut, duration: 1.0)"),
        ]
        for (animation, form, duration, description) in cases {
            #expect(timing(animation)?.form == form)
            #expect(timing(animation)?.duration == duration)
            #expect(animation.description == description)
        }
        let custom = Animation.timingCurve(
            .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 1.4)),
            duration: 0.5)
        #expect(custom.description
            == "timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 1.4)), duration: 0.5)")
    }

    // SEMANTICS.md, "Animations": every fluid-spring factory and its defaults.
    @Test func fluidSpringFactories() {
        expectFluid(.spring, response: 0.5, dampingFraction: 1)
        expectFluid(.spring(), response: 0.5, dampingFraction: 1)
        expectFluid(.spring(duration: 0.4, bounce: 0.2), response: 0.4, dampingFraction: 0.8)
        expectFluid(.spring(duration: 0.4, bounce: -0.5, blendDuration: 0.1), response: 0.4, dampingFraction: 2,
                    blendDuration: 0.1)
        expectFluid(.spring(response: 0.3), response: 0.3, dampingFraction: 0.825)
        expectFluid(.spring(dampingFraction: 0.5), response: 0.5, dampingFraction: 0.5)
        expectFluid(.spring(response: 0.6, dampingFraction: 0.7, blendDuration: 0.2), response: 0.6,
                    dampingFraction: 0.7, blendDuration: 0.2)
        expectFluid(.interactiveSpring, response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)
        expectFluid(.interactiveSpring(), response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)
        expectFluid(.interactiveSpring(response: 0.2), response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)
        expectFluid(.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25),
                    response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        expectFluid(.interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0),
                    response: 0.2, dampingFraction: 0.75)
        expectFluid(.smooth, response: 0.5, dampingFraction: 1)
        expectFluid(.smooth(duration: 1, extraBounce: 0.1), response: 1, dampingFraction: 0.9)
        expectFluid(.snappy, response: 0.5, dampingFraction: 0.85)
        expectFluid(.snappy(duration: 0.3, extraBounce: 0.05), response: 0.3, dampingFraction: 0.8)
        expectFluid(.bouncy, response: 0.5, dampingFraction: 0.7)
        expectFluid(.bouncy(duration: 0.7, extraBounce: -0.1), response: 0.7, dampingFraction: 0.8)
    }

    // SEMANTICS.md, "Animations" [GUESS]: the Spring forms use the spring's response/damping ratio (fluid) and its
    // mass/stiffness/damping (interpolating).
    @Test func springStructForms() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        expectFluid(.spring(spring), response: spring.response, dampingFraction: spring.dampingRatio)
        expectFluid(.spring(spring, blendDuration: 0.3), response: 0.4, dampingFraction: 0.8, blendDuration: 0.3)
        expectFluid(.spring(.bouncy), response: 0.5, dampingFraction: 0.7)
        let interpolating = Animation.interpolatingSpring(Spring(mass: 2, stiffness: 150, damping: 12), initialVelocity: 0.5)
            .as(InterpolatingSpringAnimation.self)!
        #expect(abs(interpolating.mass - 2) < 1e-12)
        #expect(abs(interpolating.stiffness - 150) < 1e-9)
        #expect(abs(interpolating.damping - 12) < 1e-9)
        #expect(interpolating.initialVelocity == 0.5)
        let byDefault = Animation.interpolatingSpring(Spring()).as(InterpolatingSpringAnimation.self)!
        #expect(byDefault.initialVelocity == 0)
    }

    // Decision table: bare `.spring` and `spring()` are the duration/bounce form.
    @Test func overloadResolutionMatchesSwiftUI() {
        let bare: Animation = .spring
        #expect(bare == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0))
        #expect(bare != .spring(response: 0.5, dampingFraction: 0.825))
        #expect(bare == .smooth)
        let interactive: Animation = .interactiveSpring
        #expect(interactive == .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25))
        #expect(interactive != .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    }

    // Decision table: `.default` is spring(response: 0.55, dampingFraction: 1) and says so.
    @Test func defaultAnimation() {
        #expect(Animation.default.description == "default")
        #expect(Animation.default.fluidSpring == FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
        let samples = sampleAnimation(.default, interval: 1.0, at: [0.2])
        let direct = sampleAnimation(.spring(response: 0.55, dampingFraction: 1), interval: 1.0, at: [0.2])
        #expect(samples[0] == direct[0])
    }

    // SEMANTICS.md, "Animations": the interpolating-spring factories.
    @Test func interpolatingSpringFactories() {
        func model(_ animation: Animation) -> InterpolatingSpringAnimation? {
            animation.as(InterpolatingSpringAnimation.self)
        }
        let explicit = model(.interpolatingSpring(stiffness: 100, damping: 10))
        #expect(explicit == InterpolatingSpringAnimation(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let full = model(.interpolatingSpring(mass: 2, stiffness: 50, damping: 4, initialVelocity: 0.5))
        #expect(full == InterpolatingSpringAnimation(mass: 2, stiffness: 50, damping: 4, initialVelocity: 0.5))
        let byDuration = model(.interpolatingSpring(duration: 0.5, bounce: 0.3, initialVelocity: 1))!
        let k = pow(2 * Double.pi / 0.5, 2)
        #expect(abs(byDuration.stiffness - k) < 1e-9)
        #expect(abs(byDuration.damping - 2 * k.squareRoot() * 0.7) < 1e-9)
        #expect(byDuration.mass == 1 && byDuration.initialVelocity == 1)
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0))
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).description
            == "interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)")
        #expect(Animation.interpolatingSpring.description
            == "interpolatingSpring(mass: 1.0, stiffness: 157.913670417, damping: 25.132741229, initialVelocity: 0.0)")
    }

    // Descriptions of fluid springs and modifiers, as the trace events print them.
    @Test func descriptions() {
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).description
            == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.spring.description == "spring(response: 0.5, dampingFraction: 1.0)")
        #expect(Animation.snappy.description == "spring(response: 0.5, dampingFraction: 0.85)")
        #expect(Animation.bouncy.description == "spring(response: 0.5, dampingFraction: 0.7)")
        #expect(Animation.interactiveSpring.description
            == "spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)")
        #expect(Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true).description
            == "easeInOut(duration: 0.8).repeatForever(autoreverses: true)")
        #expect(Animation.linear(duration: 1.0).delay(0.2).description == "linear(duration: 1.0).delay(0.2)")
        #expect(Animation.easeIn.repeatCount(3, autoreverses: false).description
            == "easeIn(duration: 0.35).repeatCount(3, autoreverses: false)")
        #expect(Animation.easeIn.repeatCount(2).description == "easeIn(duration: 0.35).repeatCount(2, autoreverses: true)")
        #expect(Animation.bouncy.speed(2).description == "spring(response: 0.5, dampingFraction: 0.7).speed(2.0)")
        #expect(Animation.linear(duration: 5).logicallyComplete(after: 1).description
            == "linear(duration: 5.0).logicallyComplete(after: 1.0)")
        #expect(Animation.default.delay(0.1).repeatForever().description == "default.delay(0.1).repeatForever(autoreverses: true)")
        #expect("\(Animation.easeOut)" == "easeOut(duration: 0.35)")
        #expect(Animation.easeOut.debugDescription == "easeOut(duration: 0.35)")
    }

    // SwiftUI's equality: the same runtime type with equal parameters.
    @Test func equalityAndHashing() {
        #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
        #expect(Animation.easeInOut != .timingCurve(.easeInOut, duration: 0.35))
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear.delay(1) == .linear.delay(1))
        #expect(Animation.linear.delay(1) != .linear.delay(2))
        #expect(Animation.linear.delay(1) != .linear)
        let set: Set<Animation> = [.easeIn, .easeIn(duration: 0.35), .snappy, .spring(duration: 0.5, bounce: 0.15)]
        #expect(set.count == 2)
    }
}
