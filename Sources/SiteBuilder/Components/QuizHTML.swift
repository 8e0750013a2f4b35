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

    func render() -> String {
        let id = HTMLEscaping.attribute(quiz.id)
        var html = "<section class=\"quiz\" id=\"quiz-\(id)\" data-quiz=\"\(id)\" aria-label=\"\(HTMLEscaping.attribute(strings[.quizLabel]))\">\n"
        html += "<ol class=\"quiz-questions\">\n"
        for (index, question) in quiz.questions.enumerated() {
            html += self.question(question, index: index)
        }
        html += "</ol>\n<p class=\"quiz-score\" role=\"status\" aria-live=\"polite\"></p>\n</section>\n"
        return html
    }

    private func question(_ question: QuizQuestion, index: Int) -> String {
        let name = "quiz-\(quiz.id)-\(index + 1)"
        let kind: String
        var body = ""
        var answer = ""
        switch question.answer {
        case .choices(let choices):
            kind = question.isMultipleSelect ? "multiple" : "single"
            if question.isMultipleSelect {
                body += "<p class=\"quiz-hint\">\(HTMLEscaping.text(strings[.quizMultiple]))</p>\n"
            }
            body += "<ul class=\"quiz-choices\">\n"
            for (choiceIndex, choice) in choices.enumerated() {
                let type = question.isMultipleSelect ? "checkbox" : "radio"
                body += "<li><label><input type=\"\(type)\" name=\"\(HTMLEscaping.attribute(name))\" value=\"\(choiceIndex)\""
                    + " data-correct=\"\(choice.isCorrect)\"> <span>\(markdown.render(inlines: choice.content))</span></label></li>\n"
            }
            body += "</ul>\n"
            let correct = choices.filter(\.isCorrect).map { "<li>\(markdown.render(inlines: $0.content))</li>" }
            answer = "<ul class=\"quiz-correct\">\(correct.joined())</ul>"
        case .numeric(let numeric):
            kind = "numeric"
            let value = NumberText.shortest(numeric.value), tolerance = NumberText.shortest(numeric.tolerance)
            body += "<p><label>\(HTMLEscaping.text(strings[.quizNumeric])) "
                + "<input type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" name=\"\(HTMLEscaping.attribute(name))\""
                + " data-value=\"\(value)\" data-tolerance=\"\(tolerance)\"></label></p>\n"
            answer = "<p class=\"quiz-correct\">\(value) ± \(tolerance)</p>"
        }
        var explanation = ""
        if !question.explanation.isEmpty {
            explanation = "<p class=\"quiz-explanation\">\(markdown.render(inlines: question.explanation))</p>"
        }
        return """
            <li class="quiz-question" data-kind="\(kind)">
            <fieldset>
            <legend>\(markdown.render(inlines: question.prompt))</legend>
            \(body)<p class="quiz-actions" hidden><button type="button" class="quiz-check">\(HTMLEscaping.text(strings[.quizCheck]))</button> <button type="button" class="quiz-retry" hidden>\(HTMLEscaping.text(strings[.quizRetry]))</button></p>
            <p class="quiz-feedback" role="status" aria-live="polite"></p>
            <details class="quiz-answer"><summary>\(HTMLEscaping.text(strings[.quizShowAnswer]))</summary>
            <p><strong>\(HTMLEscaping.text(strings[.quizAnswer]))</strong></p>\(answer)\(explanation)
            </details>
            </fieldset>
            </li>

            """
    }
}
