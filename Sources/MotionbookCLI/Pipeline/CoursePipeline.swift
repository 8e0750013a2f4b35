import Diagnostics
import Lessons
import SiteBuilder
import SnippetRunner

/// The one way `check`, `build` and `serve` check a course: load and lint the lessons, load
/// and check the UI strings (found by ``TranslationsFolder``'s rule), then compile and run every
/// `swift run`, `swift exercise` and `swift solution` snippet (cached, in parallel, with the
/// checks on exercises, translations and quiz answers). The result is a ``CheckedCourse``: what
/// `check` reports and what ``SiteGenerator`` renders.
///
/// It lives in the command-line module because it is the one place that sees the lesson model,
/// the snippet runner and the site's UI string keys together; the site does not run snippets.
enum CoursePipeline {
    /// When the snippets run.
    enum SnippetStage {
        /// Never (`check --no-run`).
        case skip
        /// Whatever the lint found (`check`: every problem at once).
        case always
        /// Only when the lint found no error, so a broken lesson costs no compilation (`build`).
        case whenLintIsClean
    }

    /// What to check and how.
    struct Request {
        var lint: CourseLint
        var snippets: SnippetStage
        var options: SnippetOptions
        /// Run each snippet twice and compare the traces (`check --strict`).
        var checksDeterminism = false
        /// Build and report only this shard's programs, without the checks across snippets
        /// (`check --shard K/N`); the lint's diagnostics only in shard 1. Nil for the whole course.
        var shard: Shard?
        /// Plans and decoded traces of an earlier check in this process (`serve`); the lint's
        /// parsed lessons are in ``CourseLint/memo``.
        var memo = SnippetMemo()
    }

    /// Why the course could not be checked.
    enum Failure: Error {
        case lint(CourseLint.Failure)
        /// Snippets cannot run at all (no compiler, no sandbox); already printed.
        case snippetsCannotRun
        /// A step the caller put before the snippet run failed, with its message.
        case refused(String)
    }

    /// Checks the course of `request`. `beforeSnippets` runs after the lint and before any
    /// compilation (`build` loads its theme there); a message it returns stops the pipeline.
    static func check(
        _ request: Request, command: String, context: CLIContext, beforeSnippets: () -> String? = { nil }
    ) -> Result<CheckedCourse, Failure> {
        var collector = DiagnosticCollector()
        let course: Course
        let translations: Translations
        do {
            (course, translations) = try request.lint.run(diagnostics: &collector)
        } catch {
            return .failure(.lint(error))
        }
        if let refusal = beforeSnippets() { return .failure(.refused(refusal)) }
        var checked = CheckedCourse(course: course, translations: translations, diagnostics: [])
        if runsSnippets(request.snippets, course: course, lintFoundErrors: collector.diagnostics.contains { $0.severity == .error }) {
            var options = request.options.runner
            options.checksDeterminism = request.checksDeterminism
            options.shard = request.shard
            guard let pipeline = request.options.pipeline(options, command: command, context: context) else {
                return .failure(.snippetsCannotRun)
            }
            // Shards 2 to N leave the lint's findings to shard 1, so that the shards' diagnostics
            // do not repeat each other.
            if let shard = request.shard, !shard.isFirst { collector = DiagnosticCollector() }
            let outcome = CourseSnippetCheck(pipeline: pipeline, checksAcrossSnippets: request.shard == nil, memo: request.memo).check(
                course, diagnostics: &collector, progress: SnippetOptions.progress(context))
            checked.traces = outcome.traces
            checked.statistics = statistics(of: outcome, in: course, shard: request.shard, pipeline: pipeline)
            checked.runnerProblems = outcome.problems
        } else if let shard = request.shard, !shard.isFirst {
            collector = DiagnosticCollector()
        }
        checked.diagnostics = collector.sorted
        return .success(checked)
    }

    /// What the snippet run cost; for a shard, counted over its own snippets, with the number of
    /// distinct programs of the whole course.
    private static func statistics(of outcome: CourseSnippetCheck.Outcome, in course: Course, shard: Shard?, pipeline: SnippetPipeline) -> SnippetStatistics {
        guard let shard else {
            return SnippetStatistics(
                snippets: outcome.entries.count, distinct: outcome.distinct, cacheHits: outcome.cacheHits, programs: outcome.programs)
        }
        let programs = Set(CourseSnippetCheck.requests(in: course).compactMap { pipeline.key(for: $0.request) })
        return SnippetStatistics(
            snippets: outcome.entries.count { $0.result.status != .inOtherShard }, distinct: outcome.distinct, cacheHits: outcome.cacheHits,
            shard: SnippetStatistics.ShardShare(label: shard.description, courseDistinct: programs.count))
    }

    private static func runsSnippets(_ stage: SnippetStage, course: Course, lintFoundErrors: Bool) -> Bool {
        guard course.lessons.contains(where: { !$0.snippets.isEmpty }) else { return false }
        switch stage {
        case .skip: return false
        case .always: return true
        case .whenLintIsClean: return !lintFoundErrors
        }
    }
}
