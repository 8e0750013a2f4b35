import Diagnostics

/// Whether a lesson's choice questions give their answer away by length: a reader who picks the
/// longest option should not do better than chance. A question *favours the longest* when its
/// one longest option (characters of the option's text as the page shows it, Markdown marks
/// left out; a tie has no longest) is a correct one. `check` warns (`quiz.longest-option`) when
/// that holds for more than half of a lesson's choice questions; `CourseDepthTests` counts such
/// lessons in the course.
public enum QuizOptionLengths {
    /// The questions of `lesson` with choices, and those of them that favour the longest option.
    public struct Tally: Sendable {
        public var choiceQuestions: [QuizQuestion] = []
        public var favouringTheLongest: [QuizQuestion] = []

        /// More than half of the choice questions favour the longest option.
        public var isLopsided: Bool { favouringTheLongest.count * 2 > choiceQuestions.count }
    }

    public static func tally(_ lesson: Lesson) -> Tally {
        var tally = Tally()
        for question in lesson.quizzes.flatMap(\.questions) {
            guard case .choices(let choices) = question.answer else { continue }
            tally.choiceQuestions.append(question)
            if favoursTheLongest(choices) { tally.favouringTheLongest.append(question) }
        }
        return tally
    }

    /// Whether the one longest of `choices` is correct (false when two or more share the length).
    static func favoursTheLongest(_ choices: [QuizChoice]) -> Bool {
        let lengths = choices.map { $0.content.plainText.count }
        guard let longest = lengths.max(), lengths.filter({ $0 == longest }).count == 1,
            let index = lengths.firstIndex(of: longest)
        else { return false }
        return choices[index].isCorrect
    }
}

/// The lint of `quiz.longest-option`, reported at the lesson's first quiz.
struct QuizOptionLengthRules {
    var path: String

    func check(_ lesson: Lesson, diagnostics: inout DiagnosticCollector) {
        let tally = QuizOptionLengths.tally(lesson)
        guard tally.isLopsided, let quiz = lesson.quizzes.first else { return }
        let lines = tally.favouringTheLongest.map { String($0.location.line) }.joined(separator: ", ")
        diagnostics.report(
            .quizLongestOption,
            "the right option is the longest in \(tally.favouringTheLongest.count) of the lesson's \(tally.choiceQuestions.count) choice questions (lines \(lines)), so length gives the answer away; make the wrong options as specific as the right one, or the right one shorter",
            path: path, at: quiz.location)
    }
}
