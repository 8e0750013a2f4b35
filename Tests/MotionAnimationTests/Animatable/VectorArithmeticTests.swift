import Foundation
import Testing
@testable import MotionAnimation

@Suite struct VectorArithmeticTests {
    @Test func doubleScalesAndMeasures() {
        var value = 3.0
        value.scale(by: 2)
        #expect(value == 6)
        #expect(value.magnitudeSquared == 36)
        #expect((-4.0).scaled(by: 0.5) == -2)
        #expect(2.5.animatableData == 2.5)
    }

    @Test func floatAndCGFloatScaleAndMeasure() {
        var f: Float = 1.5
        f.scale(by: 2)
        #expect(f == 3)
        #expect(f.magnitudeSquared == 9)
        var g: CGFloat = -2
        g.scale(by: 3)
        #expect(g == -6)
        #expect(g.magnitudeSquared == 36)
        var animated: CGFloat = 1
        animated.animatableData = 7
        #expect(animated == 7)
    }

    @Test func pairArithmeticIsComponentwise() {
        let a = AnimatablePair(1.0, AnimatablePair(Float(2), CGFloat(3)))
        let b = AnimatablePair(0.5, AnimatablePair(Float(-1), CGFloat(4)))
        let sum = a + b
        #expect(sum.first == 1.5 && sum.second.first == 1 && sum.second.second == 7)
        let difference = a - b
        #expect(difference.first == 0.5 && difference.second.first == 3 && difference.second.second == -1)
        var c = a
        c += b
        #expect(c == sum)
        c -= b
        #expect(c == a)
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(Float(4), CGFloat(6))))
        #expect(type(of: a).zero == AnimatablePair(0.0, AnimatablePair(Float(0), CGFloat(0))))
    }

    @Test func pairMagnitudeIsSumOfComponentMagnitudes() {
        let pair = AnimatablePair(3.0, AnimatablePair(4.0, 12.0))
        #expect(pair.magnitudeSquared == 9 + 16 + 144)
    }

    @Test func emptyDataIsInert() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 10)
        #expect(empty.magnitudeSquared == 0)
        #expect(empty + .zero == empty - .zero)
        empty += EmptyAnimatableData()
        empty -= EmptyAnimatableData()
        #expect(empty == EmptyAnimatableData())
    }

    struct Inert: Animatable { var label = "x" }

    @Test func typesWithEmptyDataIgnoreWrites() {
        var inert = Inert()
        inert.animatableData = EmptyAnimatableData()
        #expect(inert.label == "x")
        #expect(inert.animatableData == EmptyAnimatableData())
    }
}
