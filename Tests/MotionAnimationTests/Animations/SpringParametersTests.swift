import Testing

@testable import MotionAnimation

/// `Animation.springParameters`: the spring a spring animation moves with, for tools that show
/// its equivalent forms.
@Suite struct SpringParametersTests {
    @Test func fluidSpringsAndTheirPresets() throws {
        let spring = try #require(Animation.spring(response: 0.4, dampingFraction: 0.7).springParameters)
        #expect(abs(spring.response - 0.4) < 1e-12 && abs(spring.dampingRatio - 0.7) < 1e-12 && spring.mass == 1)
        let bouncy = try #require(Animation.bouncy.springParameters)
        #expect(abs(bouncy.duration - Spring.bouncy.duration) < 1e-12 && abs(bouncy.bounce - Spring.bouncy.bounce) < 1e-12)
        #expect(Animation.default.springParameters == DefaultAnimation.baseAnimation.springParameters)
    }

    @Test func interpolatingSpringsKeepMassStiffnessAndDamping() throws {
        let spring = try #require(Animation.interpolatingSpring(mass: 2, stiffness: 120, damping: 9).springParameters)
        #expect(spring.mass == 2 && abs(spring.stiffness - 120) < 1e-9 && abs(spring.damping - 9) < 1e-9)
    }

    @Test func curvesAndWrappedAnimationsHaveNone() {
        #expect(Animation.linear(duration: 1).springParameters == nil)
        #expect(Animation.spring.delay(0.2).springParameters == nil)
    }
}
