import MotionAnimation
import TraceFormat

/// A view that shows the progress of a task [A]: a visible node (`ProgressView("Loading")` for
/// the title forms). With a value it is a bar whose fraction done, value / total pinned to
/// 0 … 1 (0 when total ≤ 0), is the animatable property `progress` [`value`], set with the
/// transaction at the view (so `withAnimation { done = 0.8 }` animates it); it lays out as wide
/// as offered and 4 points high, its label above and its current value label below. Without a
/// value (`nil`, or the forms without one) it is a spinner, 20 × 20 points, its label below;
/// the spinner turns by itself and is not traced. The bar and spinner are drawn by the system.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, BuiltinView {
    public typealias Body = Never

    /// The fraction done, 0 … 1; `nil`: indeterminate.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let title: String?

    init(fraction: Double?, title: String?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.title = title
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// value / total pinned to 0 … 1 [A]; `nil` for a `nil` value (indeterminate) [A].
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value) / Double(total)))
    }

    /// A progress view with a label and a label for its current value [A].
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total: total), title: nil, label: label(), currentValueLabel: currentValueLabel())
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "ProgressView", title: title, at: walk, context, tappableByTitle: false)
        if let style = context.customStyle(for: ProgressViewStyleConfiguration.self) {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { StyledLabel(content: $0) },
                currentValueLabel: fraction == nil ? nil : currentValueLabel.map { StyledLabel(content: $0) }
            )
            runtime.walkStyledBody(style, configuration, of: node, context)
            return
        }
        node.setDrawing(SceneTraits.control(.progress, title: title))
        node.layout.base = fraction == nil ? SpinnerLayout() as any ContainerLayout : ProgressBarLayout()
        if let fraction {
            Traced(.progress, TracedScalar(fraction, of: .progress))
                .land(on: node, as: TraceProperty.progress.name, transaction: context.transaction, runtime: runtime)
        }
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            if let label {
                runtime.walkPart(.label, at: inner.appending(.index(0)), content: label, context)
            }
            if fraction != nil, let currentValueLabel {
                runtime.walkPart(.currentValueLabel, at: inner.appending(.index(1)), content: currentValueLabel, context)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner [A].
    public init() {
        self.init(fraction: nil, title: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar for `value` out of `total`; a spinner for a `nil` value [A].
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), title: nil, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label [A].
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, title: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar with a label [A].
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), title: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, title: titleKey.text, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, title: String(title), label: Text(title), currentValueLabel: nil)
    }

    /// A titled bar [A].
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), title: titleKey.text, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A titled bar [A].
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), title: String(title), label: Text(title), currentValueLabel: nil)
    }
}
