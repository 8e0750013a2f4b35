import Lessons
import TraceFormat

/// One self-contained page of traces, for `motionbook run … --html FILE`: each snippet's trace
/// figure as a lesson page shows it (scene replay, charts, table, events, film strip), with the
/// theme's stylesheet and script inline, so the file opens from anywhere with no network and no
/// other file. A Content-Security-Policy allows nothing but the inline style and script.
///
/// For `motionbook exercise check --html FILE` it holds an ``Attempt`` instead: the verdict the
/// terminal prints, the learner's trace (its replay with the solution's scene as a faint ghost
/// over the stage), and the solution's with the learner's values dashed over its charts, the
/// first difference marked on both figures' scrubbers, charts and tables.
public struct TraceDocument: Sendable {
    /// A learner's attempt at an exercise, checked against its solution.
    public struct Attempt: Sendable {
        /// The exercise (its id, `every`, `show`).
        public var exercise: Snippet
        public var solution: Trace
        /// Nil when the attempt gave no trace.
        public var attempt: Trace?
        /// The verdict as `exercise check` prints it.
        public var verdict: String
        public var passes: Bool
        /// Seconds of the first difference, when it is in a value.
        public var differenceTime: Double?

        public init(exercise: Snippet, solution: Trace, attempt: Trace?, verdict: String, passes: Bool, differenceTime: Double?) {
            self.exercise = exercise
            self.solution = solution
            self.attempt = attempt
            self.verdict = verdict
            self.passes = passes
            self.differenceTime = differenceTime
        }
    }

    /// One snippet's trace and the fence keys its figure uses.
    public struct Item: Sendable {
        public var id: String
        public var trace: Trace
        public var every: Double
        public var show: [String]

        public init(id: String, trace: Trace, every: Double, show: [String]) {
            self.id = id
            self.trace = trace
            self.every = every
            self.show = show
        }
    }

    public var title: String
    public var items: [Item]
    public var theme: Theme
    public var strings: Localizer

    public var attempt: Attempt?

    public init(title: String, items: [Item], theme: Theme, strings: Localizer, attempt: Attempt? = nil) {
        self.title = title
        self.items = items
        self.theme = theme
        self.strings = strings
        self.attempt = attempt
    }

    public func render() -> String {
        let style = Self.inline(theme.assets["motionbook.css"], closing: "</style")
        let script = Self.inline(theme.assets["motionbook.js"], closing: "</script")
        var html = Self.head(title: title, language: strings.language, style: style, bodyClass: "trace-document")
        for item in items {
            html += "<section class=\"snippet-block\" id=\"snippet-\(attribute: item.id)\">\n"
            html += "<h2><code>\(item.id)</code></h2>\n"
            html += TraceFigure(trace: item.trace, snippetID: item.id, every: item.every, show: item.show, role: .snippet, strings: strings).render()
            html += "</section>\n"
        }
        if let attempt { html += attemptHTML(attempt) }
        html += "</main>\n\(PageChrome.scriptStrings(strings))<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return html.markup
    }

    /// The verdict, then the learner's figure and the solution's (the learner's values dashed
    /// over it), as an exercise's starter and target are shown on its lesson page.
    private func attemptHTML(_ attempt: Attempt) -> HTML {
        let exercise = attempt.exercise
        var html: HTML = "<section class=\"snippet-block exercise-attempt\" id=\"snippet-\(attribute: exercise.id)\">\n"
        html += "<p class=\"exercise-verdict\(attempt.passes ? " passes" : "")\" role=\"status\">\(attempt.verdict)</p>\n"
        let marked = attempt.passes ? nil : attempt.differenceTime
        if let trace = attempt.attempt {
            html += TraceFigure(
                trace: trace, snippetID: exercise.id, every: exercise.every, show: exercise.show, role: .attempt, markedTime: marked,
                ghost: attempt.solution, strings: strings
            ).render()
        }
        html += TraceFigure(
            trace: attempt.solution, snippetID: exercise.id, every: exercise.every, show: exercise.show, role: .target,
            overlay: attempt.attempt, overlayLabel: .traceAttemptSeries, markedTime: marked, strings: strings
        ).render()
        return html + "</section>\n"
    }

    /// The page up to its `<h1>` inside `<main>`: the stylesheet `style` inline, a
    /// Content-Security-Policy that allows the inline style and script and, with `connecting`,
    /// requests to the page's own origin (`preview`'s page asks its server).
    static func head(title: String, language: String, style: HTML, bodyClass: String, connecting: Bool = false) -> HTML {
        let policy: HTML = connecting
            ? "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; connect-src 'self'\">"
            : "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">"
        return """
            <!DOCTYPE html>
            <html lang="\(attribute: language)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            \(policy)
            <title>\(title)</title>
            <script>document.documentElement.classList.add("js");</script>
            <style>
            \(style)
            </style>
            </head>
            <body class="\(attribute: bodyClass)">
            <main id="main">
            <h1>\(title)</h1>

            """
    }

    /// A theme file's text for an inline element, with `closing` (the element's end tag, which
    /// our files never contain) broken so it cannot end the element early: the theme's own
    /// markup, taken as it is.
    static func inline(_ bytes: [UInt8]?, closing: String) -> HTML {
        let text = String(decoding: bytes ?? [], as: UTF8.self)
        return HTML(trustedMarkup: text.replacingOccurrences(of: closing, with: "<\\" + closing.dropFirst()))
    }
}
