import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `AnimatableValues` is vector arithmetic over its values and animates as any animatable data.
@Suite struct AnimatableValuesTests {
    @Test func arithmeticIsPerValue() {
        var values = AnimatableValues(1.0, CGFloat(2), Float(3))
        values.scale(by: 2)
        // The pack's elements are read outside `#expect`: Swift 6.3.1's SILGen crashes (signal 11)
        // on a tuple element of a parameter pack's value inside the macro's closure in some
        // incremental builds.
        let (a, b, c) = values.value
        #expect(a == 2 && b == 4 && c == 6)
        let sum = values + AnimatableValues(1.0, CGFloat(1), Float(1))
        let (x, y, z) = sum.value
        #expect(x == 3 && y == 5 && z == 7)
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
