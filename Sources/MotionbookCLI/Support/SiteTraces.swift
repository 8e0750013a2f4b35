import Lessons
import SiteBuilder
import SnippetRunner

/// The traces `build` and `serve` put on the site: every `swift run`, `swift exercise` and
/// `swift solution` snippet run through the runner exactly as `check` runs them (cached, in
/// parallel, with the same checks on exercises, translations and quiz answers), so a snippet
/// problem is a build error and the previous site stays.
enum SiteTraces {
    /// The provider for ``SiteGenerator/generate(_:traces:diagnostics:)``.
    static func provider(
        _ snippets: SnippetOptions, command: String, context: CLIContext
    ) -> SiteGenerator.TraceProvider {
        { course, diagnostics throws(SiteBuildFailure) in
            guard course.lessons.contains(where: { !$0.snippets.isEmpty }) else { return SnippetTraces() }
            guard let pipeline = snippets.pipeline(command: command, context: context) else {
                throw SiteBuildFailure(message: "snippets cannot run, so the site has no traces")
            }
            let outcome = CourseSnippetCheck(pipeline: pipeline).check(
                course, diagnostics: &diagnostics, progress: SnippetOptions.progress(context))
            guard outcome.problems.isEmpty else { throw SiteBuildFailure(message: outcome.problems.joined(separator: "; ")) }
            return traces(of: outcome.entries)
        }
    }

    /// A `swift run` snippet shows its own trace; an exercise shows its solution's (the target),
    /// stored under the exercise's id, which the solution shares.
    static func traces(of entries: [CourseSnippetCheck.Entry]) -> SnippetTraces {
        var traces = SnippetTraces()
        for entry in entries where entry.snippet.role != .exercise {
            traces[SnippetTraces.key(of: entry.lesson), entry.snippet.id] = entry.trace
        }
        return traces
    }
}
