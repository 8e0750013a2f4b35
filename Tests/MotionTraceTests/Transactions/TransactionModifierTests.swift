import Foundation
import Testing
import MotionTrace

/// `.animation(_:body:)`, `.transaction(_:)`, `.transaction(value:_:)` and the deprecated
/// `.animation(_:)` (SEMANTICS.md, "Transactions").
@Suite struct TransactionModifierTests {
    /// Only the modifiers inside the body take the scoped animation; the content keeps the
    /// transaction from outside.
    struct Scoped: View {
        @State private var on = false

        var body: some View {
            Circle()
                .offset(y: on ? 50 : 0)
                .animation(.linear(duration: 0.5)) { content in
                    content.opacity(on ? 0 : 1)
                }
                .onTapGesture { on.toggle() }
        }
    }

    @Test func animationBodyScopesToItsModifiers() throws {
        let trace = try traceOf(Scoped(), duration: 0.5, taps: [("*", 0)])
        expectFrames(try trace.series("Scoped/Circle", "opacity"), animatorFrames(initial: 1, changes: [(0, 0, .linear(duration: 0.5))], frames: 30))
        #expect(try trace.series("Scoped/Circle", "offset", 1).allSatisfy { $0 == 50 })
    }

    /// `.transaction` runs on every change; `.transaction(value:)` only when its value changed.
    struct Transforms: View {
        @State private var a = false
        @State private var b = false

        var body: some View {
            VStack {
                Rectangle()
                    .offset(x: a ? 10 : 0)
                    .transaction { $0.animation = .linear(duration: 0.2) }
                Rectangle()
                    .offset(x: b ? 10 : 0)
                    .offset(y: a ? 10 : 0)
                    .transaction(value: b) { $0.animation = .linear(duration: 0.4) }
            }
            .onTapGesture {
                if a { b = true } else { a = true }
            }
        }
    }

    @Test func transactionTransforms() throws {
        let trace = try traceOf(Transforms(), duration: 1, taps: [("*", 0), ("*", 0.5)])
        expectFrames(try trace.series("Transforms/VStack/Rectangle", "offset"), animatorFrames(initial: 0, changes: [(0, 10, .linear(duration: 0.2))], frames: 60))
        // The second rectangle's y changes with `a` (its value did not change: no animation).
        let second = try trace.track("Transforms/VStack/Rectangle[1]", "offset[1]").values.map { $0[1] }
        #expect(second.allSatisfy { $0 == 10 })
        expectFrames(try trace.series("Transforms/VStack/Rectangle[1]", "offset"), animatorFrames(initial: 0, changes: [(30, 10, .linear(duration: 0.4))], frames: 60))
    }

    /// The deprecated `.animation(_:)` animates every change of its content unless the
    /// transaction disables animations.
    struct Deprecated: View {
        @State private var x = 0.0

        var body: some View {
            Ellipse()
                .offset(x: x)
                .animation(.easeOut(duration: 0.3))
                .onTapGesture {
                    if x == 0 {
                        x = 30
                    } else {
                        var transaction = Transaction()
                        transaction.disablesAnimations = true
                        withTransaction(transaction) { x = 0 }
                    }
                }
        }
    }

    @Test func deprecatedAnimationAppliesToEveryChange() throws {
        let trace = try traceOf(Deprecated(), duration: 1, taps: [("*", 0), ("*", 0.5)])
        expectFrames(
            try trace.series("Deprecated/Ellipse", "offset"),
            animatorFrames(initial: 0, changes: [(0, 30, .easeOut(duration: 0.3)), (30, 0, nil)], frames: 60))
    }
}
