import TraceFormat

/// The traces a build shows, keyed by lesson path and snippet id: for a `swift run` snippet its
/// own trace, for an exercise its solution's (the target trace under the starter code) and,
/// apart, its starter's (the starter code run with the exercise's fence keys, shown beside the
/// target).
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

    /// Where a trace is stored: the shown one, or an exercise's starter's.
    private static func slot(_ lessonPath: String, _ snippetID: String, starter: Bool) -> String {
        "\(lessonPath)\u{0}\(snippetID)\(starter ? "\u{0}starter" : "")"
    }

    /// The trace shown after snippet `snippetID` of the lesson at `lessonPath` (see ``key(of:)``).
    public subscript(lessonPath: String, snippetID: String) -> Trace? {
        get { traces[Self.slot(lessonPath, snippetID, starter: false)] }
        set { store(newValue, fingerprint: nil, at: Self.slot(lessonPath, snippetID, starter: false)) }
    }

    /// The fingerprint of the trace at `lessonPath` and `snippetID`, when it has one.
    public func fingerprint(lessonPath: String, snippetID: String) -> String? {
        fingerprints[Self.slot(lessonPath, snippetID, starter: false)]
    }

    /// Stores a trace with its fingerprint.
    public mutating func set(_ trace: Trace?, fingerprint: String?, lessonPath: String, snippetID: String) {
        store(trace, fingerprint: fingerprint, at: Self.slot(lessonPath, snippetID, starter: false))
    }

    /// The trace of the starter of exercise `snippetID` in the lesson at `lessonPath`.
    public func starter(lessonPath: String, snippetID: String) -> Trace? {
        traces[Self.slot(lessonPath, snippetID, starter: true)]
    }

    /// The fingerprint of the starter's trace of exercise `snippetID`, when it has one.
    public func starterFingerprint(lessonPath: String, snippetID: String) -> String? {
        fingerprints[Self.slot(lessonPath, snippetID, starter: true)]
    }

    /// Stores the trace of an exercise's starter with its fingerprint.
    public mutating func setStarter(_ trace: Trace?, fingerprint: String?, lessonPath: String, snippetID: String) {
        store(trace, fingerprint: fingerprint, at: Self.slot(lessonPath, snippetID, starter: true))
    }

    /// The trace of `snippetID` at one point of its parameter grid (``SnippetVariant``).
    public func variant(lessonPath: String, snippetID: String, _ variant: SnippetVariant) -> Trace? {
        traces[Self.slot(lessonPath, snippetID + "\u{0}" + variant.key, starter: false)]
    }

    /// The fingerprint of a variant's trace, when it has one.
    public func variantFingerprint(lessonPath: String, snippetID: String, _ variant: SnippetVariant) -> String? {
        fingerprints[Self.slot(lessonPath, snippetID + "\u{0}" + variant.key, starter: false)]
    }

    /// Stores the trace of one point of a snippet's parameter grid with its fingerprint.
    public mutating func setVariant(_ trace: Trace?, fingerprint: String?, lessonPath: String, snippetID: String, _ variant: SnippetVariant) {
        store(trace, fingerprint: fingerprint, at: Self.slot(lessonPath, snippetID + "\u{0}" + variant.key, starter: false))
    }

    private mutating func store(_ trace: Trace?, fingerprint: String?, at slot: String) {
        traces[slot] = trace
        fingerprints[slot] = trace == nil ? nil : fingerprint
    }
}
