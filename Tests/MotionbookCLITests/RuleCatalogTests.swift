import Diagnostics
import Foundation
import Testing
@testable import MotionbookCLI

/// The tool's rule catalogue (``RuleCatalog/motionbook``): the lint's rules, then the snippet
/// runner's; every rule with a fixture and every fixture with a rule, so a rule declared but
/// left out of its module's catalogue is caught by its fixture.
@Suite struct RuleCatalogTests {
    static let catalogue = RuleCatalog.motionbook

    @Test func everyFixtureFolderNamesARuleAndEveryRuleHasOne() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.diagnosticFixtures)
        let unknown = folders.filter { Self.catalogue.rule(id: $0) == nil }
        #expect(unknown.isEmpty, "fixture folders without a rule: \(unknown)")
        for rule in Self.catalogue.rules {
            let expected = Repository.root.appendingPathComponent(rule.fixture).appendingPathComponent("expected.txt").path
            #expect(FileManager.default.fileExists(atPath: expected), "\(rule.id) has no fixture")
        }
    }

    @Test func idsAreUniqueAndExplanationsOneLine() {
        for rule in Self.catalogue.rules {
            #expect(!rule.explanation.isEmpty && !rule.explanation.contains("\n"), "\(rule.id)")
        }
        #expect(Set(Self.catalogue.rules.map(\.id)).count == Self.catalogue.rules.count)
    }

    /// The lint's rules come first, the snippet run's after them: the order of `--list-rules`.
    @Test func theLintsRulesComeFirst() {
        let stages = Self.catalogue.rules.map(\.stage)
        #expect(stages.first == .lint && stages.last == .snippetRun)
        #expect(stages == stages.sorted { $0 == .lint && $1 == .snippetRun })
        #expect(Self.catalogue.rule(id: "snippet.compile-warning")?.severity == .warning)
        #expect(Self.catalogue.rule(id: "no.such-rule") == nil)
    }

    /// `--explain` prints `id (severity): explanation`; `--list-rules` a line per rule.
    @Test func explainAndListingLines() throws {
        let rule = try #require(Self.catalogue.rule(id: "course.missing-translation"))
        #expect(RuleCatalog.explanation(of: rule) == "course.missing-translation (warning): \(rule.explanation)\n")
        let lines = Self.catalogue.listing.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.catalogue.rules.count + 1 && lines.last == "")
        #expect(lines.first == "file.not-utf8: \(Self.catalogue.rules[0].explanation)")
    }
}
