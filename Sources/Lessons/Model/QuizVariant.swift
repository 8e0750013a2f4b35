/// A numeric answer that asks about a variant of a snippet (`@ SNIPPET PROPERTY TIME
/// NAME=VALUE ...`, docs/AUTHORING.md, "Questions about a variant"): the snippet's one compiled
/// program run with other values of its `param=` parameters, as one more scenario.
extension NumericAnswer.TraceReference {
    /// Whether the answer names parameter values, so asks about a variant and not the snippet as written.
    public var asksVariant: Bool { !parameters.isEmpty }
}

extension Snippet {
    /// The variant `reference` asks about: its values, and the literal of every parameter it
    /// does not name.
    public func variant(askedBy reference: NumericAnswer.TraceReference) -> SnippetVariant {
        var values = defaultVariant.values
        for (name, value) in reference.parameters { values[name] = value }
        return SnippetVariant(values)
    }
}
