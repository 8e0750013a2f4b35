import Observation
import Testing
import MotionTrace

/// `@Observable` models drive views through `@State`, `@Bindable` and `@Environment(Model.self)`:
/// a write updates every view whose body read the property, with the writer's transaction.
@Suite struct ObservationTests {
    @Observable final class Slide {
        var x = 0.0
        var untouched = "still"
    }

    /// Given the model; binds to it.
    struct BindingChild: View {
        @Bindable var model: Slide

        var body: some View {
            VStack {
                Circle().offset(x: model.x)
                Button("reset") { $model.x.animation(.easeOut(duration: 0.2)).wrappedValue = 0 }
            }
        }
    }

    /// Finds the model in the environment (and no model of another type).
    struct EnvironmentChild: View {
        @Environment(Slide.self) private var model
        @Environment(Other.self) private var missing: Other?

        var body: some View {
            Ellipse().offset(x: model.x).opacity(missing == nil ? 1 : 0)
        }
    }

    @Observable final class Other {}

    struct Owner: View {
        @State private var model = Slide()

        var body: some View {
            VStack {
                Rectangle().offset(x: model.x)
                BindingChild(model: model)
                EnvironmentChild()
                Button("slide") { withAnimation(.linear(duration: 0.5)) { model.x = 100 } }
            }
            .environment(model)
        }
    }

    @Test func writesAnimateEveryViewThatReadTheProperty() throws {
        let trace = try traceOf(Owner(), duration: 2, taps: [("slide", 0.25), ("reset", 1)])
        let expected = animatorFrames(
            initial: 0, changes: [(15, 100, .linear(duration: 0.5)), (60, 0, .easeOut(duration: 0.2))], frames: 120)
        expectFrames(try trace.series("Owner/VStack/Rectangle", "offset"), expected)
        expectFrames(try trace.series("Owner/VStack/BindingChild/VStack/Circle", "offset"), expected)
        expectFrames(try trace.series("Owner/VStack/EnvironmentChild/Ellipse", "offset"), expected)
        #expect(try trace.series("Owner/VStack/EnvironmentChild/Ellipse", "opacity").allSatisfy { $0 == 1 })
    }

    /// A model written from outside the view, as a timer or a task would.
    struct Reader: View {
        let model: Slide

        var body: some View {
            Rectangle().offset(x: model.x)
        }
    }

    @Test func aWriteFromOutsideTheViewsUpdatesThemWithItsTransaction() throws {
        let model = Slide()
        let session = TraceSession(Reader(model: model))
        try session.advance(to: 0.5)
        withAnimation(.easeIn(duration: 0.25)) { model.x = 40 }
        try session.advance(to: 1)
        let x = try session.trace().series("Reader/Rectangle", "offset")
        // Written after the sample of frame 30: the next frame starts the animation at its time.
        expectFrames(x, animatorFrames(initial: 0, changes: [(31, 40, .easeIn(duration: 0.25))], frames: 60))
    }

    /// An unanimated `@State` change, then an animated change of the model, in one action.
    struct Counter: View {
        @State private var model = Slide()
        @State private var count = 0

        var body: some View {
            Rectangle()
                .offset(x: model.x, y: Double(count))
                .onTapGesture {
                    count += 1
                    withAnimation(.easeInOut(duration: 0.4)) { model.x = 80 }
                }
        }
    }

    @Test func aModelWriteAfterAnUnanimatedStateChangeStillAnimates() throws {
        let trace = try traceOf(Counter(), duration: 1, taps: [("*", 0.5)])
        let x = try trace.series("Counter/Rectangle", "offset", 0)
        expectFrames(x, animatorFrames(initial: 0, changes: [(30, 80, .easeInOut(duration: 0.4))], frames: 60))
        #expect(try trace.series("Counter/Rectangle", "offset", 1)[30] == 1)
    }
}
