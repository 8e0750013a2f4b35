import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import Lessons

/// Every rule has a fixture folder (``Rule/fixture``) holding a small course and `expected.txt`:
/// the exact diagnostics `check` must print for it, with their line and column. The fixture must
/// make its own rule fire. A fixture with a `translations/` folder beside `content/` also has its
/// String Catalogs checked, as `check` does. Here the lint's rules (``RuleCatalog/lessons``); the
/// snippet runner's fixtures are checked by SnippetRunnerTests (they lint clean) and by running
/// the built tool (`SnippetEndToEndTests.snippetRuleFixture` in MotionbookCLITests).
@Suite struct DiagnosticFixtureTests {
    /// The package root: two folders above `Tests/LessonsTests`.
    static let root = TestPaths.targetFolder.deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: RuleCatalog.lessons.rules)
    func ruleFiresAtTheRightPosition(_ rule: Rule) throws {
        let folder = Self.root.appendingPathComponent(rule.fixture)
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
        #expect(collector.sorted.contains { $0.rule == rule }, "fixture for \(rule.id) does not trigger it")
    }

    /// The lint's rules are declared by Lessons and found without a compiler.
    @Test func theLintsRulesAreOwnedByLessons() {
        #expect(!RuleCatalog.lessons.rules.isEmpty)
        for rule in RuleCatalog.lessons.rules {
            #expect(rule.owner == "Lessons" && rule.stage == .lint, "\(rule.id): \(rule.owner), \(rule.stage)")
        }
    }
}
