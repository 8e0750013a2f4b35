extension ViewRuntime {
    /// The node of a view with an optional title (`Toggle("Wi-Fi")`, `Section("Header")`): named
    /// `Type("Title")` (`Type` without one); with `tappableByTitle`, the title names it as a tap
    /// target.
    func titledNode(
        for viewType: Any.Type, typeName: String, title: String?, at walk: Walk, _ context: WalkContext, tappableByTitle: Bool = true
    ) -> ViewNode {
        let name = title.map { "\(typeName)(\(Text.quoted($0)))" } ?? typeName
        let node = visibleNode(for: viewType, at: walk, context, name: name, typeName: typeName)
        if tappableByTitle { node.labels = title.map { [$0] } ?? [] }
        return node
    }
}
