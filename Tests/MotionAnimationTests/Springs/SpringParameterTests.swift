import Foundation
import Testing
@testable import MotionAnimation

@Suite struct SpringParameterTests {
    @Test func appleDocumentedExamples() {
        // [A] Spring: (1.0, 157.9, 17.6) and (0.63, 0.5).
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9137) < 1e-4)
        #expect(abs(spring.damping - 17.5929) < 1e-4)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.6283) < 1e-4)
        #expect(abs(physical.bounce - 0.5) < 1e-12)
    }

    @Test func internalRepresentationMatchesT2() {
        // test vectors T2 (SEMANTICS.md, "Test vectors") (ω, λ).
        let table: [(Spring, Double, Double)] = [
            (.smooth, 0, 12.566371), (.snappy, 6.619746, 10.681415), (.bouncy, 8.974184, 8.796459),
            (Spring(response: 0.5, dampingRatio: 0.825), 7.101667, 10.367256),
            (Spring(duration: 0.5, bounce: -0.2), -9.424778, 15.707963),
        ]
        for (spring, ω, λ) in table {
            #expect(abs(spring.angularFrequency - ω) < 1e-6)
            #expect(abs(spring.decayConstant - λ) < 1e-6)
        }
        #expect(abs(Spring(duration: 0.5, bounce: -0.2).stiffness - 335.567) < 1e-3)
    }

    @Test(arguments: [(0.5, 0.0), (0.3, 0.3), (1.2, 0.9), (0.5, -0.2), (0.8, -0.6), (0.4, 1.0)])
    func durationAndBounceRoundTrip(_ duration: Double, _ bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12)
        #expect(abs(spring.response - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        let ζ = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
        #expect(abs(spring.dampingRatio - ζ) < 1e-12)
    }

    @Test func bounceAboveOneIsUndampedAndBelowMinusOneIsNaN() {
        let undamped = Spring(duration: 0.5, bounce: 1.5)
        #expect(undamped.decayConstant == 0 && undamped.dampingRatio == 0)
        #expect(undamped.settlingDuration == .infinity)
        let broken = Spring(duration: 0.5, bounce: -1.2)
        #expect(broken.duration.isNaN && broken.bounce.isNaN)
    }

    @Test(arguments: [(0.5, 0.825), (0.3, 1.0), (1.0, 0.3), (0.5, -0.1), (0.6, 1.5)])
    func responseAndDampingRatioRoundTrip(_ response: Double, _ ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(spring.mass == 1)
    }

    @Test func massStiffnessDamping() {
        let spring = Spring(mass: 2, stiffness: 300, damping: 8)
        #expect(spring.mass == 2)
        #expect(abs(spring.stiffness - 300) < 1e-9 && abs(spring.damping - 8) < 1e-12)
        let clamped = Spring(mass: 2, stiffness: 50, damping: 40)
        #expect(clamped.angularFrequency == 0 && clamped.decayConstant == 5)
        let over = Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true)
        #expect(over.angularFrequency < 0 && over.decayConstant == 10)
        #expect(abs(over.angularFrequency + (100 - 25.0).squareRoot()) < 1e-12)
        #expect(Spring(stiffness: 100, damping: 10).mass == 1)
    }

    @Test func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.smooth() == .smooth && Spring.snappy() == .snappy && Spring.bouncy() == .bouncy)
        #expect(Spring.smooth(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.1))
        #expect(Spring.snappy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.15 + 0.1))
        #expect(Spring.bouncy(duration: 0.6, extraBounce: -0.1) == Spring(duration: 0.6, bounce: 0.3 - 0.1))
        #expect(Spring() == .smooth)
    }
}
