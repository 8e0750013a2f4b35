import Diagnostics
import Testing

/// A rule is identified by its id, owned by the module whose file declares it, and found in a
/// catalogue by id; catalogues join in order.
@Suite struct RuleTests {
    @Test func theOwnerIsTheDeclaringModule() {
        #expect(Rule.sampleFirst.owner == "DiagnosticsTests")
        #expect(Rule("x.y", stage: .lint, severity: .error, explanation: "X.", fileID: "Lessons/Rules/Rule+Lessons.swift").owner == "Lessons")
        #expect(Rule.sampleFirst.fixture == "Tests/LessonsTests/Fixtures/diagnostics/sample.first")
    }

    @Test func rulesAreEqualByID() {
        let again = Rule("sample.first", stage: .snippetRun, severity: .warning, explanation: "Another text.")
        #expect(again == .sampleFirst && again.hashValue == Rule.sampleFirst.hashValue)
        #expect(Rule.sampleFirst != .sampleSecond)
    }

    @Test func aCatalogueFindsAndListsItsRules() {
        let lint = RuleCatalog([.sampleFirst, .sampleSecond])
        let joined = RuleCatalog(joining: [lint, RuleCatalog([.sampleWarning])])
        #expect(joined.rules.map(\.id) == ["sample.first", "sample.second", "sample.warning"])
        #expect(joined.rule(id: "sample.warning")?.severity == .warning && joined.rule(id: "sample.none") == nil)
        #expect(lint.listing == "sample.first: The first rule of these tests.\nsample.second: The second rule of these tests.\n")
        #expect(RuleCatalog.explanation(of: .sampleWarning) == "sample.warning (warning): A rule of these tests that only warns.\n")
    }

    @Test func aDiagnosticTakesItsRulesSeverityUnlessGivenOne() {
        let location = SourceLocation(line: 2, column: 5)
        #expect(Diagnostic(path: "a.md", location: location, message: "m", rule: .sampleWarning).severity == .warning)
        #expect(Diagnostic(path: "a.md", location: location, severity: .error, message: "m", rule: .sampleWarning).severity == .error)
    }
}
