import Diagnostics
import Foundation
import Lessons
import Testing
@testable import SnippetRunner
import TraceFormat

/// The traces a course check hands to the site: a run snippet's, an exercise's target (its
/// solution's) and its starter's, each with its program's key; from the cache alone too, and
/// for one shard only the traces of its own programs.
@Suite struct CourseSnippetCheckTests {
    static let lessonPath = "de/01-springs.md"

    /// A one-lesson course: a run snippet and an exercise whose starter does not bounce.
    static func course() throws -> Course {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionbook-course-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de"), withIntermediateDirectories: true)
        let lesson = """
            ---
            id: springs
            title: Federn
            order: 1
            ---

            # Federn

            ```swift run id=settle
            \(MathSnippet.spring(bounce: 0.2))```

            ```swift exercise id=bouncier tolerance=0.001
            \(MathSnippet.spring(bounce: 0))```

            ```swift solution for=bouncier
            \(MathSnippet.spring(bounce: 0.3))```

            """
        try lesson.write(to: folder.appendingPathComponent(lessonPath), atomically: true, encoding: .utf8)
        var diagnostics = DiagnosticCollector()
        return try CourseLint(paths: [folder.path], translations: .beside(required: false), requiredKeys: []).run(diagnostics: &diagnostics).course
    }

    static func pipeline(results: String, _ configure: (inout RunnerOptions) -> Void = { _ in }) throws -> SnippetPipeline {
        var options = RunnerOptions()
        configure(&options)
        return try SnippetPipeline.prepare(environment: ProcessInfo.processInfo.environment, options: options, resultsFolder: results)
    }

    static func check(_ course: Course, _ pipeline: SnippetPipeline, acrossSnippets: Bool = true) -> CourseSnippetCheck.Outcome {
        var diagnostics = DiagnosticCollector()
        let outcome = CourseSnippetCheck(pipeline: pipeline, checksAcrossSnippets: acrossSnippets).check(course, diagnostics: &diagnostics)
        #expect(!diagnostics.diagnostics.contains { $0.severity == .error }, "\(diagnostics.diagnostics)")
        return outcome
    }

    @Test func theStartersTraceIsKeptBesideTheTarget() throws {
        let course = try Self.course()
        let results = "\(TestPipeline.resultsFolder)/\(UUID().uuidString)"
        let pipeline = try Self.pipeline(results: results)
        let traces = Self.check(course, pipeline).traces
        let requests = CourseSnippetCheck.requests(in: course)
        let key = { (role: Snippet.Role) in requests.first { $0.snippet.role == role }.flatMap { pipeline.key(for: $0.request) } }

        let target = try #require(traces[Self.lessonPath, "bouncier"])
        let starter = try #require(traces.starter(lessonPath: Self.lessonPath, snippetID: "bouncier"))
        #expect(target.tracks[0].values != starter.tracks[0].values)
        #expect(traces.fingerprint(lessonPath: Self.lessonPath, snippetID: "bouncier") == key(.solution))
        #expect(traces.starterFingerprint(lessonPath: Self.lessonPath, snippetID: "bouncier") == key(.exercise))
        #expect(key(.exercise) != nil && key(.exercise) != key(.solution))
        // The starter is the exercise's program, not the solution's: the site's difference is the
        // one `exercise check` finds for the unchanged starter.
        let difference = try #require(TraceComparison.exerciseDifference(solution: target, attempt: starter, tolerance: 0.001, show: []))
        #expect(difference.explanation.hasPrefix("value of Spring differs first at "))
        // A run snippet has no starter's trace.
        #expect(traces["de/01-springs.md", "settle"] != nil && traces.starter(lessonPath: Self.lessonPath, snippetID: "settle") == nil)

        // From the cache alone (the merge of a sharded check): the same traces, nothing built.
        let cached = Self.check(course, try Self.pipeline(results: results) { $0.cacheOnly = true }).traces
        #expect(cached.starter(lessonPath: Self.lessonPath, snippetID: "bouncier") == starter)
        #expect(cached[Self.lessonPath, "bouncier"] == target)
        #expect(cached.starterFingerprint(lessonPath: Self.lessonPath, snippetID: "bouncier") == key(.exercise))

        // One shard of two keeps only the traces of its own programs.
        let starterShard = Shard.number(ofKey: try #require(key(.exercise)), count: 2)
        let other = try #require(Shard(index: 3 - starterShard, count: 2))
        let sharded = Self.check(course, try Self.pipeline(results: results) { $0.shard = other }, acrossSnippets: false).traces
        #expect(sharded.starter(lessonPath: Self.lessonPath, snippetID: "bouncier") == nil)
        #expect((sharded[Self.lessonPath, "bouncier"] != nil) == other.contains(key: try #require(key(.solution))))
    }
}
