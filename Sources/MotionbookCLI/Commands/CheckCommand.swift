import Diagnostics
import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook check [PATH...]`: parses every lesson and reports every problem.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Check lessons: front matter, Markdown, snippets, quizzes, links, translations."
    static let discussion = """
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

        A check can be split over N machines (docs/CI.md). '--shard K/N' compiles and runs only
        the distinct programs of shard K: a program is in shard 1 + its cache key (a SHA-256 of
        the program and the engine) modulo N, the same on every machine and unchanged by edits
        to other snippets. It stores their results, reports their compile errors, failures and
        empty traces, and says 'shard K/N: D of T distinct programs …'; the checks across
        snippets (exercises, translations, quiz answers) need every trace and are left to the
        merge. Shard 1 also reports the lint's findings and snippets that are no program; the
        other shards lint only to find the snippets. The merge copies the shards' cache folders
        into one (results are files named by their key, with no index, so the union is safe)
        and runs 'check --cache-only' on it: every result must come from the cache, nothing is
        compiled (not even the engine), and a missing one is a snippet.not-cached error at its
        snippet. '--print-cache-key' prints a name for a saved cache folder that changes with
        the engine sources and the compiler, e.g. for actions/cache.
        """
    static let exitStatus: String? = "Exit status: 0 no problems, 1 problems found, 64 usage error."

    @Argument(usage: "[PATH...]") var paths: [String]

    @Option(help: "json prints the diagnostics as a JSON array on stdout.")
    var format = DiagnosticFormat.text

    @Flag(help: "Warnings count as problems too, and every snippet runs twice: the two traces must be byte-identical.")
    var strict: Bool

    @Flag(help: "Only lint: do not compile or run snippets.")
    var noRun: Bool

    @Option(valueName: "DIR", help: "Check the String Catalogs in DIR instead (it must exist).")
    var translations: String?

    @Option(help: "Build and report only the programs of shard K of N (1 ≤ K ≤ N); the checks across snippets are left to the merge.")
    var shard: Shard?

    @OptionGroup var snippets: SnippetOptions

    @Option(valueName: "RULE", help: "Print what RULE checks and how to fix a finding.", usage: .standalone)
    var explain: Rule?

    @Flag(help: "Print every rule with its explanation.", usage: .standalone)
    var listRules: Bool

    @Flag(help: "Print the name of the snippet cache for this engine and compiler (for a CI cache) and exit.", usage: .standalone)
    var printCacheKey: Bool

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        if listRules {
            context.writeOut(RuleCatalog.motionbook.listing)
            return ExitCode.success
        }
        if let rule = explain {
            context.writeOut(RuleCatalog.explanation(of: rule))
            return ExitCode.success
        }
        if printCacheKey { return Self.printCacheKey(context: context) }
        if let conflict = snippets.conflict { throw UsageError(conflict) }
        if shard != nil && noRun { throw UsageError("--shard splits the snippet run and --no-run runs no snippet; give one of them") }
        return check(context: context)
    }

    /// Prints ``SnippetPipeline/cacheFolderName(environment:)``; builds nothing.
    private static func printCacheKey(context: CLIContext) -> Int32 {
        do throws(SnippetPipeline.SetupError) {
            context.writeOut(try SnippetPipeline.cacheFolderName(environment: context.environment) + "\n")
            return ExitCode.success
        } catch {
            context.writeErr("motionbook check: error: cannot name the snippet cache: \(error.description)\n")
            return ExitCode.failure
        }
    }

    /// Checks the course through the pipeline and reports.
    private func check(context: CLIContext) -> Int32 {
        let lint = CourseLint(
            paths: paths.isEmpty ? ["content"] : paths, translations: translations.map { .folder($0) } ?? .beside(required: false),
            requiredKeys: UIString.keys)
        let request = CoursePipeline.Request(
            lint: lint, snippets: noRun ? .skip : .always, options: snippets, checksDeterminism: strict, shard: shard)
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
    init?(argument: String) {
        guard let rule = RuleCatalog.motionbook.rule(id: argument) else { return nil }
        self = rule
    }
    static var valueName: String { "RULE" }
    static func invalid(_ text: String, option: String) -> String {
        "unknown rule '\(text)'; 'motionbook check --list-rules' lists them"
    }
}

extension Shard: ExpressibleByArgument {
    init?(argument: String) { self.init(argument) }
    static var valueName: String { "K/N" }
    static func invalid(_ text: String, option: String) -> String {
        "\(option) needs K/N, shard K of N with whole numbers 1 ≤ K ≤ N (e.g. 2/3), found '\(text)'"
    }
}
