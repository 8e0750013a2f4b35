import SwiftLexer

/// Highlighted Swift as HTML: each classified run becomes `<span class="hl-CLASS">`, escaped;
/// plain runs are escaped text. Tokenizer (the shared `SwiftLexer`) → grammar → this output,
/// three separate steps.
public enum SwiftHighlighter {
    public static func html(_ source: String) -> String {
        SwiftGrammar.classify(SwiftTokenizer.tokenize(source)).map { run in
            let text = HTMLEscaping.text(run.text)
            guard let highlight = run.highlight else { return text }
            return "<span class=\"hl-\(highlight.rawValue)\">\(text)</span>"
        }.joined()
    }
}
