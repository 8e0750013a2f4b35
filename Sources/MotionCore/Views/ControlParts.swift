/// A part of a system control: a transparent node under the control's node that holds one of
/// its labels (a slider's value labels, a progress view's labels) or stands for one of the
/// control's own buttons (a stepper's `Increment` and `Decrement`). Parts do not appear in
/// trace paths: a label's views are children of the control (`Slider/Text`), and a button part
/// is only a tap target.
enum ControlPart: Equatable {
    /// A progress view's label, shown above its bar (below its spinner).
    case label
    /// A progress view's current value label, shown below its bar.
    case currentValueLabel
    /// A slider's label at the leading end of its track.
    case minimumValueLabel
    /// A slider's label at the trailing end of its track.
    case maximumValueLabel
    /// A stepper's + button.
    case increment
    /// A stepper's − button.
    case decrement

    /// The part's name (a button part's accessibility label on iOS [A]).
    var name: String {
        switch self {
        case .label: "label"
        case .currentValueLabel: "currentValueLabel"
        case .minimumValueLabel: "minimumValueLabel"
        case .maximumValueLabel: "maximumValueLabel"
        case .increment: "Increment"
        case .decrement: "Decrement"
        }
    }
}

/// The view type of part nodes (their identity is their place in the control).
private enum ControlPartNode {}

extension ViewRuntime {
    /// The node of `part` at `walk` inside a control's content, with `content` walked inside it.
    @discardableResult
    func walkPart(_ part: ControlPart, at walk: Walk, content: (any View)? = nil, _ context: WalkContext) -> ViewNode {
        let node = node(for: ControlPartNode.self, at: walk, visible: false, name: part.name, typeName: part.name)
        node.layout.part = part
        walkContent(of: node, transaction: context.transaction) { inner in
            if let content { inner.walk(content, context.forContent) }
        }
        return node
    }
}

extension ViewNode {
    /// The node of a control's `part`, if the control has it now.
    func part(_ part: ControlPart) -> ViewNode? {
        childOrder.first { $0.isAlive && !$0.isRemoving && $0.layout.part == part }
    }
}
