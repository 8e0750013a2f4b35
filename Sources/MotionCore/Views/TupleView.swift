/// Several views built from one block [A]. Each child keeps its position as its identity.
public struct TupleView<T>: View, BuiltinView {
    public typealias Body = Never

    public var value: T
    /// The children, in order.
    let children: [any View]

    /// A tuple view of the views in `value` (a tuple of views) [A].
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        for (index, child) in children.enumerated() {
            walk.appending(.index(index)).walk(child, context)
        }
    }
}
