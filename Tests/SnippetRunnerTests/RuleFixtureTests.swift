import Diagnostics
import Foundation
import Lessons
import SnippetRunner
import Testing

/// The snippet runner's rules (``RuleCatalog/snippetRunner``): declared by SnippetRunner, found
/// by running snippets, each with a fixture whose course lints clean (so only the run can make
/// the rule fire; `SnippetEndToEndTests.snippetRuleFixture` in MotionbookCLITests runs the built
/// tool on it).
@Suite struct RuleFixtureTests {
    /// The package root, three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: RuleCatalog.snippetRunner.rules)
    func fixtureLintsClean(_ rule: Rule) throws {
        let folder = Self.root.appendingPathComponent(rule.fixture)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.txt").path))
        var collector = DiagnosticCollector()
        let course = try CourseLoader().load([folder.appendingPathComponent("content").path], diagnostics: &collector)
        CourseChecker().check(course, diagnostics: &collector)
        #expect(collector.sorted.isEmpty, "\(collector.sorted)")
        #expect(!course.lessons.flatMap(\.snippets).isEmpty)
    }

    @Test func theRunnersRulesAreOwnedBySnippetRunner() {
        #expect(RuleCatalog.snippetRunner.rules.count == 21)
        for rule in RuleCatalog.snippetRunner.rules {
            #expect(rule.owner == "SnippetRunner" && rule.stage == .snippetRun, "\(rule.id): \(rule.owner), \(rule.stage)")
        }
    }
}
