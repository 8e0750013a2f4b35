import Diagnostics
import Testing
@testable import Lessons

/// `quiz.longest-option`: a lesson whose right options are mostly the longest ones.
@Suite struct QuizOptionLengthTests {
    static func lesson(_ quiz: String) -> Lesson {
        var collector = DiagnosticCollector()
        let text = "---\nid: a\ntitle: A\norder: 1\n---\n\n# A\n\n```quiz id=q\n\(quiz)\n```\n"
        return LessonParser(path: "de/01-a.md", language: .german).parse(Array(text.utf8), diagnostics: &collector)!
    }

    static let favouring = "? Q\n- [x] the longer one\n- [ ] short\n"
    static let notFavouring = "? Q\n- [x] short\n- [ ] the longer one\n"

    @Test func moreThanHalfIsLopsidedAndHalfIsNot() {
        let half = QuizOptionLengths.tally(Self.lesson(Self.favouring + "\n" + Self.notFavouring))
        #expect(half.choiceQuestions.count == 2 && half.favouringTheLongest.count == 1 && !half.isLopsided)
        let most = QuizOptionLengths.tally(Self.lesson([Self.favouring, Self.favouring, Self.notFavouring].joined(separator: "\n")))
        #expect(most.favouringTheLongest.count == 2 && most.isLopsided)
    }

    @Test func lengthIsTheTextThePageShowsAndATieHasNoLongest() {
        // Backticks are not shown: `ab` is as long as "ab", so the tie leaves no longest option.
        let tie = QuizOptionLengths.tally(Self.lesson("? Q\n- [x] `abcd`\n- [ ] wxyz\n"))
        #expect(tie.favouringTheLongest.isEmpty)
        // With several right options, any of them being the longest counts.
        let multiple = QuizOptionLengths.tally(Self.lesson("? Q\n- [ ] a\n- [x] bb\n- [x] the longest\n"))
        #expect(multiple.favouringTheLongest.count == 1)
    }

    @Test func numericQuestionsAreNotCounted() {
        let tally = QuizOptionLengths.tally(Self.lesson("? N\n= 1 ± 0.5\n\n" + Self.favouring))
        #expect(tally.choiceQuestions.count == 1 && tally.isLopsided)
    }

    @Test func theWarningStandsAtTheFirstQuiz() {
        var collector = DiagnosticCollector()
        QuizOptionLengthRules(path: "de/01-a.md").check(Self.lesson(Self.favouring), diagnostics: &collector)
        #expect(collector.sorted.map(\.rule) == [.quizLongestOption])
        #expect(collector.sorted.first?.location.line == 9)
        var quiet = DiagnosticCollector()
        QuizOptionLengthRules(path: "de/01-a.md").check(Self.lesson(Self.notFavouring), diagnostics: &quiet)
        #expect(quiet.sorted.isEmpty)
    }
}
