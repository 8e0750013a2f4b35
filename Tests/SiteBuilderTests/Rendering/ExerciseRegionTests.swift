import Diagnostics
import Lessons
@testable import SiteBuilder
import Testing

/// An exercise is a region of the page (`section` with a name), and a page's regions need names
/// of their own: a lesson with several exercises names each by its heading.
@Suite struct ExerciseRegionTests {
    static func lesson(_ body: String) throws -> Lesson {
        var collector = DiagnosticCollector()
        let text = "---\nid: a\ntitle: A\norder: 1\n---\n\n# A\n\n\(body)"
        return try #require(LessonParser(path: "de/01-a.md", language: .german).parse(Array(text.utf8), diagnostics: &collector))
    }

    static func exercise(_ id: String) -> String {
        "```swift exercise id=\(id)\nimport SwiftUI\n```\n\n```swift solution for=\(id)\nimport SwiftUI\n```\n\n"
    }

    static func render(_ lesson: Lesson) -> String {
        var ignored = DiagnosticCollector()
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
        return LessonBodyRenderer(strings: Localizer(translations: translations, language: "de")).render(lesson).markup
    }

    @Test func eachExerciseIsNamedByItsOwnHeading() throws {
        let lesson = try Self.lesson("## Übung: eins\n\nText.\n\n" + Self.exercise("one") + "## Übung: zwei\n\n" + Self.exercise("two"))
        #expect(LessonBodyRenderer.exerciseHeadings(lesson) == ["one": "übung-eins", "two": "übung-zwei"])
        let html = Self.render(lesson)
        #expect(html.contains("<section class=\"exercise\" id=\"exercise-one\" data-exercise=\"one\" aria-labelledby=\"übung-eins\">"))
        #expect(html.contains("<h2 id=\"übung-eins\""))
    }

    @Test func exercisesUnderOneHeadingAreNamedByTheirIds() throws {
        let lesson = try Self.lesson("## Übungen\n\n" + Self.exercise("one") + Self.exercise("two"))
        #expect(LessonBodyRenderer.exerciseHeadings(lesson).isEmpty)
        let html = Self.render(lesson)
        #expect(html.contains("id=\"exercise-one\" data-exercise=\"one\" aria-label=\"Übung one\">"))
        #expect(html.contains("id=\"exercise-two\" data-exercise=\"two\" aria-label=\"Übung two\">"))
    }
}
