import Foundation
import TestSupport
import Testing
@testable import Lessons

/// Every rule of the catalog has a fixture folder `Fixtures/diagnostics/<rule>/` holding a
/// small course and `expected.txt`: the exact diagnostics `check` must print for it, with their
/// line and column. The fixture must make its own rule fire. A fixture with a `translations/`
/// folder beside `content/` also has its String Catalogs checked, as `check` does. The rules found by running
/// snippets (``Rule/needsSnippetRun``) are checked by running the built tool on their fixtures
/// (`SnippetEndToEndTests.snippetRuleFixture` in MotionbookCLITests); here their fixtures must lint clean.
@Suite struct DiagnosticFixtureTests {
    @Test(arguments: Rule.allCases.filter { !$0.needsSnippetRun })
    func ruleFiresAtTheRightPosition(_ rule: Rule) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("diagnostics/\(rule.rawValue)")
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        var collector = DiagnosticCollector()
        let course = try CourseLoader().load([folder.appendingPathComponent("content").path], diagnostics: &collector)
        CourseChecker().check(course, diagnostics: &collector)
        let translations = folder.appendingPathComponent("translations").path
        if FileManager.default.fileExists(atPath: translations) {
            _ = Translations.load(folder: translations, requiredKeys: [], diagnostics: &collector)
        }
        let actual = collector.sorted.map { DiagnosticFormatter.text($0) + "\n" }.joined()
            .replacingOccurrences(of: folder.path + "/", with: "")
        #expect(actual == expected, "\(lineDiff(expected: expected, actual: actual))")
        #expect(collector.sorted.contains { $0.rule == rule }, "fixture for \(rule.rawValue) does not trigger it")
    }

    @Test(arguments: Rule.allCases.filter(\.needsSnippetRun))
    func snippetRuleFixtureLintsClean(_ rule: Rule) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("diagnostics/\(rule.rawValue)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.txt").path))
        var collector = DiagnosticCollector()
        let course = try CourseLoader().load([folder.appendingPathComponent("content").path], diagnostics: &collector)
        CourseChecker().check(course, diagnostics: &collector)
        #expect(collector.sorted.isEmpty, "\(collector.sorted)")
        #expect(!course.lessons.flatMap(\.snippets).isEmpty)
    }

    @Test func everyFixtureFolderNamesARule() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.fixtures.appendingPathComponent("diagnostics").path)
        let unknown = folders.filter { Rule(rawValue: $0) == nil }
        #expect(unknown.isEmpty, "fixture folders without a rule: \(unknown)")
    }

    @Test func everyRuleHasAnExplanation() {
        for rule in Rule.allCases {
            #expect(!rule.explanation.isEmpty && !rule.explanation.contains("\n"), "\(rule.rawValue)")
        }
        #expect(Set(Rule.allCases.map(\.rawValue)).count == Rule.allCases.count)
    }
}
