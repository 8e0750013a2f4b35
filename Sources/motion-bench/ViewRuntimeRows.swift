import MotionTrace

/// A small view with two animated properties, both started in `onAppear`.
private struct BenchDot: View {
    @State private var on = false

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(x: on ? 100 : 0)
            .opacity(on ? 1 : 0.2)
            .onAppear {
                withAnimation(.spring) { on = true }
            }
    }
}

/// The view runtime's row: one 60-frame trace (frames 0 … 59) of `BenchDot` through the whole
/// runtime and MotionTrace's recorder: mount, `onAppear`, the update in its transaction, then
/// per frame the time events, sampling of four properties and completions. Returns its figure
/// (ns per trace).
func benchViewRuntimeRows() -> Double {
    bench(name: "view runtime: 60-frame trace, 2 animated props", iterations: 2_000) { _ in
        let session = TraceSession(BenchDot())
        try? session.advance(toFrame: 59)
        return session.value(of: TraceProperty.offset.name, at: "BenchDot/Circle")?[0] ?? 0
    }
}
