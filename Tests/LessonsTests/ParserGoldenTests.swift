import Diagnostics
import Foundation
import Testing
@testable import Lessons

/// The lesson model, dumped with positions, for fixture lessons that use every Markdown form.
@Suite struct ParserGoldenTests {
    static let fixtures = ["de/01-everything.md", "de/02-other.md", "zh-Hans/01-headings.md", "bg/01-headings.md"]

    @Test(arguments: fixtures)
    func modelDump(_ fixture: String) throws {
        let root = TestPaths.fixtures.appendingPathComponent("parser").path
        var diagnostics = DiagnosticCollector()
        let course = try CourseLoader().load(["\(root)/\(fixture)"], diagnostics: &diagnostics)
        let lesson = try #require(course.lessons.first)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        let dump = LessonDump.dump(lesson).replacingOccurrences(of: root + "/", with: "")
        assertSnapshot(dump, suite: "ParserGoldenTests", name: fixture.replacingOccurrences(of: "/", with: "_"))
    }

    @Test func fixtureCourseChecksClean() throws {
        var diagnostics = DiagnosticCollector()
        let root = TestPaths.fixtures.appendingPathComponent("parser").path
        let course = try CourseLoader().load([root], diagnostics: &diagnostics)
        CourseChecker().check(course, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.allSatisfy { $0.rule == .missingTranslation }, "\(diagnostics.sorted)")
        #expect(course.lessons.count == 4)
    }
}
