import Lessons
import TraceFormat

/// A quiz in the page. Without JavaScript it is a readable list of the questions with their
/// choices, and one note that the answers appear once the page script runs: the answers and
/// their explanations (which restate numeric answers) are not in the page's plain text. Each
/// question's `data-reveal` holds them sealed (``QuizSealing``): which choices are right, or the
/// numeric answer's value and tolerance, and the markup of the answer with its explanation.
/// The page script shows the Check button, shuffles the choices (their `value` stays the
/// original index), unseals the reveal when the learner checks an answer, marks right and
/// wrong, shows the answer and explanation, offers a retry of wrong answers and keeps progress
/// in `localStorage`. Each question has an anchor, `quiz-ID-qN` (N from 1), that the review page
/// links to.
struct QuizHTML {
    var quiz: Quiz
    var strings: Localizer
    var markdown: MarkdownRenderer
    /// The address from the page of the data file of the variant a numeric answer asks about
    /// (``NumericAnswer/TraceReference/asksVariant``, ``AskedVariant``), given the reference and
    /// the question's anchor; nil when the build has no trace of it. The address is sealed with
    /// the answer, so the page loads and shows the variant only once the learner has answered.
    var variantSource: (NumericAnswer.TraceReference, String) -> String? = { _, _ in nil }

    /// The id of question `index` (from 0) of quiz `quizID`: the review page's link target.
    static func anchor(quizID: String, index: Int) -> String { "quiz-\(quizID)-q\(index + 1)" }

    func render() -> HTML {
        let id = quiz.id
        var html: HTML = "<section class=\"quiz\" id=\"quiz-\(attribute: id)\" data-quiz=\"\(attribute: id)\" aria-label=\"\(attribute: strings[.quizLabel])\">\n"
        html += "<p class=\"quiz-needs-script\">\(strings[.quizNeedsScript])</p>\n"
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
        var grading: String
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
                body += "<li><label><input type=\"\(type)\" name=\"\(attribute: name)\" value=\"\(choiceIndex)\">"
                    + " <span>\(markdown.render(inlines: choice.content))</span></label></li>\n"
            }
            body += "</ul>\n"
            let right = choices.indices.filter { choices[$0].isCorrect }
            grading = "\"correct\":[\(right.map(String.init).joined(separator: ","))]"
            let correct = right.map { HTML.element("li", [], markdown.render(inlines: choices[$0].content)) }
            answer = "<ul class=\"quiz-correct\">\(correct.joined())</ul>"
        case .numeric(let numeric):
            kind = "numeric"
            let value = NumberText.shortest(numeric.value), tolerance = NumberText.shortest(numeric.tolerance)
            body += "<p><label>\(strings[.quizNumeric]) "
                + "<input type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" name=\"\(attribute: name)\"></label></p>\n"
            grading = "\"value\":\(JSONText.string(value)),\"tolerance\":\(JSONText.string(tolerance))"
            answer = "<p class=\"quiz-correct\">\(strings.decimal(value)) ± \(strings.decimal(tolerance))</p>"
            if let reference = numeric.reference, reference.asksVariant,
                let source = variantSource(reference, Self.anchor(quizID: quiz.id, index: index))
            {
                let values = SnippetVariant(reference.parameters).key.replacingOccurrences(of: ",", with: ", ")
                // The values as the code writes them: in <code>, with a decimal point.
                let line = strings.format(.quizVariantShown, texts: ["\u{0}"]).components(separatedBy: "\u{0}")
                answer += "<p class=\"quiz-variant\">\(line.first ?? "")<code>\(values)</code>\(line.dropFirst().joined())</p>\n"
                    + "<div class=\"quiz-variant-figure\" data-figure=\"trace-\(attribute: Self.anchor(quizID: quiz.id, index: index))\"></div>"
                grading += ",\"figure\":\(JSONText.string(source))"
            }
        }
        var explanation = HTML.empty
        if !question.explanation.isEmpty {
            explanation = "<p class=\"quiz-explanation\">\(markdown.render(inlines: question.explanation))</p>"
        }
        let revealed: HTML = "<p><strong>\(strings[.quizAnswer])</strong></p>\(answer)\(explanation)"
        let sealed = QuizSealing.seal("{\(grading),\"html\":\(JSONText.string(revealed.markup))}", quizID: quiz.id, index: index)
        return """
            <li class="quiz-question" id="\(attribute: Self.anchor(quizID: quiz.id, index: index))" data-kind="\(kind)" data-reveal="\(sealed)">
            <fieldset>
            <legend>\(markdown.render(inlines: question.prompt))</legend>
            \(body)<p class="quiz-actions" hidden><button type="button" class="quiz-check">\(strings[.quizCheck])</button> <button type="button" class="quiz-retry" hidden>\(strings[.quizRetry])</button></p>
            <p class="quiz-feedback" role="status" aria-live="polite"></p>
            <div class="quiz-answer" hidden></div>
            </fieldset>
            </li>

            """
    }
}
