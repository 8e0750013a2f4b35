import Lessons

/// Prints diagnostics the way every command does: text on stderr (coloured on a terminal),
/// or a JSON array on stdout; GitHub annotations on stdout under GitHub Actions; and, in text,
/// an optional statistics line (snippets run) and a summary.
enum DiagnosticsPrinter {
    static func print(
        _ diagnostics: [Diagnostic], format: DiagnosticFormat = .text, lessonCount: Int, command: String,
        statistics: String? = nil, context: CLIContext
    ) {
        if format == .json {
            context.writeOut(DiagnosticFormatter.json(diagnostics))
        } else {
            for diagnostic in diagnostics {
                context.writeErr(DiagnosticFormatter.text(diagnostic, colored: context.usesColor) + "\n")
            }
            if let statistics { context.writeErr(statistics + "\n") }
            context.writeErr("\(command): \(DiagnosticFormatter.summary(diagnostics, lessonCount: lessonCount))\n")
        }
        if context.isGitHubActions, format == .text {
            for diagnostic in diagnostics { context.writeOut(DiagnosticFormatter.githubAnnotation(diagnostic) + "\n") }
        }
    }
}
