import Foundation
import Testing
@testable import MotionAnimation

@Suite struct UnitPointTests {
    @Test func namedPoints() {
        let expected: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5),
            (.top, 0.5, 0), (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0),
            (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in expected {
            #expect(point.x == x && point.y == y)
        }
        #expect(UnitPoint() == .zero)
    }

    @Test func animatableDataIsScaledBy128() {
        var point = UnitPoint(x: 0.25, y: 1)
        #expect(point.animatableData == AnimatablePair(32, 128))
        point.animatableData = AnimatablePair(64, -128)
        #expect(point == UnitPoint(x: 0.5, y: -1))
        var copy = UnitPoint.zero
        copy.animatableData = UnitPoint(x: 0.3, y: 0.7).animatableData
        #expect(abs(copy.x - 0.3) < 1e-15 && abs(copy.y - 0.7) < 1e-15)
    }
}
