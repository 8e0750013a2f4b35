import Lessons
import SnippetRunner

/// `motionbook check [PATH...]`: parses every lesson and reports every problem.
enum CheckCommand: Command {
    static let name = "check"
    static let abstract = "Check lessons: front matter, Markdown, snippets, quizzes, links, translations."
    static let help = """
        Usage: motionbook check [PATH...] [--format text|json] [--strict] [--no-run]
               motionbook check --explain RULE
               motionbook check --list-rules

        Checks every lesson under PATH (default: content). A PATH is a content folder with one
        subfolder per language (bg, zh-Hans, de), a language folder, or lesson files.
        Diagnostics are printed as 'path:line:column: error|warning: message [rule]' on stderr.

        Besides the lint, every 'swift run', 'swift exercise' and 'swift solution' snippet is
        compiled and run (results cached under .build/, identical snippets once, in parallel):
        each must give a non-empty trace; an exercise's starter must not already match its
        solution; snippets with one id in several translations must give the same trace;
        numeric quiz answers with '@ SNIPPET PROPERTY TIME' must agree with the trace.

        Options:
          --format text|json  json prints the diagnostics as a JSON array on stdout.
          --strict            Warnings count as problems too, and every snippet runs twice:
                              the two traces must be byte-identical.
          --no-run            Only lint: do not compile or run snippets.
        \(SnippetOptions.help)
          --explain RULE      Print what RULE checks and how to fix a finding.
          --list-rules        Print every rule with its explanation.
          --help              Show this help.

        Exit status: 0 no problems, 1 problems found, 64 usage error.

        """

    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        let parsed: Arguments
        var runnerOptions: RunnerOptions
        do {
            parsed = try Arguments(
                arguments, flags: Set(["--strict", "--list-rules", "--no-run"]).union(SnippetOptions.flags),
                options: Set(["--format", "--explain"]).union(SnippetOptions.options))
            runnerOptions = try SnippetOptions.runnerOptions(parsed)
        } catch {
            return usageError(error.message, context: context)
        }
        if parsed.has("--list-rules") {
            context.writeOut(Rule.allCases.map { "\($0.rawValue): \($0.explanation)\n" }.joined())
            return ExitCode.success
        }
        if let name = parsed["--explain"] {
            guard let rule = Rule(rawValue: name) else {
                return usageError("unknown rule '\(name)'; 'motionbook check --list-rules' lists them", context: context)
            }
            context.writeOut("\(rule.rawValue) (\(rule.defaultSeverity.rawValue)): \(rule.explanation)\n")
            return ExitCode.success
        }
        let format = parsed["--format"] ?? "text"
        guard format == "text" || format == "json" else {
            return usageError("unknown format '\(format)' (expected text or json)", context: context)
        }

        var collector = DiagnosticCollector()
        let course: Course
        do {
            course = try CourseLoader().load(parsed.positionals.isEmpty ? ["content"] : parsed.positionals, diagnostics: &collector)
        } catch {
            context.writeErr("motionbook check: error: no such lesson file or folder: \(error.path)\n")
            return ExitCode.failure
        }
        CourseChecker().check(course, diagnostics: &collector)
        var statistics: String?
        var runnerProblems: [String] = []
        if !parsed.has("--no-run"), course.lessons.contains(where: { !$0.snippets.isEmpty }) {
            runnerOptions.checksDeterminism = parsed.has("--strict")
            guard let pipeline = SnippetOptions.pipeline(parsed, options: runnerOptions, command: name, context: context) else {
                return ExitCode.failure
            }
            let outcome = CourseSnippetCheck(pipeline: pipeline).check(
                course, diagnostics: &collector, progress: SnippetOptions.progress(context))
            runnerProblems = outcome.problems
            let programs = outcome.distinct == 1 ? "program" : "programs"
            statistics = "snippets: \(outcome.entries.count) (\(outcome.distinct) distinct \(programs), \(outcome.cacheHits) from the cache)"
        }
        let diagnostics = collector.sorted

        if format == "json" {
            context.writeOut(DiagnosticFormatter.json(diagnostics))
        } else {
            for diagnostic in diagnostics {
                context.writeErr(DiagnosticFormatter.text(diagnostic, colored: context.usesColor) + "\n")
            }
            if let statistics { context.writeErr(statistics + "\n") }
            context.writeErr("check: \(DiagnosticFormatter.summary(diagnostics, lessonCount: course.lessons.count))\n")
        }
        if context.isGitHubActions, format == "text" {
            for diagnostic in diagnostics { context.writeOut(DiagnosticFormatter.githubAnnotation(diagnostic) + "\n") }
        }
        // Snippets that could not be built or run at all (not their fault: a full disk, a
        // missing compiler) fail the check too.
        for problem in runnerProblems { context.writeErr("motionbook check: error: \(problem)\n") }
        let failing = !runnerProblems.isEmpty || diagnostics.contains { $0.severity == .error || parsed.has("--strict") }
        return failing ? ExitCode.failure : ExitCode.success
    }
}
