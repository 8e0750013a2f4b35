import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Your own `Animatable` views, shapes and modifiers animate through their `animatableData`;
/// their bodies are evaluated with the presented data every frame while they animate.
@Suite struct CustomAnimatableTests {
    /// A number that counts up: its body sees every interpolated value.
    struct CountingNumber: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }

        var body: some View {
            Text("\(Int(value))").opacity(value / 100)
        }
    }

    struct Shake: ViewModifier, Animatable {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }

        func body(content: Content) -> some View {
            content.offset(x: 10 * amount)
        }
    }

    struct Wave: Shape {
        var phase: Double
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }

        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: rect.width, y: phase))
            }
        }
    }

    struct Board: View {
        @State private var target = 0.0

        var body: some View {
            VStack {
                CountingNumber(value: target)
                Circle().modifier(Shake(amount: target / 100))
                Wave(phase: target)
            }
            .onAppear { withAnimation(.linear(duration: 0.5)) { target = 100 } }
        }
    }

    @Test func animatableDataDrivesTheBodyEveryFrame() throws {
        let harness = RuntimeHarness(Board())
        try harness.run(to: 40)
        let expected = (0...40).map { frame -> Double in
            var animator = PropertyAnimator(initialValue: 0.0)
            animator.set(100, transaction: Transaction(animation: .linear(duration: 0.5)), at: 0)
            var value = 0.0
            for step in 0...frame { value = animator.value(at: Double(step) / 60)! }
            return value
        }
        #expect(harness.values("Board/VStack/CountingNumber", "animatableData").map { $0?[0] } == expected.map { $0 })
        // The body's own modifier shows the presented value at every frame, without animating.
        let opacities = harness.values("Board/VStack/CountingNumber/Text", "opacity").map { $0?[0] ?? -1 }
        for (frame, opacity) in opacities.enumerated() {
            #expect(abs(opacity - expected[frame] / 100) < 1e-12)
        }
        #expect(harness.values("Board/VStack/Circle", "Shake").map { $0?[0] } == expected.map { $0 / 100 })
        let shakeOffsets = harness.values("Board/VStack/Circle", "offset").map { $0?[0] ?? -1 }
        #expect(zip(shakeOffsets, expected).allSatisfy { abs($0 - $1 / 10) < 1e-9 })
        #expect(harness.values("Board/VStack/Wave", "animatableData").map { $0?[0] } == expected.map { $0 })
        #expect(harness.events("animation").map(\.property) == ["animatableData", "Shake", "animatableData"])
        #expect(harness.node("Board/VStack/CountingNumber")?.isFrameDriven == false)
    }
}
