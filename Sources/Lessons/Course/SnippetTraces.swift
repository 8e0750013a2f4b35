import TraceFormat

/// The traces a build shows, keyed by lesson path and snippet id: for a `swift run` snippet its
/// own trace, for an exercise its solution's (the target trace under the starter code).
///
/// The lesson path is the lesson's place inside the content folder, `LANG/NN-slug.md`
/// (``key(of:)``), so tests can build traces by hand without knowing where the content lies.
public struct SnippetTraces: Sendable {
    private var traces: [String: Trace] = [:]

    public init() {}

    /// `de/01-how-animation-works.md` for a lesson in `content/de/`.
    public static func key(of lesson: Lesson) -> String {
        "\(lesson.language?.code ?? "")/\(lesson.fileName)"
    }

    /// The trace shown after snippet `snippetID` of the lesson at `lessonPath` (see ``key(of:)``).
    public subscript(lessonPath: String, snippetID: String) -> Trace? {
        get { traces["\(lessonPath)\u{0}\(snippetID)"] }
        set { traces["\(lessonPath)\u{0}\(snippetID)"] = newValue }
    }
}
