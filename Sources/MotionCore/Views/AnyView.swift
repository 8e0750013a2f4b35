/// A type-erased view [A]. A view of another type at the same place is another view.
public struct AnyView: View, BuiltinView {
    public typealias Body = Never

    let storage: any View

    public init<V: View>(_ view: V) {
        storage = view
    }

    /// A type-erased view from any value that is a view, or `nil` [A].
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.appending(.type(ObjectIdentifier(type(of: storage)))).walk(storage, context)
    }
}
