/// Rules in a fixed order: one module's (each module that reports diagnostics has one), or the
/// union of several, which the command-line tool lists and explains.
public struct RuleCatalog: Sendable {
    /// In the order `check --list-rules` prints them.
    public let rules: [Rule]

    public init(_ rules: [Rule]) { self.rules = rules }

    /// The rules of `catalogues`, one after the other.
    public init(joining catalogues: [RuleCatalog]) { self.rules = catalogues.flatMap(\.rules) }

    /// The rule named `id`, if the catalogue has it.
    public func rule(id: String) -> Rule? { rules.first { $0.id == id } }

    /// `id: explanation`, a line per rule: `check --list-rules`.
    public var listing: String { rules.map { "\($0.id): \($0.explanation)\n" }.joined() }

    /// `id (severity): explanation`: `check --explain RULE`.
    public static func explanation(of rule: Rule) -> String {
        "\(rule.id) (\(rule.severity.rawValue)): \(rule.explanation)\n"
    }
}
