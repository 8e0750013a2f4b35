import SceneRendering
import TraceFormat

/// The film strip under a replay (``FilmStrip``): the scene as static SVG at its first frame,
/// its events and its last frame, each panel captioned with its time and the kinds of event
/// there. Shown where the replay's script does not run (no JavaScript) and in print; the
/// stylesheet hides it once the replay is live.
struct FilmStripHTML {
    var trace: Trace
    /// Unique in the page: the prefix of the strip's SVG ids.
    var id: String
    var strings: Localizer

    func render() -> HTML {
        guard ReplayData.isReplayable(trace),
            let strip = FilmStrip(trace: trace, id: id, kindName: { strings[TraceEventsHTML.label(of: $0)] }, decimalMark: strings.decimalMark)
        else { return .empty }
        // The scene's SVG, which SceneRendering writes with its own escaping of names and text.
        let svg = HTML(trustedMarkup: strip.svg(label: strings[.replayFilmStrip]))
        return "<div class=\"film-strip\">\n\(svg)\n</div>\n"
    }
}
