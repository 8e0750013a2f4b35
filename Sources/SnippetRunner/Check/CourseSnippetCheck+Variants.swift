import Diagnostics
import Lessons
import TraceFormat

/// The explorers' grids (docs/AUTHORING.md, "Parameter explorers"): every point of a `swift
/// run` snippet's `param=` grid is one scenario of the snippet's one compiled program, run in
/// the course's batch (cached by program and scenario like any run), and a point that fails is
/// reported at the snippet's fence, named by its values.
extension CourseSnippetCheck {
    /// Every grid point of every snippet with parameters, with its request.
    static func variantRequests(in course: Course) -> [(lesson: Lesson, snippet: Snippet, variant: SnippetVariant, request: SnippetRequest)] {
        course.lessons.flatMap { lesson in
            lesson.snippets.filter { $0.role == .run && !$0.parameters.isEmpty }.flatMap { snippet in
                snippet.variants.map { variant in
                    (lesson, snippet, variant, SnippetRequest(snippet, scenario: snippet.scenario(at: variant)))
                }
            }
        }
    }

    /// The grid points' results (from `offset` on in `batch`), with a diagnostic at the fence for
    /// each point that failed while its snippet's own run (in `defaults`) did not (`naming`
    /// says what the point is: a grid point, or a variant a question asks about): a program
    /// that does not compile is reported once, by the snippet itself.
    static func variantEntries(
        _ points: [(lesson: Lesson, snippet: Snippet, variant: SnippetVariant, request: SnippetRequest)], batch: SnippetPipeline.Batch,
        offset: Int, traces: [Trace?], defaults: [Entry], naming: String = "the grid point", diagnostics: inout DiagnosticCollector
    ) -> [VariantEntry] {
        var entries: [VariantEntry] = []
        // The run snippets that gave no trace of their own, by lesson path and id.
        let failed = Set(defaults.filter { $0.snippet.role == .run && !$0.result.hasTrace }.map { "\($0.lesson.path)\u{0}\($0.snippet.id)" })
        for (index, point) in points.enumerated() {
            let result = batch.results[offset + index]
            let ownRunFailed = failed.contains("\(point.lesson.path)\u{0}\(point.snippet.id)")
            if !ownRunFailed, result.status != .inOtherShard {
                let site = SnippetSite(lesson: point.lesson, snippet: point.snippet)
                for found in ResultDiagnostics.diagnostics(for: result, at: site) where found.severity == .error {
                    diagnostics.append(contentsOf: [Diagnostic(
                        path: found.path, location: point.snippet.location,
                        message: "at \(naming) \(point.variant.key) of '\(point.snippet.id)': \(found.message)", rule: found.rule)])
                }
            }
            entries.append(VariantEntry(
                lesson: point.lesson, snippet: point.snippet, variant: point.variant, result: result, trace: traces[offset + index],
                programKey: batch.keys[offset + index]))
        }
        return entries
    }
}
