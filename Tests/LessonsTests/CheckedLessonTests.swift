import Diagnostics
import Testing
@testable import Lessons

/// A checked lesson is one with an id, a title and an order; a course's checked lessons of a
/// language are those, in course order, and the lessons the lint reports for lacking one are
/// left out.
@Suite struct CheckedLessonTests {
    static func lesson(_ path: String, _ frontMatter: String) -> Lesson {
        var collector = DiagnosticCollector()
        let text = "---\n\(frontMatter)---\n\n# Heading\n"
        return LessonParser(path: path, language: .german).parse(Array(text.utf8), diagnostics: &collector)!
    }

    @Test func theFrontMattersIdTitleAndOrderAsValues() throws {
        let lesson = Self.lesson("de/02-b.md", "id: b\ntitle: Bee\norder: 2\nsummary: Two\n")
        let checked = try #require(CheckedLesson(lesson))
        #expect(checked.id == "b" && checked.title == "Bee" && checked.order == 2)
        #expect(checked.path == "de/02-b.md" && checked.summary == "Two" && checked.lesson == lesson)
        #expect(CheckedLesson(Self.lesson("de/03-c.md", "id: c\norder: 3\n")) == nil)
        #expect(CheckedLesson(Self.lesson("de/03-c.md", "title: C\norder: 3\n")) == nil)
        #expect(CheckedLesson(Self.lesson("de/03-c.md", "id: c\ntitle: C\norder: three\n")) == nil)
    }

    @Test func aLanguagesCheckedLessonsInCourseOrder() {
        let course = Course(lessons: [
            Self.lesson("de/01-z.md", "id: z\ntitle: Z\norder: 3\n"),
            Self.lesson("de/02-y.md", "id: y\ntitle: Y\norder: 1\n"),
            Self.lesson("de/03-x.md", "id: x\ntitle: X\n"),
            Self.lesson("de/04-w.md", "id: w\ntitle: W\norder: 1\n"),
        ])
        #expect(course.checkedLessons(in: .german).map(\.id) == ["y", "w", "z"])
        #expect(course.checkedLessons(in: .bulgarian).isEmpty)
    }
}
