import Foundation
import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook check [PATH...]`: parses every lesson and reports every problem.
enum CheckCommand: Command {
    static let name = "check"
    static let abstract = "Check lessons: front matter, Markdown, snippets, quizzes, links, translations."
    static let help = """
        Usage: motionbook check [PATH...] [--format text|json] [--strict] [--no-run] [--translations DIR]
               motionbook check --explain RULE
               motionbook check --list-rules

        Checks every lesson under PATH (default: content). A PATH is a content folder with one
        subfolder per language (bg, zh-Hans, de), a language folder, or lesson files.
        Diagnostics are printed as 'path:line:column: error|warning: message [rule]' on stderr.
        The site's UI strings are checked too: the String Catalogs in the 'translations' folder
        beside each content folder (the content folder of a language folder is its parent; of a
        lesson file, its folder's parent), when that folder exists.

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
          --translations DIR  Check the String Catalogs in DIR instead (it must exist).
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
                options: Set(["--format", "--explain", "--translations"]).union(SnippetOptions.options))
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
        let paths = parsed.positionals.isEmpty ? ["content"] : parsed.positionals
        if let folder = parsed["--translations"] {
            guard FileManager.default.fileExists(atPath: folder) else {
                context.writeErr("motionbook check: error: no such translations folder: \(folder)\n")
                return ExitCode.failure
            }
            _ = Translations.load(folder: folder, requiredKeys: UIString.keys, diagnostics: &collector)
        } else {
            for folder in translationFolders(for: paths) {
                _ = Translations.load(folder: folder, requiredKeys: UIString.keys, diagnostics: &collector)
            }
        }
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
        DiagnosticsPrinter.print(
            diagnostics, format: format, lessonCount: course.lessons.count, command: "check", statistics: statistics,
            context: context)
        // Snippets that could not be built or run at all (not their fault: a full disk, a
        // missing compiler) fail the check too.
        for problem in runnerProblems { context.writeErr("motionbook check: error: \(problem)\n") }
        let failing = !runnerProblems.isEmpty || diagnostics.contains { $0.severity == .error || parsed.has("--strict") }
        return failing ? ExitCode.failure : ExitCode.success
    }

    /// The existing `translations` folders beside the content folders of `paths`, each once.
    static func translationFolders(for paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            var content = path
            if !isDirectory.boolValue {
                content = PathText.parent(PathText.parent(path))
            } else if Language(rawValue: URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent) != nil {
                content = PathText.parent(path)
            }
            let folder = PathText.sibling(of: content, named: "translations")
            if FileManager.default.fileExists(atPath: folder), !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}
