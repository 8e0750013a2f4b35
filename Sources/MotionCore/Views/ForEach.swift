/// Views computed from a collection, one per element, identified by an id [A]. It has no node
/// of its own: each element's view sits in the enclosing container, keyed by its id, and
/// modifiers applied to the `ForEach` apply to each element's view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, BuiltinView {
    public typealias Body = Never

    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views identified by the key path `id` of each element [A].
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        forEachPlace(walk) { place, view in place.walk(TransitionRoot(content: view), context) }
    }
}

extension ForEach: TransitionDistributing {
    /// Each element's view, keyed by its id.
    func forEachPlace(_ walk: Walk, _ place: (Walk, any View) -> Void) {
        for element in data { place(walk.appending(.id(AnyHashable(id(element)))), content(element)) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views identified by the elements' `id` [A].
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer [A].
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
