import Foundation
import Testing
@testable import MotionAnimation

@Suite struct GeometryAnimatableTests {
    @Test func pointAndSizeAreUnscaledPairs() {
        var point = CGPoint(x: 3, y: -4)
        #expect(point.animatableData == AnimatablePair(3, -4))
        point.animatableData = AnimatablePair(10, 20)
        #expect(point == CGPoint(x: 10, y: 20))
        var size = CGSize(width: 5, height: 6)
        #expect(size.animatableData.magnitudeSquared == 61)
        size.animatableData = AnimatablePair(1, 2)
        #expect(size == CGSize(width: 1, height: 2))
    }

    @Test func rectIsOriginThenSize() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let data = rect.animatableData
        #expect(data.first == AnimatablePair(1, 2))
        #expect(data.second == AnimatablePair(3, 4))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    }
}
