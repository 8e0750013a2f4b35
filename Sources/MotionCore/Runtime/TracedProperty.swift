import MotionAnimation
import TraceFormat

/// One animatable property of one node: its model value and the `PropertyAnimator` that
/// animates it (the animation layer's engine, one per property).
class AnyTracedProperty {
    /// The property's name on its node (`offset`, `offset[1]`).
    let name: String
    /// The recorded component names, fixed when the property is created.
    let components: [String]
    /// Whether the property is an `offset` (or a repeat of one), which moves the frames a trace
    /// reports (`ViewRuntime.isOffset(_:)` of its name, read once).
    let isOffset: Bool
    /// The values the property stood for before it was created, when the runtime starts tracing
    /// it only once it matters on a node that was already drawn (a control's `tint`, from the
    /// first walk that disables it); the trace holds them in the frames before its first sample.
    /// nil: its first sampled values.
    var valueBefore: [Double]?

    init(name: String, components: [String]) {
        self.name = name
        self.components = components
        isOffset = ViewRuntime.isOffset(name)
    }

    /// Whether an animation is running: kept by the subclass after every change and sample
    /// (read every frame, so it is a stored value rather than a question to the animator).
    final fileprivate(set) var isAnimating = false

    /// Whether the next frame must sample the property (`SamplePlan`): it was set since its
    /// last sample, or it was animating at its last sample or the one before (the sample after
    /// an animation ends shows the model value). A property that needs none presents the
    /// values of its last sample.
    final var needsSample = true
    /// Whether an animation was running after the last sample.
    private final var ranAtLastSample = false

    /// Notes that the property was just sampled: it needs the next frame's sample only while
    /// it animates, and once more after.
    final func noteSampled() {
        let running = isAnimating
        needsSample = running || ranAtLastSample
        ranAtLastSample = running
    }

    /// The presented values at `time`, in author units (advances the animation).
    func sample(at time: Double) -> [Double] { [] }

    /// The animator's events not yet taken (moved here by every presentation of the value).
    fileprivate final var events: [AnimatorEvent] = []

    /// The animator's events since the last call.
    final func takeEvents() -> [AnimatorEvent] {
        guard !events.isEmpty else { return [] }
        defer { events = [] }
        return events
    }

    /// The change whose animation an event of this property last described, with that
    /// description and its trace parameters.
    private var describedChange: (change: Int, animation: String, parameters: Trace.AnimationParameters)?

    /// The animation of `event` (one of this property's) as the trace records it: its description
    /// and parameters. A change's events (start, completion, removal) carry its one animation,
    /// which is described once.
    func describeAnimation(of event: AnimatorEvent) -> (animation: String, parameters: Trace.AnimationParameters) {
        if let described = describedChange, described.change == event.change {
            return (described.animation, described.parameters)
        }
        let described = (change: event.change, animation: event.animation.description, parameters: event.animation.traceParameters)
        describedChange = described
        return (described.animation, described.parameters)
    }
}

/// A property holding values of one `TracedValue` type.
///
/// The runtime reaches every property through `AnyTracedProperty`, so each frame enters the
/// generic code; the common value types have specialised copies (`@_specialize`). Each
/// specialised entry point only forwards to an `@inline(never)` worker: the check that picks a
/// specialised copy then runs before the generic body asks the Swift runtime for the metadata
/// of its locals, which would cost more than the work itself.
final class TracedProperty<Value: TracedValue>: AnyTracedProperty {
    /// The latest value set: the animator animates its `animatableData`; its other parts are
    /// shown as they are.
    private(set) var model: Value
    private var animator: PropertyAnimator<Value.AnimatableData>

    init(name: String, value: Value) {
        model = value
        animator = PropertyAnimator(initialValue: value.animatableData)
        super.init(name: name, components: value.traceComponents)
    }

    /// Sets the model value at `time`; the transaction decides whether it animates.
    @_specialize(exported: false, kind: full, where Value == TracedScalar)
    @_specialize(exported: false, kind: full, where Value == TracedPoint)
    @_specialize(exported: false, kind: full, where Value == TracedColor)
    @_specialize(exported: false, kind: full, where Value == TracedFrame)
    @_specialize(exported: false, kind: full, where Value == Angle)
    @_specialize(exported: false, kind: full, where Value == TracedRect)
    @_specialize(exported: false, kind: full, where Value == TracedDrawing)
    func set(_ value: Value, transaction: Transaction, at time: Double) {
        change(to: value, transaction: transaction, at: time)
    }

    @inline(never)
    private func change(to value: Value, transaction: Transaction, at time: Double) {
        model = value.following(model)
        animator.set(model.animatableData, transaction: transaction, at: time)
        isAnimating = animator.isRunning
        needsSample = true
    }

    /// The presented value at `time`.
    @_specialize(exported: false, kind: full, where Value == TracedScalar)
    @_specialize(exported: false, kind: full, where Value == TracedPoint)
    @_specialize(exported: false, kind: full, where Value == TracedColor)
    @_specialize(exported: false, kind: full, where Value == TracedFrame)
    @_specialize(exported: false, kind: full, where Value == Angle)
    @_specialize(exported: false, kind: full, where Value == TracedRect)
    @_specialize(exported: false, kind: full, where Value == TracedDrawing)
    func value(at time: Double) -> Value {
        presented(at: time)
    }

    @inline(never)
    private func presented(at time: Double) -> Value {
        var presented = model
        let sample = animator.sample(at: time)
        if let data = sample.value { presented.animatableData = data }
        isAnimating = sample.isAnimating
        if !sample.events.isEmpty { events += sample.events }
        return presented
    }

    /// One number per component: every value of a property has the parts of its first one
    /// (`TracedValue.following(_:)` keeps them).
    @_specialize(exported: false, kind: full, where Value == TracedScalar)
    @_specialize(exported: false, kind: full, where Value == TracedPoint)
    @_specialize(exported: false, kind: full, where Value == TracedColor)
    @_specialize(exported: false, kind: full, where Value == TracedFrame)
    @_specialize(exported: false, kind: full, where Value == Angle)
    @_specialize(exported: false, kind: full, where Value == TracedRect)
    @_specialize(exported: false, kind: full, where Value == TracedDrawing)
    override func sample(at time: Double) -> [Double] {
        presentedValues(at: time)
    }

    @inline(never)
    private func presentedValues(at time: Double) -> [Double] {
        presented(at: time).traceValues
    }
}
