/// A diagnostic rule: what one kind of finding is called, who reports it, when, how serious it
/// is and how to fix it. Every diagnostic names one rule.
///
/// A rule is declared once, by the module that reports it, as a static member of `Rule` (so a
/// report reads `diagnostics.report(.frontMatterMissing, …)`), and listed in that module's
/// ``RuleCatalog``; the command-line tool joins the catalogues for `check --explain` and
/// `check --list-rules`.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// When a rule's findings are made.
    public enum Stage: String, Sendable {
        /// While reading and linting lessons and String Catalogs; needs no compiler.
        case lint
        /// While compiling and running snippets (`check --no-run` skips it); the fixture of such
        /// a rule is checked by running the built tool.
        case snippetRun
    }

    /// `front-matter.missing`: the name in output, `--explain` and the fixture folder.
    public let id: String
    /// The module that declares and reports the rule (`Lessons`, `SnippetRunner`), read off the
    /// declaration's own file.
    public let owner: String
    public let stage: Stage
    /// The severity a diagnostic of this rule has.
    public let severity: Severity
    /// One line that says what the rule checks and how to fix a finding: what `--explain`
    /// and `--list-rules` print.
    public let explanation: String

    /// A rule of the module whose file this is written in (`fileID` names the owner).
    public init(_ id: String, stage: Stage, severity: Severity, explanation: String, fileID: String = #fileID) {
        self.id = id
        self.owner = String(fileID.prefix { $0 != "/" })
        self.stage = stage
        self.severity = severity
        self.explanation = explanation
    }

    /// The rule's fixture, a folder relative to the repository: a small course (`content/`) that
    /// makes the rule fire and `expected.txt`, the exact diagnostics `check` prints for it.
    public var fixture: String { "Tests/LessonsTests/Fixtures/diagnostics/\(id)" }

    public var description: String { id }

    /// Rules are identified by their id.
    public static func == (a: Rule, b: Rule) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
