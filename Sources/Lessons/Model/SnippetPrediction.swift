/// A predict-first block (the fence key `predict="PROPERTY SECONDS"` on a `swift run` snippet,
/// docs/AUTHORING.md, "Predict first"): the page keeps the snippet's trace behind one question —
/// what is PROPERTY at SECONDS? — until the learner commits a guess.
public struct SnippetPrediction: Hashable, Sendable {
    /// A property, optionally with a component: `offset.x`, `opacity`.
    public var property: String
    /// Virtual seconds.
    public var time: Double

    public init(property: String, time: Double) {
        self.property = property
        self.time = time
    }

    /// `offset.x 0.5`, or nil when `text` is not a property name and non-negative seconds.
    public static func parse(_ text: String) -> SnippetPrediction? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, ValueSyntax.isPropertyName(String(words[0])), let time = ValueSyntax.decimal(String(words[1])) else { return nil }
        return SnippetPrediction(property: String(words[0]), time: time)
    }
}
