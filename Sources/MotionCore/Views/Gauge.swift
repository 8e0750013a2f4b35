import Foundation
import MotionAnimation
import TraceFormat

/// A value within a range [A], drawn on iPhone as a bar (its automatic, linear capacity
/// style): a visible node `Gauge` laid out as a `ProgressView` with a value (its label above,
/// its current value label below); where the value lies, (value − lower) / (upper − lower)
/// pinned to 0 … 1, is the animatable property `progress`, set with the transaction at the view.
/// The bounds labels are not shown.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, BuiltinView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?

    init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A gauge with its current value, bounds and their labels [A] (iOS 16).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel())
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.visibleNode(for: Self.self, at: walk, context, name: "Gauge", typeName: "Gauge")
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

extension View {
    /// The style of the gauges below [A]; recorded (every gauge is drawn as a bar).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        styled("gaugeStyle(.\(style.name))")
    }
}

/// How a gauge looks [A].
public protocol GaugeStyle {
    var name: String { get }
}

public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var name: String { "automatic" } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var name: String { "linearCapacity" } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var name: String { "accessoryCircular" } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var name: String { "accessoryLinear" } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
