/// Something diagnostics are streamed to, as swift-format's and swift-docc's consumers are:
/// every diagnostic in output order, then once the end with the summary. Where the text goes is
/// the consumer's `write` (standard error, standard output, a test's buffer).
public protocol DiagnosticConsumer {
    mutating func receive(_ diagnostic: Diagnostic)
    /// After the last diagnostic.
    mutating func finish(_ summary: DiagnosticSummary)
}

/// What a run found, for the closing lines: `check: 2 errors, 1 warning in 3 lessons`.
public struct DiagnosticSummary: Sendable {
    /// The command, the line's first word.
    public var command: String
    public var diagnostics: [Diagnostic]
    public var lessonCount: Int
    /// An extra line before the summary (`snippets: 40 (…)`), if any.
    public var statistics: String?

    public init(command: String, diagnostics: [Diagnostic], lessonCount: Int, statistics: String? = nil) {
        self.command = command
        self.diagnostics = diagnostics
        self.lessonCount = lessonCount
        self.statistics = statistics
    }
}

/// `path:line:column: error: message [rule]` lines (``DiagnosticFormatter/text(_:colored:)``),
/// then the statistics and the summary line when `summarizes`.
public struct TextDiagnosticConsumer: DiagnosticConsumer {
    public var write: (String) -> Void
    public var colored: Bool
    public var summarizes: Bool

    public init(colored: Bool, summarizes: Bool = true, write: @escaping (String) -> Void) {
        self.write = write
        self.colored = colored
        self.summarizes = summarizes
    }

    public func receive(_ diagnostic: Diagnostic) { write(DiagnosticFormatter.text(diagnostic, colored: colored) + "\n") }

    public func finish(_ summary: DiagnosticSummary) {
        guard summarizes else { return }
        if let statistics = summary.statistics { write(statistics + "\n") }
        write("\(summary.command): \(DiagnosticFormatter.summary(summary.diagnostics, lessonCount: summary.lessonCount))\n")
    }
}

/// One JSON array of every diagnostic (``DiagnosticFormatter/json(_:)``), written at the end.
public struct JSONDiagnosticConsumer: DiagnosticConsumer {
    public var write: (String) -> Void
    private var received: [Diagnostic] = []

    public init(write: @escaping (String) -> Void) { self.write = write }

    public mutating func receive(_ diagnostic: Diagnostic) { received.append(diagnostic) }
    public func finish(_ summary: DiagnosticSummary) { write(DiagnosticFormatter.json(received)) }
}

/// A GitHub Actions annotation per diagnostic (``DiagnosticFormatter/githubAnnotation(_:)``).
public struct GitHubAnnotationConsumer: DiagnosticConsumer {
    public var write: (String) -> Void

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func receive(_ diagnostic: Diagnostic) { write(DiagnosticFormatter.githubAnnotation(diagnostic) + "\n") }
    public func finish(_ summary: DiagnosticSummary) {}
}
