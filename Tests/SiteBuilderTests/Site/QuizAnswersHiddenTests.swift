import Foundation
import Lessons
@testable import SiteBuilder
import Testing
import TraceFormat

/// A quiz's answers are not in its page's plain text (``QuizHTML``, ``QuizSealing``): no
/// correct flag, no numeric answer in any of its written forms, no explanation; each question's
/// sealed reveal holds them, and opens to what the lesson says.
@Suite struct QuizAnswersHiddenTests {
    /// The quiz section `id` of a page, its sealed reveals left out.
    static func quizMarkup(_ id: String, in page: String) -> String? {
        guard let start = page.range(of: "<section class=\"quiz\" id=\"quiz-\(id)\""),
              let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
            .replacingOccurrences(of: #"data-reveal="[^"]*""#, with: "data-reveal", options: .regularExpression)
    }

    /// The sealed reveal of question `index` of quiz `id`, unsealed.
    static func reveal(_ id: String, _ index: Int, in page: String) -> String? {
        let anchor = QuizHTML.anchor(quizID: id, index: index)
        guard let match = page.range(of: #"id="\#(anchor)" [^>]*data-reveal="([^"]*)""#, options: .regularExpression) else { return nil }
        let attribute = page[match]
        guard let value = attribute.range(of: #"data-reveal=""#).map({ attribute[$0.upperBound...].dropLast() }) else { return nil }
        return QuizSealing.unseal(String(value), quizID: id, index: index)
    }

    /// The ways a page could write `value`: its shortest text and with a decimal comma.
    static func writtenForms(_ value: Double) -> [String] {
        let shortest = NumberText.shortest(value)
        return [shortest, shortest.replacingOccurrences(of: ".", with: ",")]
    }

    @Test func noQuizOfTheFixtureSiteGivesItsAnswersAway() throws {
        let checked = try CourseLint(
            paths: [SiteFixture.content], translations: .folder(SiteFixture.translations), requiredKeys: UIString.keys
        ).run()
        let site = try #require(try SiteFixture.build().site)
        var questions = 0, numeric = 0, explained = 0
        for language in Language.allCases {
            for lesson in checked.course.checkedLessons(in: language) where !lesson.isDraft {
                let page = SiteFixture.text(site, SiteModel.path(of: lesson, in: language))
                for quiz in lesson.quizzes {
                    let markup = try #require(Self.quizMarkup(quiz.id, in: page))
                    #expect(!markup.contains("data-correct"))
                    #expect(!markup.contains("data-value") && !markup.contains("data-tolerance"))
                    #expect(!markup.contains("quiz-correct") && !markup.contains("quiz-explanation"))
                    for (index, question) in quiz.questions.enumerated() {
                        questions += 1
                        let revealed = try #require(Self.reveal(quiz.id, index, in: page), "\(quiz.id) #\(index) has no reveal")
                        switch question.answer {
                        case .numeric(let answer):
                            numeric += 1
                            for form in Self.writtenForms(answer.value) {
                                #expect(!markup.contains(form), "\(language) \(quiz.id) #\(index): \(form) in the page")
                            }
                            let value = JSONText.string(NumberText.shortest(answer.value))
                            #expect(revealed.contains("\"value\":\(value)"))
                        case .choices(let choices):
                            let right = choices.indices.filter { choices[$0].isCorrect }.map(String.init).joined(separator: ",")
                            #expect(revealed.hasPrefix("{\"correct\":[\(right)]"))
                        }
                        let explanation = question.explanation.plainText
                        if !explanation.isEmpty {
                            explained += 1
                            #expect(!markup.contains(HTML(text: explanation).markup), "\(quiz.id) #\(index): explanation in the page")
                        }
                    }
                }
            }
        }
        #expect(questions >= 6 && numeric >= 1 && explained >= 3)
    }

    @Test func noPageOfTheCourseHasACorrectFlagOrAnAnswerAttribute() throws {
        let site = try #require(try SiteFixture.build(content: SiteFixture.courseContent).site)
        var quizzes = 0
        for (path, bytes) in site.files where path.hasSuffix(".html") {
            let page = String(decoding: bytes, as: UTF8.self)
            quizzes += page.components(separatedBy: "<section class=\"quiz\"").count - 1
            #expect(!page.contains("data-correct") && !page.contains("data-value=") && !page.contains("data-tolerance"), "\(path)")
            #expect(!page.contains("class=\"quiz-correct\"") && !page.contains("class=\"quiz-explanation\""), "\(path)")
        }
        #expect(quizzes > 10)
    }

    @Test func sealingIsReversibleAndDependsOnTheQuestion() throws {
        let message = "{\"value\":\"0.45\",\"html\":\"<p>Ä ± 你好</p>\"}"
        let sealed = QuizSealing.seal(message, quizID: "springs-quiz", index: 2)
        #expect(QuizSealing.unseal(sealed, quizID: "springs-quiz", index: 2) == message)
        #expect(sealed == QuizSealing.seal(message, quizID: "springs-quiz", index: 2))
        #expect(sealed != QuizSealing.seal(message, quizID: "springs-quiz", index: 3))
        #expect(!sealed.contains("0.45"))
        // Standard base64, as the browser's atob reads it.
        for length in 0..<7 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 97 + 13) }
            #expect(QuizSealing.base64(bytes) == Data(bytes).base64EncodedString())
            #expect(QuizSealing.unbase64(QuizSealing.base64(bytes)) == bytes)
        }
    }
}
