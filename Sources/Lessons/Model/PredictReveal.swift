import Diagnostics

/// `reveal for=SNIPPET`: prose that discusses the result of a predict-first snippet
/// (docs/AUTHORING.md, "Predict first"). It stands where the lesson writes it; with the page
/// script it stays hidden until the learner has guessed, as the snippet's figure does, so a
/// reader who scrolls past the question does not read the answer below it.
public struct PredictReveal: Hashable, Sendable {
    /// The `swift run` snippet with `predict=` whose result the prose discusses.
    public var snippetID: String
    public var content: [MarkdownBlock]
    /// The position of the opening fence.
    public var location: SourceLocation
}
