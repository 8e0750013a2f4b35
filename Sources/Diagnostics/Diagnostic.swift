/// How serious a diagnostic is. Errors make `motionbook check` exit 1; warnings do so only
/// with `--strict`.
public enum Severity: String, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// One finding about a lesson (or another checked file), at a position in its file,
/// identified by its ``Rule``.
public struct Diagnostic: Hashable, Sendable, Comparable {
    /// The file as the user named it (relative paths stay relative).
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    public var rule: Rule

    public init(path: String, location: SourceLocation, severity: Severity? = nil, message: String, rule: Rule) {
        self.path = path
        self.location = location
        self.severity = severity ?? rule.severity
        self.message = message
        self.rule = rule
    }

    /// Sorted by file, then position, then rule id, then message: a stable order for output.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.path, a.location.line, a.location.column, a.rule.id, a.message)
            < (b.path, b.location.line, b.location.column, b.rule.id, b.message)
    }
}

/// Collects diagnostics while parsing and checking; parsers append here and go on with a
/// best-effort model instead of throwing.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func report(_ rule: Rule, _ message: String, path: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(path: path, location: location, message: message, rule: rule))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The diagnostics in output order, without exact duplicates.
    public var sorted: [Diagnostic] { Array(Set(diagnostics)).sorted() }
}
