import TraceFormat

/// The traces a build shows, keyed by lesson path and snippet id: for a `swift run` snippet its
/// own trace, for an exercise its solution's (the target trace under the starter code).
///
/// The lesson path is the lesson's place inside the content folder, `LANG/NN-slug.md`
/// (``key(of:)``), so tests can build traces by hand without knowing where the content lies.
///
/// A trace may carry a fingerprint: a text that is the same only for the same trace (the
/// snippet runner gives its program's cache key). Pages whose traces all have one can be
/// reused from an earlier build; a trace without one is rendered every time.
public struct SnippetTraces: Sendable {
    private var traces: [String: Trace] = [:]
    private var fingerprints: [String: String] = [:]

    public init() {}

    /// `de/01-how-animation-works.md` for a lesson in `content/de/`.
    public static func key(of lesson: Lesson) -> String {
        "\(lesson.language?.code ?? "")/\(lesson.fileName)"
    }

    /// The trace shown after snippet `snippetID` of the lesson at `lessonPath` (see ``key(of:)``).
    public subscript(lessonPath: String, snippetID: String) -> Trace? {
        get { traces["\(lessonPath)\u{0}\(snippetID)"] }
        set {
            traces["\(lessonPath)\u{0}\(snippetID)"] = newValue
            fingerprints["\(lessonPath)\u{0}\(snippetID)"] = nil
        }
    }

    /// The fingerprint of the trace at `lessonPath` and `snippetID`, when it has one.
    public func fingerprint(lessonPath: String, snippetID: String) -> String? {
        fingerprints["\(lessonPath)\u{0}\(snippetID)"]
    }

    /// Stores a trace with its fingerprint.
    public mutating func set(_ trace: Trace?, fingerprint: String?, lessonPath: String, snippetID: String) {
        self[lessonPath, snippetID] = trace
        fingerprints["\(lessonPath)\u{0}\(snippetID)"] = trace == nil ? nil : fingerprint
    }
}
