import Lessons
import TraceFormat

/// Snippets, exercises, hints and solutions in the page.
///
/// A `swift run` snippet is `<div class="snippet-block" id="snippet-ID" data-snippet="ID">`
/// holding `<figure class="snippet">` with the visible code; its trace (a
/// `<figure class="trace">`) is appended inside the same `div`, after the code figure. An
/// exercise is `<section class="exercise">` with the starter code (in the same kind of block,
/// so its traces go there too: ``ExerciseTraces``, the first difference and the starter's and
/// the target's figures) and the command to work on it locally. Hints and the solution are
/// disclosures where the lesson places them, hints numbered per exercise.
struct SnippetHTML {
    var strings: Localizer
    /// The trace shown after a snippet with this id: its own, or an exercise's solution's.
    var trace: (String) -> Trace? = { _ in nil }
    /// The trace of the starter of the exercise with this id.
    var starterTrace: (String) -> Trace? = { _ in nil }
    /// The address, from the page, of the data file of a snippet's parameter explorer; nil
    /// for a snippet without one (no `param=`, or a grid point without a trace).
    var explorerSource: (Snippet) -> String? = { _ in nil }
    /// The address, from the page, of the data file of a predict-first snippet (``PredictHTML``).
    var predictionSource: (Snippet) -> String = { _ in "" }
    /// The anchor of the heading that names the exercise with this id (the lesson's heading
    /// before it, when no other exercise comes under it); nil: the exercise has none.
    var exerciseHeading: (String) -> String? = { _ in nil }

    func snippet(_ snippet: Snippet) -> HTML {
        switch snippet.role {
        case .run:
            let figure = trace(snippet.id).map { trace in
                snippet.prediction.map {
                    PredictHTML(snippet: snippet, prediction: $0, trace: trace, strings: strings).render(source: predictionSource(snippet))
                }
                    ?? TraceFigure(trace: trace, snippetID: snippet.id, every: snippet.every, show: snippet.show, strings: strings).render()
            }
            if let source = explorerSource(snippet) {
                let controls = ExplorerHTML(snippet: snippet, source: source, strings: strings).render()
                return block(snippet, caption: strings[.snippetLabel], code: ExplorerCode.pre(snippet), traces: controls + (figure ?? .empty))
            }
            return block(snippet, caption: strings[.snippetLabel], traces: figure)
        case .exercise:
            let id = snippet.id
            let traces = ExerciseTraces(exercise: snippet, target: trace(snippet.id), starter: starterTrace(snippet.id), strings: strings).render()
            // A region's name must be unique on the page: an exercise is named by its heading,
            // else by the word and its id.
            let name: HTML = exerciseHeading(id).map { "aria-labelledby=\"\(attribute: $0)\"" }
                ?? "aria-label=\"\(attribute: strings[.exerciseLabel]) \(attribute: id)\""
            return """
                <section class="exercise" id="exercise-\(attribute: id)" data-exercise="\(attribute: id)" \(name)>
                \(block(snippet, caption: strings[.exerciseStarter], traces: traces))<p class="exercise-command">\(strings[.exerciseCommand])</p>
                <pre class="command"><code>motionbook exercise start \(snippet.id)</code></pre>
                </section>

                """
        case .solution:
            return """
                <details class="solution" data-exercise="\(attribute: snippet.id)"><summary>\(strings[.exerciseSolution])</summary>
                \(CodeBlockHTML.pre(code: snippet.visibleSource, info: "swift"))</details>

                """
        }
    }

    func hint(_ hint: Hint, number: Int, markdown: MarkdownRenderer) -> HTML {
        """
        <details class="hint" data-exercise="\(attribute: hint.exerciseID)"><summary>\(strings.format(.exerciseHint, number))</summary>
        \(markdown.render(hint.content))</details>

        """
    }

    /// A predict-first snippet's `reveal for=…` prose where the lesson puts it: shown as it stands
    /// (without JavaScript, as the figure is); the page script hides it until the learner has
    /// guessed, then shows it with the figure (`data-predict` names the block's `div.predict`).
    func reveal(_ reveal: PredictReveal, markdown: MarkdownRenderer) -> HTML {
        """
        <div class="predict-reveal" data-predict="predict-\(attribute: reveal.snippetID)">
        \(markdown.render(reveal.content))</div>

        """
    }

    /// The snippet's code (highlighted, unless given) and, after it, `figure` (the markup of its traces).
    private func block(_ snippet: Snippet, caption: String, code: HTML? = nil, traces figure: HTML?) -> HTML {
        let id = snippet.id
        return """
            <div class="snippet-block" id="snippet-\(attribute: id)" data-snippet="\(attribute: id)">
            <figure class="snippet"><figcaption>\(caption) <code>\(id)</code></figcaption>
            \(code ?? CodeBlockHTML.pre(code: snippet.visibleSource, info: "swift"))</figure>
            \(figure)</div>

            """
    }
}
