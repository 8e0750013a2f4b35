import Lessons
import TraceFormat

/// A quiz in the page. Without JavaScript it is a readable list: each question with its
/// choices, and the answer with its explanation behind a `<details>` disclosure. The page
/// script makes it answerable: it shows the Check button, hides the disclosure until the
/// question is answered, marks right and wrong, offers a retry of wrong answers and keeps
/// progress in `localStorage`. Which choices are correct is in `data-correct`; a numeric
/// answer's value and tolerance in `data-value` and `data-tolerance`.
struct QuizHTML {
    var quiz: Quiz
    var strings: Localizer
    var markdown: MarkdownRenderer

    func render() -> HTML {
        let id = quiz.id
        var html: HTML = "<section class=\"quiz\" id=\"quiz-\(attribute: id)\" data-quiz=\"\(attribute: id)\" aria-label=\"\(attribute: strings[.quizLabel])\">\n"
        html += "<ol class=\"quiz-questions\">\n"
        for (index, question) in quiz.questions.enumerated() {
            html += self.question(question, index: index)
        }
        html += "</ol>\n<p class=\"quiz-score\" role=\"status\" aria-live=\"polite\"></p>\n</section>\n"
        return html
    }

    private func question(_ question: QuizQuestion, index: Int) -> HTML {
        let name = "quiz-\(quiz.id)-\(index + 1)"
        let kind: String
        var body = HTML.empty
        var answer = HTML.empty
        switch question.answer {
        case .choices(let choices):
            kind = question.isMultipleSelect ? "multiple" : "single"
            if question.isMultipleSelect {
                body += "<p class=\"quiz-hint\">\(strings[.quizMultiple])</p>\n"
            }
            body += "<ul class=\"quiz-choices\">\n"
            for (choiceIndex, choice) in choices.enumerated() {
                let type = question.isMultipleSelect ? "checkbox" : "radio"
                body += "<li><label><input type=\"\(type)\" name=\"\(attribute: name)\" value=\"\(choiceIndex)\""
                    + " data-correct=\"\(choice.isCorrect)\"> <span>\(markdown.render(inlines: choice.content))</span></label></li>\n"
            }
            body += "</ul>\n"
            let correct = choices.filter(\.isCorrect).map { HTML.element("li", [], markdown.render(inlines: $0.content)) }
            answer = "<ul class=\"quiz-correct\">\(correct.joined())</ul>"
        case .numeric(let numeric):
            kind = "numeric"
            let value = NumberText.shortest(numeric.value), tolerance = NumberText.shortest(numeric.tolerance)
            body += "<p><label>\(strings[.quizNumeric]) "
                + "<input type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" name=\"\(attribute: name)\""
                + " data-value=\"\(value)\" data-tolerance=\"\(tolerance)\"></label></p>\n"
            answer = "<p class=\"quiz-correct\">\(value) ± \(tolerance)</p>"
        }
        var explanation = HTML.empty
        if !question.explanation.isEmpty {
            explanation = "<p class=\"quiz-explanation\">\(markdown.render(inlines: question.explanation))</p>"
        }
        return """
            <li class="quiz-question" data-kind="\(kind)">
            <fieldset>
            <legend>\(markdown.render(inlines: question.prompt))</legend>
            \(body)<p class="quiz-actions" hidden><button type="button" class="quiz-check">\(strings[.quizCheck])</button> <button type="button" class="quiz-retry" hidden>\(strings[.quizRetry])</button></p>
            <p class="quiz-feedback" role="status" aria-live="polite"></p>
            <details class="quiz-answer"><summary>\(strings[.quizShowAnswer])</summary>
            <p><strong>\(strings[.quizAnswer])</strong></p>\(answer)\(explanation)
            </details>
            </fieldset>
            </li>

            """
    }
}
