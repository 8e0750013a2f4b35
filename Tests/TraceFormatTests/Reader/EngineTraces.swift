import MotionTrace

/// Traces the engine writes, for comparing the readers on real documents: springs of every
/// kind, timing curves, repeats, delays, interruptions that merge and combine, keyframes,
/// transitions, non-finite spring parameters.
enum EngineTraces {
    struct Animations: View {
        @State private var on = false

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 8)
                    .frame(width: on ? 120 : 60, height: 40)
                    .animation(.snappy(duration: 0.3, extraBounce: 0.1), value: on)
                Circle()
                    .opacity(on ? 0.25 : 1)
                    .offset(x: on ? -33.3 : 0, y: on ? 12.5 : 0)
                    .animation(.interpolatingSpring(mass: 2, stiffness: 50, damping: 0), value: on)
                Text(on ? "On → \"quoted\"\n" : "Off")
                    .foregroundColor(on ? .red : .blue)
                    .scaleEffect(on ? 0.75 : 1)
                    .animation(.linear(duration: 0.25).delay(0.1).speed(2), value: on)
                Capsule()
                    .rotationEffect(.degrees(on ? -45 : 0))
                    .animation(.smooth.repeatCount(3, autoreverses: false), value: on)
            }
            .onTapGesture { on.toggle() }
        }
    }

    struct Interruptions: View {
        @State private var right = false

        var body: some View {
            HStack {
                Circle().offset(x: right ? 100 : 0)
                    .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { right.toggle() } }
                Rectangle().offset(y: right ? 40 : 0)
                    .animation(.easeIn(duration: 0.5), value: right)
                if right {
                    Text("Shown").transition(.opacity.combined(with: .scale))
                }
            }
        }
    }

    struct Pulse: View {
        @State private var big = false

        var body: some View {
            Circle()
                .scaleEffect(big ? 1.5 : 1)
                .onAppear { withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { big = true } }
        }
    }

    static func all() throws -> [(name: String, trace: Trace)] {
        [
            ("Animations", try MotionTrace.trace(
                Animations(), scenario: TraceScenario(view: "Animations", duration: 1.5, taps: [.init(target: "*", time: 0.1), .init(target: "*", time: 0.3)]))),
            ("Interruptions", try MotionTrace.trace(
                Interruptions(), scenario: TraceScenario(view: "Interruptions", duration: 1.2, taps: [.init(target: "*", time: 0), .init(target: "*", time: 0.2)]))),
            ("Pulse", try MotionTrace.trace(Pulse(), scenario: TraceScenario(view: "Pulse", duration: 2))),
        ]
    }
}
