import Foundation
import Testing
@testable import MotionAnimation

/// An independent reference: bisect x(t) = x on [0, 1] for 200 halvings, then evaluate y(t),
/// both from the Bernstein form (not the solver's polynomial coefficients).
private func referenceValue(_ p1: (Double, Double), _ p2: (Double, Double), at x: Double) -> Double {
    let p1x = min(max(p1.0, 0), 1)
    let p2x = min(max(p2.0, 0), 1)
    func bernstein(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * a + 3 * s * t * t * b + t * t * t
    }
    var lower = 0.0
    var upper = 1.0
    for _ in 0..<200 {
        let middle = (lower + upper) / 2
        if bernstein(p1x, p2x, middle) < x { lower = middle } else { upper = middle }
    }
    return bernstein(p1.1, p2.1, (lower + upper) / 2)
}

@Suite struct CubicSolverTests {
    @Test func coefficientsMatchSwiftUIPrintouts() {
        // SEMANTICS.md, "Timing curves": SwiftUI's printed CubicSolver coefficients, bit for bit.
        let linear = BezierTiming.linear
        #expect([linear.ax, linear.bx, linear.cx, linear.ay, linear.by, linear.cy] == [-2, 3, 0, -2, 3, 0])
        let easeInOut = BezierTiming.easeInOut
        #expect([easeInOut.ax, easeInOut.bx, easeInOut.cx] == [0.52, -0.78, 1.26])
        #expect([easeInOut.ay, easeInOut.by, easeInOut.cy] == [-2, 3, 0])
        let easeOut = BezierTiming.easeOut
        #expect([easeOut.ax, easeOut.bx, easeOut.cx] == [-0.7399999999999998, 1.7399999999999998, 0])
        let easeIn = BezierTiming.easeIn
        #expect([easeIn.ax, easeIn.bx, easeIn.cx] == [-0.7400000000000002, 0.4800000000000002, 1.26])
    }

    static let controlPoints: [((Double, Double), (Double, Double))] = [
        ((0.42, 0), (1, 1)), ((0, 0), (0.58, 1)), ((0.42, 0), (0.58, 1)), ((0, 0), (1, 1)),
        ((0.25, 0.1), (0.25, 1)), ((-0.5, 2), (1.5, -1)), ((1, 0), (0, 1)), ((0.9, -0.4), (0.1, 1.6)),
        ((0, 1), (1, 0)), ((0.68, -0.55), (0.265, 1.55)),
    ]

    @Test(arguments: controlPoints)
    func solveMatchesBisectionAndQuantises(_ p1: (Double, Double), _ p2: (Double, Double)) {
        let solver = CubicSolver(
            startControlPoint: UnitPoint(x: p1.0, y: p1.1), endControlPoint: UnitPoint(x: p2.0, y: p2.1))
        for step in 0...200 {
            let x = Double(step) / 200
            let solved = solver.unquantisedValue(at: x)
            let reference = referenceValue(p1, p2, at: x)
            let t = solver.solveT(forX: x, tolerance: 1e-15)
            // SwiftUI's value: x solved to 2⁻²⁰, then quantised: on the grid, and within
            // half a quantum plus slope · 2⁻²⁰ of the exact value.
            let quantised = solver.value(at: x)
            #expect((quantised * 1_048_576).rounded() == quantised * 1_048_576)
            let loose = solver.unquantisedValue(at: x, tolerance: 0x1p-20)
            #expect(quantised == (loose * 1_048_576).rounded() / 1_048_576)
            let looseT = solver.solveT(forX: x)
            #expect(abs(solver.sampleX(looseT) - x) < 0x1p-20)
            // Where dx/dt vanishes (a vertical tangent) y is ill-conditioned in x: a change of
            // one ulp in x moves y by ~1e-6, so no double-precision solve, the reference's
            // included, determines y to 1e-12. There the test checks the backward error.
            if abs(solver.sampleDerivativeX(t)) > 1e-3 {
                #expect(abs(solved - reference) < 1e-12, "x = \(x): \(solved) vs \(reference)")
                let slope = abs(solver.sampleDerivativeY(t) / solver.sampleDerivativeX(t))
                #expect(abs(quantised - solved) <= 0x1p-21 + 1.01 * slope * 0x1p-20 + 1e-12)
            } else {
                #expect(abs(solver.sampleX(t) - x) < 1e-15 && (0...1).contains(t), "x = \(x)")
            }
        }
    }

    @Test func endpointsAreExact() {
        for solver in [BezierTiming.linear, BezierTiming.easeIn, BezierTiming.easeOut, BezierTiming.easeInOut] {
            #expect(solver.value(at: 0) == 0)
            #expect(solver.value(at: 1) == 1)
        }
    }

    @Test func caDefaultRowOfT1() {
        let expected = [0.000000, 0.094796, 0.295244, 0.513315, 0.682541, 0.802403, 0.885229, 0.940765,
                        0.975625, 0.994316, 1.000000]
        for (index, value) in expected.enumerated() {
            #expect(abs(BezierTiming.coreAnimationDefault.value(at: Double(index) / 10) - value) < 1e-6)
        }
    }

    @Test func verticalTangentGivesInfiniteVelocity() {
        // x'(0.5) = 0 for P1 = (1, 0), P2 = (0, 1), while y'(0.5) = 1.5.
        let solver = CubicSolver(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
        #expect(solver.velocity(at: 0.5) == .infinity)
        let falling = CubicSolver(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: -2))
        #expect(falling.velocity(at: 0.5) == -.infinity)
        #expect(BezierTiming.linear.velocity(at: 0.3) == 1)
    }

    @Test func quantiseRoundsToTheGrid() {
        #expect(CubicSolver.quantise(0.5) == 0.5)
        #expect(CubicSolver.quantise(0x1p-21) == 0x1p-20)
        #expect(CubicSolver.quantise(0x1p-22) == 0)
        #expect(CubicSolver.quantise(-0x1p-21) == -0x1p-20)
        #expect(CubicSolver.outputQuantum == 1.0 / 1_048_576)
    }

    @Test func timingCurveHelperKeepsOvershoot() {
        let curve = BezierTiming.curve(0.5, -0.5, 0.5, 1.5)
        #expect(curve.endControlPoint.y == 1.5)
        let values = (0...100).map { curve.value(at: Double($0) / 100) }
        #expect(values.min()! < 0 && values.max()! > 1)
        #expect(BezierTiming.defaultDuration == 0.35)
        #expect(BezierTiming.curve(0.42, 0, 0.58, 1) == BezierTiming.easeInOut)
    }

    @Test func easeInOutFramesOfT1() {
        // test vectors T1 (SEMANTICS.md, "Test vectors"): easeInOut (0.35 s) over 0 → 100 at 60 fps, frames 0…21 (frame 21 is t = 0.35).
        let expected = [0, 0.4376, 1.7855, 4.0904, 7.3863, 11.6858, 16.9702, 23.1775, 30.1929, 37.8431, 45.9007,
                        54.0993, 62.1569, 69.8071, 76.8225, 83.0298, 88.3142, 92.6137, 95.9096, 98.2145, 99.5624, 100]
        for (frame, value) in expected.enumerated() {
            let progress = (Double(frame) / 60) / BezierTiming.defaultDuration
            #expect(abs(100 * BezierTiming.easeInOut.value(at: progress) - value) < 1e-4, "frame \(frame)")
        }
    }
}
