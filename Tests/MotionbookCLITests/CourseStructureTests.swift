import Diagnostics
import Foundation
import Lessons
import Testing

/// The shape every lesson of the course must keep (issues "the course" and "the course, second
/// edition", which added lessons 15–18): the curriculum's ids and
/// orders, all three languages, and per lesson and language at least two traced snippets, a quiz
/// of three or more questions with a numeric prediction read off a trace, and an exercise with
/// hints and a solution. `CourseEndToEndTests` and `scripts/test` run every snippet.
@Suite struct CourseStructureTests {
    /// The curriculum: order → lesson id.
    static let curriculum: [Int: String] = [
        1: "how-animation-works", 2: "implicit-explicit", 3: "curves", 4: "springs", 5: "repeat-delay-speed",
        6: "transactions", 7: "transitions", 8: "matched-geometry", 9: "phase-animator", 10: "keyframe-animator",
        11: "content-transitions", 12: "gestures", 13: "performance-accessibility", 14: "workshop-cart-button",
        15: "custom-animatable", 16: "multi-touch-3d", 17: "scroll-effects", 18: "pitfalls-cheat-sheet",
        19: "capstone",
    ]

    /// Pages that are not lessons of the curriculum: the glossary, an appendix at order 100.
    static let appendices: [Int: String] = [100: "glossary"]

    /// Every lesson of the curriculum is written; none may disappear silently.
    static let written: Set<String> = Set(curriculum.values)

    static func course() throws -> Course {
        var diagnostics = DiagnosticCollector()
        return try CourseLoader().load([Repository.content], diagnostics: &diagnostics)
    }

    @Test func everyWrittenLessonExistsInEveryLanguage() throws {
        let course = try Self.course()
        for language in Language.allCases {
            let ids = Set(course.checkedLessons(in: language).map(\.id))
            #expect(Self.written.isSubset(of: ids), "\(language.code) lacks \(Self.written.subtracting(ids).sorted())")
        }
        #expect(course.lessons.count == 3 * Set(course.lessons.compactMap(\.id)).count)
    }

    @Test func idsAndOrdersFollowTheCurriculum() throws {
        for lesson in try Self.course().lessons where !lesson.isDraft {
            let id = try #require(lesson.id)
            let order = try #require(lesson.order)
            if Self.appendices[order] == id { continue }
            #expect(Self.curriculum[order] == id, "\(lesson.path): order \(order) is '\(Self.curriculum[order] ?? "?")' in the curriculum")
            #expect(lesson.fileName == String(format: "%02d-%@.md", order, id), "\(lesson.path)")
        }
    }

    @Test func everyLessonHasSnippetsAQuizAndAnExercise() throws {
        for lesson in try Self.course().lessons where !Self.appendices.values.contains(lesson.id ?? "") {
            let runs = lesson.snippets.filter { $0.role == .run }
            #expect(runs.count >= 2, "\(lesson.path): \(runs.count) swift run snippets")
            let questions = lesson.quizzes.flatMap(\.questions)
            #expect(lesson.quizzes.contains { $0.questions.count >= 3 }, "\(lesson.path): no quiz of 3+ questions")
            let numeric = questions.filter {
                if case .numeric(let answer) = $0.answer { return answer.reference != nil }
                return false
            }
            #expect(!numeric.isEmpty, "\(lesson.path): no numeric question read off a trace")
            let exercises = lesson.snippets.filter { $0.role == .exercise }
            #expect(!exercises.isEmpty, "\(lesson.path): no exercise")
            for exercise in exercises {
                #expect(lesson.snippets.contains { $0.role == .solution && $0.id == exercise.id }, "\(lesson.path): \(exercise.id)")
                #expect(lesson.hints.contains { $0.exerciseID == exercise.id }, "\(lesson.path): \(exercise.id) has no hint")
            }
        }
    }

    @Test func translationsShareSnippetCode() throws {
        let course = try Self.course()
        for id in Set(course.lessons.compactMap(\.id)) {
            let versions = course.translations(of: id).map { lesson in
                lesson.snippets.map { "\($0.role) \($0.id)\n\($0.source)" }
            }
            #expect(Set(versions.map { $0.joined(separator: "\u{0}") }).count == 1, "\(id): snippet code differs between translations")
        }
    }
}
