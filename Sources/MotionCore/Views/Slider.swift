import Foundation
import MotionAnimation

/// A control that picks a value from a range by dragging a thumb along a track [A]: a visible
/// node `Slider` (a touch target can name it `Slider`). A scripted drag moves the value
/// by the finger's horizontal travel over the track's length (see `SliderValue`), through the
/// binding, with `onEditingChanged(true)` at touch down and `(false)` at lift. It lays out as
/// wide as offered and 31 points high, its value labels at the ends of the track. The track and
/// thumb are drawn by the system and not traced; `label` is not shown on iOS [A: "not all
/// slider styles show the label"] and is not walked.
public struct Slider<Label: View, ValueLabel: View>: View, BuiltinView {
    public typealias Body = Never

    let value: SliderValue
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = SliderValue(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider with a label and labels at the ends of its track [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }

    /// A slider whose value moves by `step`, with a label and labels at the ends of its track [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "Slider", typeName: "Slider")
        node.setDrawing(SceneTraits.control(.slider, title: nil))
        node.labels = ["Slider"]
        node.layout.base = SliderLayout()
        let value = self.value
        node.gestures.insert(GestureAttachment(control: "Slider") { [weak runtime, weak node] in
            let tracking = SliderTracking(value: value) {
                guard let runtime, let node else { return 0 }
                return runtime.sliderTrackLength(of: node)
            }
            return tracking.handle
        }, at: 0)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            if let minimumValueLabel {
                runtime.walkPart(.minimumValueLabel, at: inner.appending(.index(0)), content: minimumValueLabel, context)
            }
            if let maximumValueLabel {
                runtime.walkPart(.maximumValueLabel, at: inner.appending(.index(1)), content: maximumValueLabel, context)
            }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0 … 1 by default) [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider whose value moves by `step` [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (not shown on iOS) [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider whose value moves by `step`, with a label (not shown on iOS) [A].
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}
