import Foundation
import Testing
import MotionTrace

/// `.animation(_:value:)` against `withAnimation` (SEMANTICS.md, "Transactions").
@Suite struct ImplicitAnimationTests {
    /// An implicit animation whose value changed overrides the explicit one for the modifiers
    /// before it; a modifier after it keeps the explicit animation.
    struct Precedence: View {
        @State private var moved = false

        var body: some View {
            Circle()
                .offset(x: moved ? 100 : 0)
                .animation(.linear(duration: 1), value: moved)
                .scaleEffect(moved ? 2 : 1)
                .onTapGesture {
                    withAnimation(.easeIn(duration: 0.5)) { moved.toggle() }
                }
        }
    }

    @Test func implicitOverridesExplicitForItsContentOnly() throws {
        let trace = try traceOf(Precedence(), duration: 1.5, taps: [("*", 0.1)])
        expectFrames(try trace.series("Precedence/Circle", "offset"), animatorFrames(initial: 0, changes: [(6, 100, .linear(duration: 1))], frames: 90))
        expectFrames(try trace.series("Precedence/Circle", "scaleEffect"), animatorFrames(initial: 1, changes: [(6, 2, .easeIn(duration: 0.5))], frames: 90))
        let starts = trace.events("animation").map { "\($0.property!) \($0.animation!)" }
        #expect(starts == ["offset linear(duration: 1.0)", "scaleEffect easeIn(duration: 0.5)"])
    }

    /// Without `withAnimation`, only the modifiers before `.animation(_:value:)` animate.
    struct ModifierOrder: View {
        @State private var on = false

        var body: some View {
            Rectangle()
                .opacity(on ? 0.2 : 1)
                .animation(.easeInOut(duration: 0.4), value: on)
                .rotationEffect(.degrees(on ? 90 : 0))
                .onTapGesture { on.toggle() }
        }
    }

    @Test func modifiersWrittenBeforeTheAnimationAreItsContent() throws {
        let trace = try traceOf(ModifierOrder(), duration: 0.6, taps: [("*", 0)])
        expectFrames(try trace.series("ModifierOrder/Rectangle", "opacity"), animatorFrames(initial: 1, changes: [(0, 0.2, .easeInOut(duration: 0.4))], frames: 36))
        #expect(try trace.series("ModifierOrder/Rectangle", "rotationEffect").allSatisfy { abs($0 - 90) < 1e-12 })
    }

    /// `.animation(nil, value:)` turns off an explicit animation for its content.
    struct NilAnimation: View {
        @State private var big = false

        var body: some View {
            Circle()
                .scaleEffect(big ? 3 : 1)
                .animation(nil, value: big)
                .opacity(big ? 0.5 : 1)
                .onTapGesture { withAnimation(.linear(duration: 0.5)) { big.toggle() } }
        }
    }

    @Test func nilAnimationDisablesTheExplicitOne() throws {
        let trace = try traceOf(NilAnimation(), duration: 0.5, taps: [("*", 0.05)])
        let scale = try trace.series("NilAnimation/Circle", "scaleEffect")
        #expect(scale[2] == 1 && scale[3] == 3 && scale.last == 3)
        expectFrames(try trace.series("NilAnimation/Circle", "opacity"), animatorFrames(initial: 1, changes: [(3, 0.5, .linear(duration: 0.5))], frames: 30))
    }

    /// A transaction with an animation and `disablesAnimations` still animates with its own
    /// animation; the implicit modifier does not replace it (SEMANTICS.md, "Transactions" and "Decisions").
    struct DisablesAnimations: View {
        @State private var x = 0.0

        var body: some View {
            Capsule()
                .offset(x: x)
                .animation(.linear(duration: 2), value: x)
                .onTapGesture {
                    var transaction = Transaction(animation: .easeOut(duration: 0.5))
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { x = 80 }
                }
        }
    }

    @Test func disablesAnimationsStopsOnlyTheImplicitOverride() throws {
        let trace = try traceOf(DisablesAnimations(), duration: 0.7, taps: [("*", 0.1)])
        expectFrames(try trace.series("DisablesAnimations/Capsule", "offset"), animatorFrames(initial: 0, changes: [(6, 80, .easeOut(duration: 0.5))], frames: 42))
        #expect(trace.events("animation").map(\.animation) == ["easeOut(duration: 0.5)"])
    }
}
