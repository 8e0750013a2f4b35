import Diagnostics

/// A course after every check: its lessons, its UI strings, the traces of its snippets, every
/// diagnostic found on the way (sorted) and what the snippet run cost. `check` reports it,
/// `build` and `serve` turn it into a site; the site generator reads nothing else.
public struct CheckedCourse: Sendable {
    public var course: Course
    /// The UI strings (of the first translations folder, when several were checked).
    public var translations: Translations
    /// The trace shown after each snippet, and each exercise's starter's beside its target;
    /// empty when snippets did not run.
    public var traces: SnippetTraces
    /// Every diagnostic, in output order, without duplicates.
    public var diagnostics: [Diagnostic]
    /// The images the lessons show (``CourseImages``): lesson path → site path → bytes; read by
    /// the build that renders the course, empty for `check`.
    public var images: [String: [String: [UInt8]]]
    /// The snippet run; nil when snippets did not run.
    public var statistics: SnippetStatistics?
    /// Problems outside the snippets (a snippet could not be built or run at all: a full disk,
    /// a missing compiler); they fail a check and a build though no lesson is at fault.
    public var runnerProblems: [String]

    public init(
        course: Course, translations: Translations, traces: SnippetTraces = SnippetTraces(), diagnostics: [Diagnostic],
        images: [String: [String: [UInt8]]] = [:], statistics: SnippetStatistics? = nil, runnerProblems: [String] = []
    ) {
        self.course = course
        self.images = images
        self.translations = translations
        self.traces = traces
        self.diagnostics = diagnostics
        self.statistics = statistics
        self.runnerProblems = runnerProblems
    }

    public var lessons: [Lesson] { course.lessons }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// How many snippets a check ran and how many came from the cache.
public struct SnippetStatistics: Sendable, Equatable {
    public var snippets: Int
    /// Distinct runs: a program with a scenario (identical snippets in several translations
    /// count once); for a course without explorers, its distinct programs.
    public var distinct: Int
    /// Runs whose result came from the cache.
    public var cacheHits: Int
    /// Distinct programs, when some run more than one scenario (an explorer's grid points are
    /// runs of their snippet's one program); nil or equal to ``distinct`` otherwise.
    public var programs: Int?

    /// With `check --shard K/N`: which shard ran and how many distinct programs the whole
    /// course has; ``snippets`` and ``distinct`` then count the shard's. Nil for a whole check.
    public var shard: ShardShare?

    /// A shard's part of the course's programs.
    public struct ShardShare: Sendable, Equatable {
        /// `2/3`.
        public var label: String
        /// Distinct programs of the whole course, in every shard.
        public var courseDistinct: Int

        public init(label: String, courseDistinct: Int) {
            self.label = label
            self.courseDistinct = courseDistinct
        }
    }

    public init(snippets: Int, distinct: Int, cacheHits: Int, shard: ShardShare? = nil, programs: Int? = nil) {
        self.snippets = snippets
        self.distinct = distinct
        self.cacheHits = cacheHits
        self.shard = shard
        self.programs = programs
    }

    /// `snippets: 234 (78 distinct programs, 0 from the cache)`; with explorers
    /// `snippets: 354 (118 distinct programs in 325 runs, 0 from the cache)`; for a shard
    /// `shard 2/3: 26 of 78 distinct programs (80 snippets, 0 from the cache); cross-snippet checks run in the merge`.
    public var line: String {
        guard let shard else {
            if let programs, programs != distinct {
                return "snippets: \(snippets) (\(programs) distinct \(programs == 1 ? "program" : "programs") in \(distinct) runs, \(cacheHits) from the cache)"
            }
            return "snippets: \(snippets) (\(distinct) distinct \(distinct == 1 ? "program" : "programs"), \(cacheHits) from the cache)"
        }
        return "shard \(shard.label): \(distinct) of \(shard.courseDistinct) distinct \(shard.courseDistinct == 1 ? "program" : "programs") (\(snippets) \(snippets == 1 ? "snippet" : "snippets"), \(cacheHits) from the cache); cross-snippet checks run in the merge"
    }
}
