import MotionAnimation

/// A control with − and + buttons [A]: a visible node (`Stepper("Count")` for the title forms)
/// whose content is its label. The buttons are tap targets named `Increment` and `Decrement`
/// (their accessibility labels on iOS [A]); a tap on the stepper itself (its title, its label's
/// texts, its path, `*`) increments [GUESS: iOS ignores a tap on the label; a lone target has to
/// mean one of the two]. A button does nothing at its bound (iOS disables it) or without an
/// action; otherwise it calls `onEditingChanged(true)`, steps the value (through the binding,
/// with its transaction, clamped to the range) or runs `onIncrement`/`onDecrement`, and calls
/// `onEditingChanged(false)`. It lays out as its label at the leading edge and the buttons
/// (94 × 32 points) at the trailing one, as wide as offered; the buttons are drawn by the system
/// and not traced.
public struct Stepper<Label: View>: View, BuiltinView {
    public typealias Body = Never

    let label: Label
    let title: String?
    let actions: StepperActions

    init(title: String?, label: Label, actions: StepperActions) {
        self.title = title
        self.label = label
        self.actions = actions
    }

    /// A stepper over `bounds` that moves `value` by `step` [A].
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: nil, label: label(), actions: StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// A stepper that moves `value` by `step`, without bounds [A].
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: nil, label: label(), actions: StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// A stepper that runs your closures; a `nil` one disables its button [A].
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: nil, label: label(), actions: StepperActions(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged))
    }

    /// A stepper that runs your closures, its label last [A].
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "Stepper", title: title, at: walk, context)
        let actions = self.actions
        node.tapActions.insert(TapAction { actions.press(.increment) }, at: 0)
        node.layout.base = LabeledControlLayout(control: LabeledControlLayout.stepperButtons)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.appending(.index(0)).walk(label, context.forContent)
            for (index, part) in [ControlPart.increment, .decrement].enumerated() {
                let button = runtime.walkPart(part, at: inner.appending(.index(1 + index)), context)
                button.labels = [part.name]
                button.tapActions = [TapAction { actions.press(part) }]
            }
        }
    }
}

extension Stepper where Label == Text {
    /// A titled stepper over `bounds` [A].
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: titleKey.text, label: Text(titleKey), actions: StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// A titled stepper over `bounds` [A].
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: String(title), label: Text(title), actions: StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// A titled stepper without bounds [A].
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: titleKey.text, label: Text(titleKey), actions: StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// A titled stepper without bounds [A].
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: String(title), label: Text(title), actions: StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// A titled stepper that runs your closures [A].
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: titleKey.text, label: Text(titleKey), actions: StepperActions(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged))
    }

    /// A titled stepper that runs your closures [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(title: String(title), label: Text(title), actions: StepperActions(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged))
    }
}

/// What a stepper's buttons do, whatever form it was made with.
struct StepperActions {
    /// Whether each button is enabled now (a value stepper's button is not at its bound).
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    let increment: () -> Void
    let decrement: () -> Void
    let onEditingChanged: (Bool) -> Void

    init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
        increment = { onIncrement?() }
        decrement = { onDecrement?() }
        self.onEditingChanged = onEditingChanged
    }

    /// Steps `value` by `step` through the binding, clamped to `bounds` when there are some.
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        func clamped(_ new: V) -> V {
            guard let bounds else { return new }
            return min(bounds.upperBound, max(bounds.lowerBound, new))
        }
        canIncrement = { bounds.map { value.wrappedValue < $0.upperBound } ?? true }
        canDecrement = { bounds.map { value.wrappedValue > $0.lowerBound } ?? true }
        increment = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
        decrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
        self.onEditingChanged = onEditingChanged
    }

    /// A tap on one of the buttons.
    func press(_ part: ControlPart) {
        let isIncrement = part == .increment
        guard isIncrement ? canIncrement() : canDecrement() else { return }
        onEditingChanged(true)
        isIncrement ? increment() : decrement()
        onEditingChanged(false)
    }
}
