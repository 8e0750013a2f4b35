import Testing
@testable import MotionAnimation

@Suite struct AnimationNumberFormatTests {
    // SEMANTICS.md "Animations": the number format of descriptions.
    @Test func formatsDeterministically() {
        #expect(AnimationNumberFormat.string(1) == "1.0")
        #expect(AnimationNumberFormat.string(0.35) == "0.35")
        #expect(AnimationNumberFormat.string(1 - 0.15) == "0.85")
        #expect(AnimationNumberFormat.string(0.1 + 0.2) == "0.3")
        #expect(AnimationNumberFormat.string(-0.5) == "-0.5")
        #expect(AnimationNumberFormat.string(-0.0) == "0.0")
        #expect(AnimationNumberFormat.string(157.91367041742973) == "157.913670417")
        #expect(AnimationNumberFormat.string(1e-10) == "0.0")
        #expect(AnimationNumberFormat.string(45000) == "45000.0")
        #expect(AnimationNumberFormat.string(.infinity) == "inf")
        #expect(AnimationNumberFormat.string(-.infinity) == "-inf")
        #expect(AnimationNumberFormat.string(.nan) == "nan")
    }
}
