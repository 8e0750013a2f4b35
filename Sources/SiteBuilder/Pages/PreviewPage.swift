import TraceFormat

/// The page of `motionbook preview`: the controls (which preview, the duration, the device, the
/// colour scheme), the problems of the last attempt (a compile error at its file, line and
/// column), the script of taps, drags, scrolls and pinches with its `run` flags and fence keys,
/// and one figure per preview (``figure(trace:id:name:every:show:strings:)``, the figure of
/// `run --html`). The page is drawn empty; `site/preview.js` fills it from the server's state
/// and swaps in new figures in place (no reload: the scroll position and the controls stay).
/// As `run --html`'s page it carries the theme's stylesheet and script inline; its
/// Content-Security-Policy allows requests to the server it came from and nothing else.
public struct PreviewPage: Sendable {
    public var title: String
    public var theme: Theme
    public var strings: Localizer
    /// `site/preview.js`'s text.
    public var script: String

    public init(title: String, theme: Theme, strings: Localizer, script: String) {
        self.title = title
        self.theme = theme
        self.strings = strings
        self.script = script
    }

    public func render() -> String {
        let style = TraceDocument.inline(theme.assets["motionbook.css"], closing: "</style")
        let motionbook = TraceDocument.inline(theme.assets["motionbook.js"], closing: "</script")
        let preview = TraceDocument.inline(Array(script.utf8), closing: "</script")
        var devices: HTML = ""
        for device in TraceDevice.all { devices += "<option value=\"\(attribute: device.name)\">\(device.name)</option>" }
        var kinds: HTML = ""
        for kind in ["tap", "drag", "scroll", "pinch"] { kinds += "<option value=\"\(attribute: kind)\">\(kind)</option>" }
        let s = strings
        let head = TraceDocument.head(title: title, language: strings.language, style: style, bodyClass: "trace-document preview-page", connecting: true)
        let html: HTML = head + """
            <p class="preview-status" role="status">\(s[.previewLoading])</p>
            <form class="preview-controls" aria-label="\(attribute: s[.previewScenario])">
            <label>\(s[.previewPreview]) <select name="preview"><option value="">\(s[.previewAll])</option></select></label>
            <label>\(s[.previewDuration]) <input name="duration" type="text" inputmode="decimal" size="5" placeholder="\(attribute: s[.previewAuto])"></label>
            <label>\(s[.previewDevice]) <select name="device">\(devices)</select></label>
            <label>\(s[.previewColorScheme]) <select name="color-scheme"><option value="light">light</option><option value="dark">dark</option></select></label>
            </form>
            <div class="preview-error" role="alert" hidden>
            <h2>\(s[.previewError])</h2>
            <pre class="preview-error-text"></pre>
            </div>
            <section class="preview-script" aria-labelledby="preview-script-title">
            <h2 id="preview-script-title">\(s[.previewScript])</h2>
            <p class="preview-hint">\(s[.previewHint])</p>
            <ol class="preview-steps"></ol>
            <form class="preview-add" aria-label="\(attribute: s[.previewAddStep])">
            <label>\(s[.previewKind]) <select name="kind">\(kinds)</select></label>
            <label>\(s[.previewTarget]) <input name="target" type="text" size="16" required></label>
            <label>\(s[.previewTime]) <input name="time" type="text" inputmode="decimal" size="5" value="0"></label>
            <label>\(s[.previewValues]) <input name="values" type="text" size="14" placeholder="DX,DY,SECONDS"></label>
            <button type="submit">\(s[.previewAdd])</button>
            </form>
            <h3>\(s[.previewCommand])</h3>
            <pre class="preview-flags"><code></code></pre>
            <h3>\(s[.previewFence])</h3>
            <pre class="preview-fence"><code></code></pre>
            </section>
            <div class="preview-figures"></div>
            </main>
            \(PageChrome.scriptStrings(strings))\(Self.scriptStrings(strings))<script>
            \(motionbook)
            </script>
            <script>
            \(preview)
            </script>
            </body>
            </html>

            """
        return html.markup
    }

    /// The UI strings `site/preview.js` reads, as the JSON element `#preview-strings`.
    static let scriptKeys: [UIString] = [.previewRunning, .previewNoServer, .previewStatus, .previewRemove, .previewRemoveStep, .previewMenuHint, .previewNone]

    static func scriptStrings(_ strings: Localizer) -> HTML {
        let pairs = scriptKeys.map { "\(JSONText.string($0.rawValue)): \(JSONText.string(strings[$0]))" }
        return "<script type=\"application/json\" id=\"preview-strings\">{\(scriptData: pairs.joined(separator: ", "))}</script>\n"
    }

    /// One preview's figure: its name, a link to its trace document, and the figure of
    /// `run --html` (replay, film strip, charts, table, events), in a `section.snippet-block`
    /// with id `snippet-ID`.
    public static func figure(trace: Trace, id: String, name: String, every: Double, show: [String], strings: Localizer) -> String {
        var html: HTML = "<section class=\"snippet-block preview-figure\" id=\"snippet-\(attribute: id)\" data-figure=\"\(attribute: id)\">\n"
        html += "<h2>\(name) <a class=\"preview-trace-link\" href=\"/__motionbook/preview/trace?figure=\(attribute: id)\">\(strings[.previewTraceJSON])</a></h2>\n"
        html += TraceFigure(trace: trace, snippetID: id, every: every, show: show, role: .snippet, strings: strings).render()
        html += "</section>\n"
        return html.markup
    }
}
