import Foundation
import MotionAnimation
import TraceFormat

/// A value within a range [A], drawn on iPhone as a bar (its automatic, linear capacity
/// style): a visible node `Gauge` laid out as a `ProgressView` with a value (its label above,
/// its current value label below); where the value lies, (value − lower) / (upper − lower)
/// pinned to 0 … 1, is the animatable property `progress`, set with the transaction at the view.
/// The bounds and marked value labels are not shown by that style; a custom `GaugeStyle` gets
/// them all in its configuration and draws the gauge instead.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, BuiltinView {
    public typealias Body = Never
    let fraction: Double
    let label: any View
    let currentValueLabel: (any View)?
    let minimumValueLabel: any View
    let maximumValueLabel: any View
    let markedValueLabels: any View

    init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel? = nil, maximumValueLabel: BoundsLabel? = nil, markedValueLabels: MarkedValueLabels? = nil
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel ?? EmptyView()
        self.maximumValueLabel = maximumValueLabel ?? EmptyView()
        self.markedValueLabels = markedValueLabels ?? EmptyView()
    }

    /// A gauge with its current value, bounds and their labels [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(
            value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel()
        )
    }

    /// A gauge with its bounds' labels and labels for marked values [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels()
        )
    }

    /// The parts of a style's configuration, drawn as the built-in bar.
    init(configuration: GaugeStyleConfiguration) {
        fraction = min(1, max(0, configuration.value))
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
        minimumValueLabel = configuration.minimumValueLabel
        maximumValueLabel = configuration.maximumValueLabel
        markedValueLabels = configuration.markedValueLabels
    }

    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: StyledLabel(content: label), currentValueLabel: currentValueLabel.map { StyledLabel(content: $0) },
            minimumValueLabel: StyledLabel(content: minimumValueLabel), maximumValueLabel: StyledLabel(content: maximumValueLabel),
            markedValueLabels: StyledLabel(content: markedValueLabels)
        )
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "Gauge", typeName: "Gauge")
        if let style = context.customStyle(for: GaugeStyleConfiguration.self) {
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.setDrawing(SceneTraits.control(.progress, title: nil))
        node.layout.base = ProgressBarLayout()
        Traced(.progress, TracedScalar(fraction, of: .progress))
            .land(on: node, as: TraceProperty.progress.name, transaction: context.transaction, runtime: runtime)
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            runtime.walkPart(.label, at: inner.appending(.index(0)), content: label, context)
            if let currentValueLabel {
                runtime.walkPart(.currentValueLabel, at: inner.appending(.index(1)), content: currentValueLabel, context)
            }
        }
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
    BoundsLabel == GaugeStyleConfiguration.MinimumValueLabel, MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabel {
    /// A gauge from a style's configuration, drawn in the built-in style [A] (for a style that
    /// only adds to it).
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(configuration: configuration)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for its current value [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with labels for marked values [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), markedValueLabels: markedValueLabels())
    }
}
