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
/// a note stands in its place. The table and the value at the asked moment are the block's own
/// file (``dataPath(lessonPath:snippetID:)``, `data-table-src`), a script calling
/// `motionbookPrediction(ID, {value, table})` that the page script loads once the learner has
/// guessed; it hides the figure until then, puts the table in, draws the guess on the
/// property's chart (its `svg` carries the value axis) and says how far off it was.
struct PredictHTML {
    var snippet: Snippet
    var prediction: SnippetPrediction
    var trace: Trace
    var strings: Localizer

    /// `offset` for `offset.x`: the property a chart draws.
    static func baseProperty(_ property: String) -> String {
        String(property.split(separator: ".", maxSplits: 1).first ?? Substring(property))
    }

    /// `explorers/de/04-springs-predict-guess-spring.js` for snippet `guess-spring` of `de/04-springs.md`.
    static func dataPath(lessonPath: String, snippetID: String) -> String {
        ExplorerHTML.dataPath(lessonPath: lessonPath, snippetID: "predict-" + snippetID)
    }

    private var figure: TraceFigure {
        TraceFigure(
            trace: trace, snippetID: snippet.id, every: snippet.every, show: snippet.show, markedTime: prediction.time, strings: strings,
            markLabel: .askedMoment, predictedProperty: prediction.property, withholdsTable: true)
    }

    /// The block, its data file at `source` (from the page).
    func render(source: String) -> HTML {
        let id = "predict-\(snippet.id)"
        let time = strings.number(prediction.time, decimals: 3)
        let question = strings.format(.predictQuestion, texts: ["\u{0}", time]).components(separatedBy: "\u{0}")
        let prompt: HTML = "\(question.first ?? "")<code>\(prediction.property)</code>\(question.dropFirst().joined())"
        return """
            <div class="predict" id="\(attribute: id)" data-table-src="\(attribute: source)" data-time="\(attribute: NumberText.shortest(prediction.time))" data-result="\(attribute: strings[.predictResult])" data-guess-mark="\(attribute: strings[.predictGuessMark])">
            <form class="predict-form" hidden>
            <p class="predict-question" id="\(attribute: id)-question">\(prompt)</p>
            <p><label for="\(attribute: id)-guess">\(strings[.predictGuess])</label> <input type="text" inputmode="decimal" autocomplete="off" id="\(attribute: id)-guess" class="predict-guess" aria-describedby="\(attribute: id)-question"> <button type="submit" class="predict-show">\(strings[.predictShow])</button></p>
            <p class="predict-feedback" role="status" aria-live="polite"></p>
            </form>
            \(figure.render())</div>

            """
    }

    /// The block's data file: the value at the asked moment (to two decimals, with a decimal
    /// point for the script's arithmetic and as the page writes it) and the table.
    func script() -> String {
        var full = figure
        full.withholdsTable = false
        let value = try? TraceLookup.value(in: trace, property: prediction.property, time: prediction.time)
        let number = value.map { NumberText.trimmed($0, decimals: 2) } ?? ""
        let text = value.map { strings.number($0, decimals: 2) } ?? ""
        return "motionbookPrediction(\(JSONText.string("predict-\(snippet.id)")), {\"value\": \(JSONText.string(number)), \"text\": \(JSONText.string(text)), "
            + "\"table\": \(JSONText.string(full.tableHTML().markup))});\n"
    }
}
