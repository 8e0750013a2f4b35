import Foundation
import MotionAnimation
import TraceFormat

/// The offset of a move toward an edge by the view's own size (`.move`, `.slide`, `.push`): top
/// (0, −h), bottom (0, +h), leading (−w, 0), trailing (+w, 0) (SEMANTICS.md, "Transitions"), traced as
/// property `offset`. The size is the node's laid-out size with its layout modifiers (padding,
/// frames) when the offset lands (the runtime lays a new view out before its insertion animates).
struct EdgeOffsetModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    /// The edge, or `nil` for no offset (identity).
    let edge: Edge?

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        var context = context
        context.pending.append(.property(EdgeOffsetAttachment(edge: edge), context.transaction))
        walk.walk(content, context)
    }
}

/// Lands an `offset` computed from the node's size.
struct EdgeOffsetAttachment: PropertyAttachment {
    let edge: Edge?
    var name: String { TraceProperty.offset.name }

    func land(on node: ViewNode, as name: String, transaction: Transaction, runtime: ViewRuntime) {
        let size = node.outerSize ?? node.geometry?.model.rect.size ?? .zero
        let offset: CGSize
        switch edge {
        case .top: offset = CGSize(width: 0, height: -size.height)
        case .bottom: offset = CGSize(width: 0, height: size.height)
        case .leading: offset = CGSize(width: -size.width, height: 0)
        case .trailing: offset = CGSize(width: size.width, height: 0)
        case nil: offset = .zero
        }
        Traced(name: name, value: TracedPoint(x: offset.width, y: offset.height)).land(on: node, as: name, transaction: transaction, runtime: runtime)
    }
}
