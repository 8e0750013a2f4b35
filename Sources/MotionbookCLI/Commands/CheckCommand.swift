import Foundation
import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook check [PATH...]`: parses every lesson and reports every problem.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Check lessons: front matter, Markdown, snippets, quizzes, links, translations."
    static let discussion = """
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
        """
    static let exitStatus: String? = "Exit status: 0 no problems, 1 problems found, 64 usage error."

    @Argument var paths: [String]

    @Option(help: "json prints the diagnostics as a JSON array on stdout.")
    var format = DiagnosticFormat.text

    @Flag(help: "Warnings count as problems too, and every snippet runs twice: the two traces must be byte-identical.")
    var strict: Bool

    @Flag(help: "Only lint: do not compile or run snippets.")
    var noRun: Bool

    @Option(valueName: "DIR", help: "Check the String Catalogs in DIR instead (it must exist).")
    var translations: String?

    @OptionGroup var snippets: SnippetOptions

    @Option(valueName: "RULE", help: "Print what RULE checks and how to fix a finding.")
    var explain: Rule?

    @Flag(help: "Print every rule with its explanation.")
    var listRules: Bool

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        if listRules {
            context.writeOut(Rule.allCases.map { "\($0.rawValue): \($0.explanation)\n" }.joined())
            return ExitCode.success
        }
        if let rule = explain {
            context.writeOut("\(rule.rawValue) (\(rule.defaultSeverity.rawValue)): \(rule.explanation)\n")
            return ExitCode.success
        }
        return check(context: context)
    }

    /// Lints the course, checks the UI strings, runs the snippets and reports.
    private func check(context: CLIContext) -> Int32 {
        let paths = paths.isEmpty ? ["content"] : paths
        var collector = DiagnosticCollector()
        let course: Course
        do {
            course = try CourseLoader().load(paths, diagnostics: &collector)
        } catch {
            context.writeErr("motionbook check: error: no such lesson file or folder: \(error.path)\n")
            return ExitCode.failure
        }
        CourseChecker().check(course, diagnostics: &collector)
        guard checkTranslations(paths, diagnostics: &collector, context: context) else { return ExitCode.failure }
        var statistics: String?
        var runnerProblems: [String] = []
        if !noRun, course.lessons.contains(where: { !$0.snippets.isEmpty }) {
            var options = snippets.runner
            options.checksDeterminism = strict
            guard let pipeline = snippets.pipeline(options, command: Self.name, context: context) else { return ExitCode.failure }
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
        let failing = !runnerProblems.isEmpty || diagnostics.contains { $0.severity == .error || strict }
        return failing ? ExitCode.failure : ExitCode.success
    }

    /// Checks the String Catalogs of `--translations`, or those beside the content folders;
    /// false after printing that `--translations` names no folder.
    private func checkTranslations(_ paths: [String], diagnostics: inout DiagnosticCollector, context: CLIContext) -> Bool {
        if let folder = translations {
            guard FileManager.default.fileExists(atPath: folder) else {
                context.writeErr("motionbook check: error: no such translations folder: \(folder)\n")
                return false
            }
            _ = Translations.load(folder: folder, requiredKeys: UIString.keys, diagnostics: &diagnostics)
        } else {
            for folder in Self.translationFolders(for: paths) {
                _ = Translations.load(folder: folder, requiredKeys: UIString.keys, diagnostics: &diagnostics)
            }
        }
        return true
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

/// `--format` of `check`: diagnostics as text on stderr, or a JSON array on stdout.
enum DiagnosticFormat: String, ArgumentChoice {
    case text, json
    static let kind = "format"
}

extension Rule: ExpressibleByArgument {
    init?(argument: String) { self.init(rawValue: argument) }
    static var valueName: String { "RULE" }
    static func invalid(_ text: String, option: String) -> String {
        "unknown rule '\(text)'; 'motionbook check --list-rules' lists them"
    }
}
