import Foundation
import Testing
@testable import MotionAnimation

/// `interpolate(towards:amount:)` and `interpolated(towards:amount:)` on vectors.
@Suite struct VectorInterpolationTests {
    @Test func interpolationIsLinearInTheAmount() {
        #expect(2.0.interpolated(towards: 6, amount: 0.25) == 3)
        #expect(2.0.interpolated(towards: 6, amount: 0) == 2 && 2.0.interpolated(towards: 6, amount: 1) == 6)
        // Not clamped: 1.5 goes half as far again past the target.
        #expect(2.0.interpolated(towards: 6, amount: 1.5) == 8)
        var pair = AnimatablePair(0.0, 10.0)
        pair.interpolate(towards: AnimatablePair(4, 20), amount: 0.5)
        #expect(pair == AnimatablePair(2, 15))
    }
}
