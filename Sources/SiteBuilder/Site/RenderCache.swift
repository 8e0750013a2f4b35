import Digest
import Lessons

/// Parts of pages that an earlier build rendered, reused when everything they are made from is
/// unchanged: each lesson's body (the article: prose, highlighted code, snippets with their
/// trace tables, charts and replays, quizzes, exercises) and each language's search index.
/// Those are nearly all of a warm build's rendering; the page around a body (sidebar, header,
/// pager, language switcher, table of contents) is rendered every time, so a lesson that
/// changes its title or its quiz count updates every page's sidebar.
///
/// A part is stored under the fingerprint (SHA-256) of all it is made from, so an entry is
/// never stale, only unused:
/// - a body: ``renderer``, the lesson's path and text, the UI strings of its language (every
///   key, with the fallbacks), and the fingerprint of every trace it shows, an exercise's
///   starter's too — given by the snippet runner as the program's cache key, which covers the
///   program, its scenario, the engine and the compiler. A body that shows a trace without a
///   fingerprint is never cached.
/// - a search index: ``renderer`` and every lesson of the language, path and text.
///
/// The site stays a pure function of its inputs: the cache only saves the work, and a test
/// builds every page both ways and compares the bytes.
public struct RenderCache: Sendable {
    /// What rendered the parts: parts of another renderer are never reused. The command-line
    /// tool gives its executable's identity, so a rebuilt tool renders everything afresh.
    public var renderer: String
    /// The bytes stored under a fingerprint, or nil.
    public var load: @Sendable (String) -> [UInt8]?

    /// Each lesson's search terms, kept by a caller that builds again (nil: tokenized anew).
    public var searchTerms: SearchTermMemo?

    public init(renderer: String, searchTerms: SearchTermMemo? = nil, load: @escaping @Sendable (String) -> [UInt8]?) {
        self.renderer = renderer
        self.searchTerms = searchTerms
        self.load = load
    }

    /// What a build did with the cache.
    public struct Report: Sendable, Equatable {
        /// Parts rendered now, by fingerprint: what the caller stores.
        public var rendered: [String: [UInt8]] = [:]
        /// Fingerprints of the parts taken from the cache.
        public var reused: Set<String> = []

        public init() {}

        /// Every fingerprint the build used, rendered or reused.
        public var used: Set<String> { reused.union(rendered.keys) }
    }

    /// A hash begun with what every part rendered from a lesson depends on: the part's `kind`
    /// (with its format version), ``renderer``, the UI strings of its language, and the lesson's
    /// path and text.
    func lessonHash(_ kind: String, _ lesson: Lesson, strings: String) -> SHA256 {
        var hash = SHA256()
        hash.update(field: kind)
        hash.update(field: renderer)
        hash.update(field: strings)
        hash.update(field: lesson.path)
        hash.update(field: lesson.source)
        return hash
    }

    /// The fingerprint of a lesson's body, or nil when it shows a trace without one.
    func bodyFingerprint(_ lesson: Lesson, strings: String, traces: SnippetTraces) -> String? {
        var hash = lessonHash("lesson-body/1", lesson, strings: strings)
        let lessonPath = SnippetTraces.key(of: lesson)
        hash.update(field: lessonPath)
        for snippet in lesson.snippets {
            hash.update(field: snippet.id)
            if traces[lessonPath, snippet.id] == nil {
                hash.update(field: "no trace")
            } else if let fingerprint = traces.fingerprint(lessonPath: lessonPath, snippetID: snippet.id) {
                hash.update(field: fingerprint)
            } else {
                return nil
            }
            // An explorer shows (its controls, the marked literals) only when every point traced.
            if !snippet.parameters.isEmpty {
                hash.update(field: ExplorerData.isComplete(snippet, lessonPath: lessonPath, traces: traces) ? "explorer" : "no explorer")
            }
            guard snippet.role == .exercise else { continue }
            if traces.starter(lessonPath: lessonPath, snippetID: snippet.id) == nil {
                hash.update(field: "no starter trace")
            } else if let fingerprint = traces.starterFingerprint(lessonPath: lessonPath, snippetID: snippet.id) {
                hash.update(field: "starter " + fingerprint)
            } else {
                return nil
            }
        }
        // A question about a variant seals that variant's figure into the page.
        guard let asked = AskedVariant.fingerprints(of: lesson, traces: traces) else { return nil }
        for fingerprint in asked { hash.update(field: "asked " + fingerprint) }
        return hash.hexDigest()
    }

    /// The fingerprint of a language's search index.
    func searchIndexFingerprint(_ lessons: [CheckedLesson], language: Language) -> String {
        var hash = SHA256()
        hash.update(field: "search-index/1")
        hash.update(field: renderer)
        hash.update(field: language.code)
        for lesson in lessons {
            hash.update(field: lesson.path)
            hash.update(field: lesson.source)
        }
        return hash.hexDigest()
    }

    /// The digest of the UI strings a page of `language` can show: every key, in order, with
    /// the value the localizer gives it.
    static func stringsDigest(_ translations: Translations, language: Language) -> String {
        let localizer = Localizer(translations: translations, language: language.code)
        var hash = SHA256()
        hash.update(field: language.code)
        for key in UIString.allCases {
            hash.update(field: key.rawValue)
            hash.update(field: localizer[key])
        }
        return hash.hexDigest()
    }
}
