import Lessons
import TraceFormat

/// A predict-first block (`predict="PROPERTY SECONDS"`, docs/AUTHORING.md, "Predict first"):
/// a `swift run` snippet whose trace stays behind one question until the learner commits a
/// guess.
///
/// `div.predict` holds the question as a form (hidden until the page script starts it: a
/// labelled number field and a button) and the snippet's figure. The figure is in the page, so
/// without JavaScript it is simply shown — its replay data, film strip and charts are pictures,
/// not text a reader meets — but its table of values, whose rows would be the answer, is not:
/// a note stands in its place, and the table's markup and the value at the asked moment are
/// sealed in `data-reveal` as a quiz's answers are (``QuizSealing``, key `predict-ID#0`). The
/// page script hides the figure until the guess, then unseals the table into it, draws the
/// guess on the property's chart (its `svg` carries the value axis) and says how far off it was.
struct PredictHTML {
    var snippet: Snippet
    var prediction: SnippetPrediction
    var trace: Trace
    var strings: Localizer

    /// `offset` for `offset.x`: the property a chart draws.
    static func baseProperty(_ property: String) -> String {
        String(property.split(separator: ".", maxSplits: 1).first ?? Substring(property))
    }

    /// The sealing key's quiz part for the block of snippet `id`.
    static func sealID(_ id: String) -> String { "predict-\(id)" }

    func render() -> HTML {
        let id = "predict-\(snippet.id)"
        let time = NumberText.trimmed(prediction.time, decimals: 3)
        var figure = TraceFigure(
            trace: trace, snippetID: snippet.id, every: snippet.every, show: snippet.show, markedTime: prediction.time, strings: strings,
            markLabel: .askedMoment, predictedProperty: prediction.property, withholdsTable: true)
        let value = (try? TraceLookup.value(in: trace, property: prediction.property, time: prediction.time)).map {
            NumberText.trimmed($0, decimals: 2)
        } ?? ""
        figure.withholdsTable = false
        let table = figure.tableHTML()
        figure.withholdsTable = true
        let sealed = QuizSealing.seal(
            "{\"value\":\(JSONText.string(value)),\"table\":\(JSONText.string(table.markup))}", quizID: Self.sealID(snippet.id), index: 0)
        let question = strings.format(.predictQuestion, texts: ["\u{0}", time]).components(separatedBy: "\u{0}")
        let prompt: HTML = "\(question.first ?? "")<code>\(prediction.property)</code>\(question.dropFirst().joined())"
        return """
            <div class="predict" id="\(attribute: id)" data-reveal="\(sealed)" data-time="\(attribute: NumberText.shortest(prediction.time))" data-result="\(attribute: strings[.predictResult])" data-guess-mark="\(attribute: strings[.predictGuessMark])">
            <form class="predict-form" hidden>
            <p class="predict-question" id="\(attribute: id)-question">\(prompt)</p>
            <p><label for="\(attribute: id)-guess">\(strings[.predictGuess])</label> <input type="text" inputmode="decimal" autocomplete="off" id="\(attribute: id)-guess" class="predict-guess" aria-describedby="\(attribute: id)-question"> <button type="submit" class="predict-show">\(strings[.predictShow])</button></p>
            <p class="predict-feedback" role="status" aria-live="polite"></p>
            </form>
            \(figure.render())</div>

            """
    }
}
