import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `AnimatableValues` is vector arithmetic over its values and animates as any animatable data.
@Suite struct AnimatableValuesTests {
    @Test func arithmeticIsPerValue() {
        var values = AnimatableValues(1.0, CGFloat(2), Float(3))
        values.scale(by: 2)
        #expect(values.value.0 == 2 && values.value.1 == 4 && values.value.2 == 6)
        let sum = values + AnimatableValues(1.0, CGFloat(1), Float(1))
        #expect(sum.value.0 == 3 && sum.value.1 == 5 && sum.value.2 == 7)
        #expect((sum - sum) == .zero)
        #expect(AnimatableValues(3.0, CGFloat(4)).magnitudeSquared == 25)
    }

    struct Dial: View, Animatable {
        var angle: Double
        var radius: CGFloat

        var animatableData: AnimatableValues<Double, CGFloat> {
            get { AnimatableValues(angle, radius) }
            set { (angle, radius) = newValue.value }
        }

        var body: some View {
            Circle().frame(width: radius * 2, height: radius * 2).rotationEffect(.degrees(angle))
        }
    }

    struct Knob: View {
        @State private var turned = false

        var body: some View {
            Dial(angle: turned ? 90 : 0, radius: turned ? 40 : 20)
                .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
        }
    }

    @Test func animatesAsAnimatableData() throws {
        let harness = RuntimeHarness(Knob())
        try harness.run(to: 60)
        let data = harness.values("Knob/Dial", "animatableData")
        #expect(data.first == [0, 20])
        #expect(data[30] == [45, 30])
        #expect(data.last == [90, 40])
    }
}
