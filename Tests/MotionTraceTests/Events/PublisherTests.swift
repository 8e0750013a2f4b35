import Testing
import struct Foundation.Date
import MotionTrace

/// `Timer.publish` with `onReceive`, and `ObservableObject`s with `@Published` properties
/// animated through `@StateObject`, `@ObservedObject` and `@EnvironmentObject`.
@Suite struct PublisherTests {
    final class Log: @unchecked Sendable {
        var entries: [Double] = []
    }

    /// A heartbeat: every half second the circle grows or shrinks, animated.
    struct Heartbeat: View {
        let log: Log
        @State private var beats = 0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

        var body: some View {
            Circle()
                .scaleEffect(beats.isMultiple(of: 2) ? 1 : 1.5)
                .onReceive(timer) { date in
                    log.entries.append(date.timeIntervalSinceReferenceDate)
                    withAnimation(.easeInOut(duration: 0.3)) { beats += 1 }
                }
        }
    }

    @Test func aTimerPublisherDrivesAnAnimationOverVirtualSeconds() throws {
        let log = Log()
        let trace = try traceOf(Heartbeat(log: log), duration: 2)
        let scale = try trace.series("Heartbeat/Circle", "scaleEffect")
        let beat = Animation.easeInOut(duration: 0.3)
        expectFrames(scale, animatorFrames(initial: 1, changes: [(30, 1.5, beat), (60, 1, beat), (90, 1.5, beat), (120, 1, beat)], frames: 120, shape: .uniformScale))
        // The timer's output is the virtual clock's date of the frame it fires in.
        #expect(log.entries == [0.5, 1, 1.5, 2])
        #expect(trace.events("timer").map(\.t) == [0.5, 1, 1.5, 2])
    }

    /// A child holding its own timer publisher: each time its parent's body makes a new child
    /// value, the child has a new publisher, and the subscription (so the timer) starts again.
    struct TimerChild: View {
        let log: Log
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

        var body: some View {
            Rectangle().onReceive(timer) { log.entries.append($0.timeIntervalSinceReferenceDate) }
        }
    }

    struct TimerParent: View {
        let log: Log
        @State private var taps = 0

        var body: some View {
            VStack {
                TimerChild(log: log)
                Button("again") { taps += 1 }
                    .opacity(taps > 0 ? 0.5 : 1)
            }
        }
    }

    @Test func aNewPublisherIsSubscribedAfresh() throws {
        let log = Log()
        _ = try traceOf(TimerParent(log: log), duration: 2, taps: [("again", 0.75)])
        // 0.5 from the mount; the tap at 0.75 re-creates the child's publisher: 1.25, 1.75.
        #expect(log.entries == [0.5, 1.25, 1.75])
    }

    final class Progress: ObservableObject {
        @Published var value = 0.0
    }

    /// Reads the object it is given.
    struct ObservingBar: View {
        @ObservedObject var model: Progress

        var body: some View {
            VStack {
                Capsule().offset(x: model.value)
                Button("reset") { $model.value.animation(.easeOut(duration: 0.2)).wrappedValue = 0 }
            }
        }
    }

    /// Reads the object from the environment.
    struct EnvironmentBar: View {
        @EnvironmentObject var model: Progress

        var body: some View {
            Ellipse().offset(x: model.value)
        }
    }

    struct ProgressOwner: View {
        @StateObject private var model = Progress()
        @State private var other = false

        var body: some View {
            VStack {
                Rectangle().offset(x: model.value)
                ObservingBar(model: model)
                EnvironmentBar()
                Button("fill") { withAnimation(.linear(duration: 0.5)) { model.value = 100 } }
                Button("both") {
                    other = true
                    withAnimation(.linear(duration: 0.5)) { model.value = 50 }
                }
                Circle().opacity(other ? 0.5 : 1)
            }
            .environmentObject(model)
        }
    }

    @Test func publishedChangesAnimateEveryViewThatReadsTheObject() throws {
        let trace = try traceOf(ProgressOwner(), duration: 3, taps: [("fill", 0.25), ("reset", 1), ("both", 2)])
        let expected = animatorFrames(
            initial: 0,
            changes: [(15, 100, .linear(duration: 0.5)), (60, 0, .easeOut(duration: 0.2)), (120, 50, .linear(duration: 0.5))],
            frames: 180)
        expectFrames(try trace.series("ProgressOwner/VStack/Rectangle", "offset"), expected)
        expectFrames(try trace.series("ProgressOwner/VStack/ObservingBar/VStack/Capsule", "offset"), expected)
        expectFrames(try trace.series("ProgressOwner/VStack/EnvironmentBar/Ellipse", "offset"), expected)
        // The unanimated `@State` change made before it in the same action does not carry the
        // object's change: that has its own transaction.
        #expect(try trace.series("ProgressOwner/VStack/Circle", "opacity")[120] == 0.5)
        let states = trace.events("state").filter { $0.property == "value" }
        #expect(states.map(\.t) == [0.25, 1, 2])
        #expect(states.map(\.detail) == ["100.0", "0.0", "50.0"])
    }

    /// An object that announces its changes itself, without `@Published`.
    final class Manual: ObservableObject {
        var angle = 0.0 {
            willSet { objectWillChange.send() }
        }
    }

    struct ManualReader: View {
        @ObservedObject var model: Manual

        var body: some View {
            Rectangle().rotationEffect(.degrees(model.angle))
        }
    }

    struct ManualOwner: View {
        @StateObject private var model = Manual()

        var body: some View {
            VStack {
                ManualReader(model: model)
                Button("turn") { withAnimation(.easeIn(duration: 0.4)) { model.angle = 90 } }
            }
        }
    }

    @Test func anObjectThatSendsObjectWillChangeItselfUpdatesItsViews() throws {
        let trace = try traceOf(ManualOwner(), duration: 1, taps: [("turn", 0.2)])
        let angle = try trace.series("ManualOwner/VStack/ManualReader/Rectangle", "rotationEffect")
        expectFrames(angle, animatorFrames(initial: 0, changes: [(12, 90, .easeIn(duration: 0.4))], frames: 60), tolerance: 1e-6)
    }

    /// A subject sent from an action reaches `onReceive` in the same frame; once the receiving
    /// view has left, it no longer does.
    struct Relay: View {
        let log: Log
        let subject = PassthroughSubject<Double, Never>()
        @State private var shown = true
        @State private var x = 0.0

        var body: some View {
            VStack {
                if shown {
                    Circle()
                        .offset(x: x)
                        .onReceive(subject) { value in
                            log.entries.append(value)
                            withAnimation(.linear(duration: 0.1)) { x = value }
                        }
                }
                Button("send") { subject.send(Double(log.entries.count + 1) * 10) }
                Button("hide") { shown = false }
            }
        }
    }

    @Test func onReceiveDeliversInTheFrameOfTheSendWhileTheViewLives() throws {
        let log = Log()
        let trace = try traceOf(Relay(log: log), duration: 1, taps: [("send", 0.1), ("hide", 0.5), ("send", 0.6)])
        #expect(log.entries == [10])
        let x = try trace.series("Relay/VStack/Circle", "offset")
        expectFrames(Array(x[0...20]), animatorFrames(initial: 0, changes: [(6, 10, .linear(duration: 0.1))], frames: 20))
    }
}
