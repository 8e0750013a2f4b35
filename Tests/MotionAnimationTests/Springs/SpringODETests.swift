import Foundation
import Testing
@testable import MotionAnimation

/// An independent classical RK4 integration of m·x'' = −k(x − target) − c·x' from x = 0,
/// x' = v0, with a fixed step of 1e-4 s. Returns (x, x') at each requested time (multiples of
/// the step).
private func integrate(mass m: Double, stiffness k: Double, damping c: Double, target: Double,
                       initialVelocity v0: Double, times: [Double]) -> [(Double, Double)] {
    let step = 1e-4
    func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
    var x = 0.0
    var v = v0
    var stepsDone = 0
    var results: [(Double, Double)] = []
    for time in times {
        let stepsWanted = Int((time / step).rounded())
        while stepsDone < stepsWanted {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            stepsDone += 1
        }
        results.append((x, v))
    }
    return results
}

private let sampleTimes = [0.0, 0.05, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1.0, 1.5]

@Suite struct SpringODETests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let spring: Spring
        let mass: Double
        let stiffness: Double
        let damping: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "underdamped (0.5 s, bounce 0.3)", spring: Spring(duration: 0.5, bounce: 0.3),
             mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.7 / 0.5),
        Case(name: "underdamped m=2 k=300 c=8", spring: Spring(mass: 2, stiffness: 300, damping: 8),
             mass: 2, stiffness: 300, damping: 8),
        Case(name: "critical (0.5 s, bounce 0)", spring: Spring(duration: 0.5, bounce: 0),
             mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5),
        Case(name: "critical by clamping m=2 k=50 c=40", spring: Spring(mass: 2, stiffness: 50, damping: 40),
             mass: 2, stiffness: 50, damping: 2 * 2 * 5),
        Case(name: "overdamped m=2 k=50 c=40", spring: Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true),
             mass: 2, stiffness: 50, damping: 40),
        Case(name: "overdamped (0.7 s, bounce -0.2)", spring: Spring(duration: 0.7, bounce: -0.2),
             mass: 1, stiffness: pow(2 * .pi / 0.7, 2), damping: 4 * .pi / (0.7 * 0.8)),
    ]

    @Test(arguments: cases, [(1.0, 0.0), (1.7, -2.0), (-40.0, 150.0)])
    func closedFormMatchesRK4(_ testCase: Case, _ start: (target: Double, velocity: Double)) {
        let reference = integrate(
            mass: testCase.mass, stiffness: testCase.stiffness, damping: testCase.damping,
            target: start.target, initialVelocity: start.velocity, times: sampleTimes)
        let scale = max(abs(start.target), abs(start.velocity), 1)
        for (time, (x, v)) in zip(sampleTimes, reference) {
            let value = testCase.spring.value(target: start.target, initialVelocity: start.velocity, time: time)
            let velocity = testCase.spring.velocity(target: start.target, initialVelocity: start.velocity, time: time)
            #expect(abs(value - x) < 1e-9 * scale, "t = \(time): value \(value) vs \(x)")
            #expect(abs(velocity - v) < 1e-8 * scale, "t = \(time): velocity \(velocity) vs \(v)")
        }
    }

    @Test(arguments: cases)
    func velocityIsTheDerivativeOfValue(_ testCase: Case) {
        let h = 1e-6
        for time in [0.03, 0.2, 0.7] {
            let numeric = (testCase.spring.value(target: 1.2, initialVelocity: 0.1, time: time + h)
                - testCase.spring.value(target: 1.2, initialVelocity: 0.1, time: time - h)) / (2 * h)
            #expect(abs(testCase.spring.velocity(target: 1.2, initialVelocity: 0.1, time: time) - numeric) < 1e-6)
        }
    }

    @Test func overdampedVelocityIsTheTrueDerivative() {
        // SEMANTICS.md, "Springs": [O]/[R] give 3.9185 here (stray "+1"); the derivative of `value` is 2.7185.
        let velocity = Spring(duration: 0.7, bounce: -0.2).velocity(target: 1.2, initialVelocity: 0.1, time: 0.2)
        #expect(abs(velocity - 2.7185) < 1e-4)
        #expect(abs(Spring(duration: 0.5, bounce: -0.2).velocity(target: 1.0, time: 10)) < 1e-12)
    }

    @Test(arguments: cases)
    func forceIsTheODEAccelerationTimesMass(_ testCase: Case) {
        // For springs that are not overdamped the getters are the physical k and c.
        guard testCase.spring.angularFrequency >= 0 else { return }
        let force = testCase.spring.force(target: 2, position: 0.5, velocity: -3)
        #expect(abs(force - (testCase.stiffness * 1.5 + testCase.damping * 3)) < 1e-9 * testCase.stiffness)
    }
}
