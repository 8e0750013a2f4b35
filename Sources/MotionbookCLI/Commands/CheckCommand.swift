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

    /// Checks the course through the pipeline and reports.
    private func check(context: CLIContext) -> Int32 {
        let lint = CourseLint(
            paths: paths.isEmpty ? ["content"] : paths, translations: translations.map { .folder($0) } ?? .beside(required: false),
            requiredKeys: UIString.keys)
        let request = CoursePipeline.Request(lint: lint, snippets: noRun ? .skip : .always, options: snippets, checksDeterminism: strict)
        switch CoursePipeline.check(request, command: Self.name, context: context) {
        case .failure(let failure):
            if let message = Self.message(failure) { context.writeErr("motionbook check: error: \(message)\n") }
            return ExitCode.failure
        case .success(let checked):
            return report(checked, context: context)
        }
    }

    /// Prints the diagnostics and the problems of the snippet run; the exit code.
    private func report(_ checked: CheckedCourse, context: CLIContext) -> Int32 {
        DiagnosticsPrinter.print(
            checked.diagnostics, format: format, lessonCount: checked.lessons.count, command: Self.name,
            statistics: checked.statistics?.line, context: context)
        // Snippets that could not be built or run at all (not their fault: a full disk, a
        // missing compiler) fail the check too.
        for problem in checked.runnerProblems { context.writeErr("motionbook check: error: \(problem)\n") }
        let failing = !checked.runnerProblems.isEmpty || checked.diagnostics.contains { $0.severity == .error || strict }
        return failing ? ExitCode.failure : ExitCode.success
    }

    /// The words for a pipeline that could not check; nil when it printed why itself.
    private static func message(_ failure: CoursePipeline.Failure) -> String? {
        switch failure {
        case .lint(.noSuchPath(let path)): "no such lesson file or folder: \(path)"
        case .lint(.noTranslationsFolder(let folder)): "no such translations folder: \(folder)"
        case .refused(let message): message
        case .snippetsCannotRun: nil
        }
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
