import Diagnostics
import Lessons
import TraceFormat

/// A code exercise of a lesson: its starter (`swift exercise`), its solution (`swift solution
/// for=`) and hints, with the heading it stands under as its title.
public struct Exercise: Sendable {
    /// The tolerance of an exercise without `tolerance=`: absolute difference per traced value
    /// (the Lessons parser gives the same default).
    public static let defaultTolerance = TraceComparison.exerciseTolerance

    public var lesson: CheckedLesson
    public var starter: Snippet
    public var solution: Snippet?
    public var hints: [Hint]
    /// The text of the last heading before the exercise, or the lesson title.
    public var title: String

    public var id: String { starter.id }
    public var tolerance: Double { starter.tolerance ?? Self.defaultTolerance }

    /// The program a learner's file becomes: their source with the exercise's fence keys.
    public func request(source: String) -> SnippetRequest {
        var snippet = starter
        snippet.source = source
        return SnippetRequest(snippet)
    }

    /// The solution's program, run with the exercise's fence keys.
    public var solutionRequest: SnippetRequest? {
        solution.map { SnippetRequest($0, scenario: starter.scenario) }
    }

    /// Every exercise of `course`'s checked lessons, in course order (language, lesson order,
    /// position), of one language or of all.
    public static func all(in course: Course, language: Language? = nil) -> [Exercise] {
        let languages = language.map { [$0] } ?? course.languages
        var found: [Exercise] = []
        for language in languages {
            for lesson in course.checkedLessons(in: language) {
                found += lesson.snippets.filter { $0.role == .exercise }.map { starter in
                    Exercise(
                        lesson: lesson, starter: starter,
                        solution: lesson.snippets.first { $0.role == .solution && $0.id == starter.id },
                        hints: lesson.hints.filter { $0.exerciseID == starter.id },
                        title: title(before: starter.location, in: lesson))
                }
            }
        }
        return found
    }

    private static func title(before location: SourceLocation, in lesson: CheckedLesson) -> String {
        lesson.headings.last { $0.location < location }?.plainText ?? lesson.title
    }
}
