import Diagnostics
import Lessons

/// Prints diagnostics the way every command does, by streaming them to the consumers the
/// format and the environment choose: text on stderr (coloured on a terminal) with an optional
/// statistics line and a summary, or a JSON array on stdout; and GitHub annotations on stdout
/// under GitHub Actions (text format only).
enum DiagnosticsPrinter {
    static func print(
        _ diagnostics: [Diagnostic], format: DiagnosticFormat = .text, lessonCount: Int, command: String,
        statistics: String? = nil, context: CLIContext
    ) {
        var consumers = consumers(format: format, context: context)
        stream(diagnostics, to: &consumers)
        let summary = DiagnosticSummary(command: command, diagnostics: diagnostics, lessonCount: lessonCount, statistics: statistics)
        for index in consumers.indices { consumers[index].finish(summary) }
    }

    /// The diagnostics of one snippet run (`run`, `exercise check`): text lines on stderr, no summary.
    static func lines(_ diagnostics: [Diagnostic], context: CLIContext) {
        var consumers: [any DiagnosticConsumer] = [TextDiagnosticConsumer(colored: context.usesColor, summarizes: false, write: context.writeErr)]
        stream(diagnostics, to: &consumers)
    }

    static func consumers(format: DiagnosticFormat, context: CLIContext) -> [any DiagnosticConsumer] {
        switch format {
        case .json:
            return [JSONDiagnosticConsumer(write: context.writeOut)]
        case .text:
            var consumers: [any DiagnosticConsumer] = [TextDiagnosticConsumer(colored: context.usesColor, write: context.writeErr)]
            if context.isGitHubActions { consumers.append(GitHubAnnotationConsumer(write: context.writeOut)) }
            return consumers
        }
    }

    private static func stream(_ diagnostics: [Diagnostic], to consumers: inout [any DiagnosticConsumer]) {
        for diagnostic in diagnostics {
            for index in consumers.indices { consumers[index].receive(diagnostic) }
        }
    }
}
