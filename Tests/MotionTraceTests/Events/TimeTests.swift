import Testing
import MotionTrace

/// `DispatchQueue.main.asyncAfter` and `.task { try await Task.sleep(for:) }` on the virtual
/// clock.
@Suite struct TimeTests {
    struct ResetAfterTwoSeconds: View {
        @State private var lit = false

        var body: some View {
            Circle()
                .opacity(lit ? 1 : 0.2)
                .onTapGesture {
                    withAnimation(.easeIn(duration: 0.3)) { lit = true }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        withAnimation(.easeOut(duration: 0.3)) { lit = false }
                    }
                }
        }
    }

    @Test func asyncAfterResetsStateAtTwoSeconds() throws {
        let trace = try traceOf(ResetAfterTwoSeconds(), taps: [("*", 0.25)])
        // Tapped at frame 15 (t = 0.25); the reset runs at t = 2.25 = frame 135.
        let opacity = try trace.series("ResetAfterTwoSeconds/Circle", "opacity")
        expectFrames(opacity, animatorFrames(initial: 0.2, changes: [(15, 1, .easeIn(duration: 0.3)), (135, 0.2, .easeOut(duration: 0.3))], frames: opacity.count - 1))
        #expect(trace.events("timer").map(\.t) == [2.25])
        #expect(trace.events("state").map(\.detail) == ["true", "false"])
    }

    struct Countdown: View {
        @State private var step = 0

        var body: some View {
            Rectangle()
                .offset(x: Double(step) * 10)
                .task {
                    for _ in 0..<3 {
                        try? await Task.sleep(for: .seconds(0.5))
                        withAnimation(.linear(duration: 0.25)) { step += 1 }
                    }
                }
        }
    }

    @Test func taskSleepsOnTheVirtualClock() throws {
        let trace = try traceOf(Countdown())
        let x = try trace.series("Countdown/Rectangle", "offset")
        expectFrames(x, animatorFrames(initial: 0, changes: [(30, 10, .linear(duration: 0.25)), (60, 20, .linear(duration: 0.25)), (90, 30, .linear(duration: 0.25))], frames: x.count - 1))
        #expect(trace.events("state").map(\.t) == [0.5, 1.0, 1.5])
    }

    /// A task is cancelled when its view disappears; `.task(id:)` restarts when its id changes.
    struct Restarting: View {
        @State private var id = 0
        @State private var runs: [String] = []

        var body: some View {
            Text("runs \(runs.joined(separator: ","))")
                .task(id: id) {
                    do {
                        try await Task.sleep(nanoseconds: 300_000_000)
                        runs.append("done \(id)")
                    } catch {
                        runs.append("cancelled")
                    }
                }
                .onTapGesture { id += 1 }
        }
    }

    @Test func taskIdRestartsAndCancels() throws {
        let session = TraceSession(Restarting())
        session.tap("*", at: 0.1)
        try session.advance(to: 1)
        let states = session.trace().events("state").compactMap(\.detail)
        #expect(states == ["1", "[\"cancelled\"]", "[\"cancelled\", \"done 1\"]"])
    }
}
