/// The `<pre><code>` of a code block: `class="language-X"` from the info string's first word
/// (as the GFM spec shows it), the text highlighted when X is `swift`, escaped otherwise.
public enum CodeBlockHTML {
    public static func pre(code: String, info: String) -> HTML {
        let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        let classAttribute: HTML = language.isEmpty ? .empty : " class=\"language-\(attribute: language)\""
        let body = language == "swift" ? SwiftHighlighter.html(code) : HTML(text: code)
        return "<pre><code\(classAttribute)>\(body)</code></pre>\n"
    }
}
