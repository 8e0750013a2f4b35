import MotionAnimation

/// One animatable property of one node: its model value and the `PropertyAnimator` that
/// animates it (the animation layer's engine, one per property).
class AnyTracedProperty {
    /// The property's name on its node (`offset`, `offset[1]`).
    let name: String
    /// The recorded component names, fixed when the property is created.
    let components: [String]

    init(name: String, components: [String]) {
        self.name = name
        self.components = components
    }

    /// Whether an animation is running.
    var isAnimating: Bool { false }
    /// The presented values at `time`, in author units (advances the animation).
    func sample(at time: Double) -> [Double] { [] }
    /// The animator's events since the last call.
    func takeEvents() -> [AnimatorEvent] { [] }
}

/// A property holding values of one `TracedValue` type.
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
    func set(_ value: Value, transaction: Transaction, at time: Double) {
        model = value.following(model)
        animator.set(model.animatableData, transaction: transaction, at: time)
    }

    /// The presented value at `time`.
    @_specialize(exported: false, kind: full, where Value == TracedScalar)
    @_specialize(exported: false, kind: full, where Value == TracedPoint)
    @_specialize(exported: false, kind: full, where Value == TracedColor)
    @_specialize(exported: false, kind: full, where Value == TracedFrame)
    @_specialize(exported: false, kind: full, where Value == Angle)
    func value(at time: Double) -> Value {
        var presented = model
        if let data = animator.value(at: time) { presented.animatableData = data }
        return presented
    }

    override var isAnimating: Bool { animator.isAnimating }

    /// One number per component: every value of a property has the parts of its first one
    /// (`TracedValue.following(_:)` keeps them).
    override func sample(at time: Double) -> [Double] {
        value(at: time).traceValues
    }

    override func takeEvents() -> [AnimatorEvent] { animator.takeEvents() }
}
