/// A view that stands for several views in its container (a block, a group, a `ForEach`, an
/// `if`), handing each with the step of its position.
protocol SubviewSource {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void)
}

extension TupleView: SubviewSource {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void) {
        for (index, child) in children.enumerated() { body(.index(index), child) }
    }
}

extension Group: SubviewSource {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void) { body(nil, content) }
}

extension ForEach: SubviewSource {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void) {
        for element in data { body(.id(AnyHashable(id(element))), content(element)) }
    }
}

extension _ConditionalContent: SubviewSource {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void) {
        switch storage {
        case .trueContent(let content): body(.branch(0), content)
        case .falseContent(let content): body(.branch(1), content)
        }
    }
}

extension Optional: SubviewSource where Wrapped: View {
    func forEachSubview(_ body: (StructuralKey.Component?, any View) -> Void) {
        if case .some(let content) = self { body(.some, content) }
    }
}

/// A modified view whose modifier may set the view's tag.
protocol TagCarrying {
    var carriedTag: AnyHashable? { get }
}

extension ModifiedContent: TagCarrying where Content: View, Modifier: ViewModifier {
    var carriedTag: AnyHashable? {
        if let attaching = modifier as? AttachingModifier, case .tag(let tag) = attaching.attachment(Transaction()) { return tag }
        return (content as? TagCarrying)?.carriedTag
    }
}

enum SubviewResolution {
    /// The subviews of `view`, in order.
    static func subviews(of view: any View) -> [Subview] {
        var found: [Subview] = []
        collect(view, path: [], into: &found)
        return found
    }

    private static func collect(_ view: any View, path: [StructuralKey.Component], into found: inout [Subview]) {
        if view is EmptyView { return }
        if let source = view as? SubviewSource {
            source.forEachSubview { component, child in
                collect(child, path: component.map { path + [$0] } ?? path, into: &found)
            }
            return
        }
        let tag = (view as? TagCarrying)?.carriedTag
        found.append(Subview(id: Subview.ID(path: path), view: view, containerValues: ContainerValues(tag: tag)))
    }
}
