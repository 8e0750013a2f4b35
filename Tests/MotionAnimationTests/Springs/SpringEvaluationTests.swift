import Foundation
import Testing
@testable import MotionAnimation

private let t2Times = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0]

@Suite struct SpringEvaluationTests {
    @Test func t2Vectors() {
        // test vectors T2 (SEMANTICS.md, "Test vectors"), value(target: 1, v0: 0, t) and velocity, printed to 6 decimals.
        let rows: [(Spring, [Double], [Double]?)] = [
            (.smooth, [0.131311, 0.357740, 0.715416, 0.890034, 0.960457, 0.986399, 0.995461, 0.999524, 0.999953],
             [4.212253, 4.494374, 2.558283, 1.092168, 0.414455, 0.147447, 0.050358, 0.005439, 0.000551]),
            (.snappy, [0.138210, 0.388102, 0.786369, 0.956447, 1.001617, 1.006020, 1.003073, 1.000155, 0.999966], nil),
            (.bouncy, [0.145715, 0.423302, 0.873711, 1.033930, 1.039303, 1.014498, 1.000737, 0.998779, 1.000072],
             [4.917049, 5.707558, 2.953807, 0.546019, -0.225969, -0.210951, -0.070268, 0.012074, 0.001159]),
            (Spring(response: 0.5, dampingRatio: 0.825),
             [0.139417, 0.393608, 0.799649, 0.968511, 1.008260, 1.008402, 1.003480, 1.000001, 0.999945], nil),
            (Spring(duration: 0.5, bounce: -0.2),
             [0.121000, 0.315683, 0.622708, 0.797729, 0.892011, 0.942383, 0.969261, 0.991251, 0.997510], nil),
        ]
        for (spring, values, velocities) in rows {
            for (index, time) in t2Times.enumerated() {
                #expect(abs(spring.value(target: 1.0, time: time) - values[index]) < 1e-6, "t = \(time)")
                if let velocities {
                    #expect(abs(spring.velocity(target: 1.0, time: time) - velocities[index]) < 1e-6, "t = \(time)")
                }
            }
        }
    }

    @Test func genericMatchesDouble() {
        let spring = Spring.bouncy
        let pair = spring.value(target: AnimatablePair(2.0, -3.0), initialVelocity: AnimatablePair(1.0, 0.5), time: 0.27)
        #expect(pair.first == spring.value(target: 2.0, initialVelocity: 1.0, time: 0.27))
        #expect(pair.second == spring.value(target: -3.0, initialVelocity: 0.5, time: 0.27))
        let velocity = spring.velocity(target: AnimatablePair(2.0, -3.0), initialVelocity: .zero, time: 0.27)
        #expect(velocity.first == spring.velocity(target: 2.0, time: 0.27))
        let force = spring.force(target: AnimatablePair(1.0, 2.0), position: AnimatablePair(0.5, 0.0),
                                 velocity: AnimatablePair(1.0, -1.0))
        #expect(force.first == spring.force(target: 1, position: 0.5, velocity: 1))
        #expect(force.second == spring.force(target: 2, position: 0, velocity: -1))
        #expect(spring.value(target: Float(1), time: 0.27) == Float(spring.value(target: 1.0, time: 0.27)))
    }

    @Test func fromValueToValueForms() {
        let spring = Spring.snappy
        #expect(spring.value(fromValue: 10.0, toValue: 30.0, initialVelocity: 5.0, time: 0.2)
                == 10 + spring.value(target: 20.0, initialVelocity: 5.0, time: 0.2))
        #expect(spring.velocity(fromValue: 10.0, toValue: 30.0, initialVelocity: 5.0, time: 0.2)
                == spring.velocity(target: 20.0, initialVelocity: 5.0, time: 0.2))
        let point = spring.value(fromValue: CGPoint(x: 0, y: 100), toValue: CGPoint(x: 50, y: 0),
                                 initialVelocity: CGPoint.zero, time: 0.3)
        #expect(abs(point.x - 50 * spring.value(target: 1.0, time: 0.3)) < 1e-12)
        #expect(abs(point.y - (100 - 100 * spring.value(target: 1.0, time: 0.3))) < 1e-12)
        let force = spring.force(fromValue: 10.0, toValue: 30.0, position: 15.0, velocity: 2.0)
        #expect(force == spring.force(target: 20, position: 5, velocity: 2))
        #expect(spring.settlingDuration(fromValue: 10.0, toValue: 11.0, initialVelocity: 0.0, epsilon: 0.001)
                == spring.settlingDuration)
    }

    @Test(arguments: [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: -0.3)])
    func updateStepsAlongTheClosedForm(_ spring: Spring) {
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<30 {
            spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 60)
        }
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.5)) < 1e-10)
        var vector = AnimatablePair(0.0, 10.0)
        var vectorVelocity = AnimatablePair(0.0, 0.0)
        spring.update(value: &vector, velocity: &vectorVelocity, target: AnimatablePair(1.0, 10.0), deltaTime: 0.5)
        #expect(abs(vector.first - spring.value(target: 1.0, time: 0.5)) < 1e-12 && vector.second == 10)
    }

    @Test func forceUsesStiffnessAndDampingGetters() {
        let spring = Spring(duration: 0.5, bounce: -0.2)
        #expect(spring.force(target: 1, position: 0.25, velocity: 2) == spring.stiffness * 0.75 - spring.damping * 2)
    }
}
