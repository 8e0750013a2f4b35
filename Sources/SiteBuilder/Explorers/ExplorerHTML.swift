import Lessons
import TraceFormat

/// The controls of a parameter explorer, in the snippet's block between its code and its
/// trace (docs/AUTHORING.md, "Parameter explorers"): per parameter a slider over the grid's
/// points and a number field beside it, and a button back to the code's own values. The block
/// is `hidden` until `site/explorer.js` loads the explorer's data file (``ExplorerData``,
/// `data-explorer-src`, relative to the page), so without JavaScript nothing inert shows. The
/// slider is a native range input over the grid's indices, so arrows, Page Up/Down, Home and End
/// move it; the script sets its `aria-valuetext` to the parameter and its value ("bounce 0.3").
struct ExplorerHTML {
    var snippet: Snippet
    /// The data file's address from the page.
    var source: String
    var strings: Localizer

    func render() -> HTML {
        let id = "explorer-\(snippet.id)"
        var html: HTML = "<div class=\"explorer\" id=\"\(attribute: id)\" data-explorer-src=\"\(attribute: source)\" data-snippet=\"\(attribute: snippet.id)\" role=\"group\" aria-labelledby=\"\(attribute: id)-title\" hidden>\n"
        html += "<p class=\"explorer-title\" id=\"\(attribute: id)-title\">\(strings[.explorerTitle])</p>\n"
        for parameter in snippet.parameters {
            let values = parameter.values
            let labels = values.map { Self.label($0, of: parameter) }
            let index = values.firstIndex { $0 == parameter.defaultValue } ?? 0
            let field = "\(id)-\(parameter.name)"
            html += "<div class=\"explorer-parameter\" data-param=\"\(attribute: parameter.name)\" data-labels=\"\(attribute: labels.joined(separator: " "))\" data-default=\"\(index)\">\n"
            html += "<label for=\"\(attribute: field)\"><code>\(parameter.name)</code></label>\n"
            html += "<input type=\"range\" id=\"\(attribute: field)\" class=\"explorer-slider\" min=\"0\" max=\"\(values.count - 1)\" step=\"1\" value=\"\(index)\""
                + " aria-valuetext=\"\(attribute: "\(parameter.name) \(strings.decimal(labels[index]))")\">\n"
            html += "<input type=\"number\" class=\"explorer-number\" aria-label=\"\(attribute: parameter.name)\" min=\"\(attribute: labels.first ?? "")\""
                + " max=\"\(attribute: labels.last ?? "")\" step=\"\(attribute: NumberText.shortest(parameter.step))\" value=\"\(attribute: labels[index])\">\n"
            html += "</div>\n"
        }
        html += "<button type=\"button\" class=\"explorer-reset\">\(strings[.explorerReset])</button>\n"
        return html + "</div>\n"
    }

    /// A grid value as the code shows it: the literal as written for the default, otherwise
    /// the value with at most the grid's decimals (`0.5`, `2`, `-0.25`).
    static func label(_ value: Double, of parameter: SnippetParameter) -> String {
        value == parameter.defaultValue ? parameter.literal : NumberText.trimmed(value, decimals: parameter.decimals)
    }

    /// The data file of a snippet's explorer, from the site's root: `explorers/de/04-springs-bounce.js`
    /// for snippet `bounce` of `de/04-springs.md` (``SnippetTraces/key(of:)``).
    static func dataPath(lessonPath: String, snippetID: String) -> String {
        let stem = lessonPath.hasSuffix(".md") ? String(lessonPath.dropLast(3)) : lessonPath
        return "explorers/\(stem)-\(snippetID).js"
    }
}
