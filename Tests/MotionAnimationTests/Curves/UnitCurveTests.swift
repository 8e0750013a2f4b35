import Foundation
import Testing
@testable import MotionAnimation

private let t1Grid = (0...10).map { Double($0) / 10 }

private func expectRow(_ curve: UnitCurve, _ expected: [Double], velocity: Bool = false,
                       tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    for (x, value) in zip(t1Grid, expected) {
        let actual = velocity ? curve.velocity(at: x) : curve.value(at: x)
        #expect(abs(actual - value) < tolerance, "x = \(x): \(actual) vs \(value)", sourceLocation: sourceLocation)
    }
}

@Suite struct UnitCurveTests {
    // test vectors T1 (SEMANTICS.md, "Test vectors").
    @Test func t1Values() {
        expectRow(.linear, t1Grid)
        expectRow(.easeIn, [0, 0.017027, 0.062282, 0.129577, 0.214861, 0.315357, 0.429120, 0.554814, 0.691634, 0.839428, 1])
        expectRow(.easeOut, [0, 0.160572, 0.308366, 0.445186, 0.570880, 0.684643, 0.785139, 0.870423, 0.937718, 0.982973, 1])
        expectRow(.easeInOut, [0, 0.019722, 0.081660, 0.187396, 0.331884, 0.5, 0.668116, 0.812604, 0.918340, 0.980278, 1])
        expectRow(.circularEaseIn, [0, 0.005013, 0.020204, 0.046061, 0.083485, 0.133975, 0.2, 0.285857, 0.4, 0.564110, 1])
        expectRow(.circularEaseOut, [0, 0.435890, 0.6, 0.714143, 0.8, 0.866025, 0.916515, 0.953939, 0.979796, 0.994987, 1])
        expectRow(.circularEaseInOut, [0, 0.010102, 0.041742, 0.1, 0.2, 0.5, 0.8, 0.9, 0.958258, 0.989898, 1])
    }

    @Test func t1Velocities() {
        expectRow(.easeIn, [0, 0.324183, 0.570889, 0.768389, 0.932734, 1.073979, 1.199068, 1.313461, 1.422587, 1.535074, 0],
                  velocity: true, tolerance: 2e-6)
        expectRow(.easeInOut, [0, 0.402244, 0.839802, 1.267218, 1.597167, 1.724138, 1.597167, 1.267218, 0.839802, 0.402244, 0],
                  velocity: true, tolerance: 2e-6)
    }

    @Test func compatibilityPoints() {
        // [O-compat] UnitCurveCompatibilityTests and the exact values of test vectors T1 (SEMANTICS.md, "Test vectors").
        #expect(abs(UnitCurve.easeIn.value(at: 0.25) - 0.093465) < 1e-6)
        #expect(abs(UnitCurve.easeIn.velocity(at: 0.25) - 0.6746) < 1e-4)
        #expect(abs(UnitCurve.easeIn.value(at: 0.75) - 0.621861) < 1e-6)
        #expect(abs(UnitCurve.easeIn.velocity(at: 0.75) - 1.3683) < 1e-4)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.25) - 0.129162) < 1e-6)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.25) - 1.0593) < 1e-4)
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1) < 0.01)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.5) - 0.577) < 1e-3)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.75) - 1.134) < 1e-3)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.5) - 0.577) < 1e-3)
        #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.25) - 0.577) < 1e-3)
        #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.75) - 0.577) < 1e-3)
    }

    @Test func bezierFactoryAndUnclampedY() {
        let gentle = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(gentle.value(at: 0.5) == 0.5)
        #expect(abs(gentle.velocity(at: 0.5) - 1.199) < 1e-3)
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(wild.value(at: 0.5) == 0.5)
        #expect(abs(wild.velocity(at: 0.5) + 1) < 0.01)
        #expect(UnitCurve.easeInOut == .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))
    }

    @Test func progressClamping() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.linear.value(at: 1.5) == 1.5)
        #expect(UnitCurve.linear.velocity(at: -3) == 1)
        #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
        #expect(UnitCurve.circularEaseOut.value(at: -1) == 0)
    }

    @Test func inverseSwapsAxes() {
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.easeInOut.inverse.inverse == .easeInOut)
        for step in 1..<10 {
            let x = Double(step) / 10
            let roundTrip = UnitCurve.easeOut.inverse.value(at: UnitCurve.easeOut.value(at: x))
            #expect(abs(roundTrip - x) < 1e-5)
        }
    }

    @Test func deprecatedAliasEqualsEaseInOut() {
        @available(*, deprecated)
        func alias() -> UnitCurve { .easeInEaseOut }
        #expect(alias() == .easeInOut)
    }
}
