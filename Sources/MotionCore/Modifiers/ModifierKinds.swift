import MotionAnimation
import TraceFormat

/// A modifier that leaves one attachment for the next node and walks its content.
struct AttachingModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let attachment: (Transaction) -> Attachment

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(attachment(context.transaction))
        walk.walk(content, context)
    }
}

/// A styling modifier: recorded on its node, not simulated (nil: a modifier that is off, such
/// as one written with `isEnabled: false`, records nothing). Also any other attachment that a
/// switch can leave out (a gesture written with `isEnabled: false`).
struct StyleRecord: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let attachment: Attachment?

    init(description: String?) {
        attachment = description.map { .style($0) }
    }

    init(attachment: Attachment?) {
        self.attachment = attachment
    }

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        if let attachment { context.pending.append(attachment) }
        walk.walk(content, context)
    }
}

/// Changes the environment of its content.
struct EnvironmentWriter: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        transform(&context.environment)
        walk.walk(content, context)
    }
}

extension View {
    /// Records a styling modifier.
    func styled(_ description: String) -> some View {
        modifier(StyleRecord(description: description))
    }

    /// Records a styling modifier when `isEnabled` (SwiftUI applies an `isEnabled: false`
    /// modifier as if it were not written [A]).
    func styled(_ description: String, isEnabled: Bool) -> some View {
        modifier(StyleRecord(description: isEnabled ? description : nil))
    }

    /// Leaves a traced property for the next node.
    func traced<Value: TracedValue>(_ property: TraceProperty, _ value: Value) -> some View {
        modifier(AttachingModifier { .property(Traced(property, value), $0) })
    }

    /// Leaves a traced property of one number for the next node (its component named as the
    /// property's definition names it).
    func traced(_ property: TraceProperty, scalar value: Double) -> some View {
        traced(property, TracedScalar(value, of: property))
    }

}

/// Text of a value in recorded descriptions: an optional's wrapped value or `nil`
/// (`FocusState<Field?>` values are optionals).
func describe<Value>(value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return "\(value)" }
    return mirror.children.first.map { "\($0.value)" } ?? "nil"
}

/// Text of numbers in recorded descriptions.
func describe(_ value: Double) -> String {
    AnimationNumberFormat.string(value)
}
