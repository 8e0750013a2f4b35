import Foundation

/// Flexible space [A]: a visible leaf that grows along its stack's axis, at least `minLength`
/// (the default spacing, 8 points, when nil).
public struct Spacer: View, BuiltinView {
    public typealias Body = Never

    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let node = walk.runtime.visibleNode(for: Spacer.self, at: walk, context, name: "Spacer", typeName: "Spacer")
        node.layout.base = SpacerLayout(minLength: minLength)
    }
}

/// A separating line [A]: a visible leaf.
public struct Divider: View, BuiltinView {
    public typealias Body = Never

    public init() {}

    func walk(_ walk: Walk, _ context: WalkContext) {
        let node = walk.runtime.visibleNode(for: Divider.self, at: walk, context, name: "Divider", typeName: "Divider")
        node.layout.base = DividerLayout()
    }
}
