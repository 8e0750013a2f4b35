import SwiftLexer

/// Highlighted Swift as HTML: each classified run becomes `<span class="hl-CLASS">`, escaped;
/// plain runs are escaped text. Tokenizer (the shared `SwiftLexer`) → grammar → this output,
/// three separate steps.
public enum SwiftHighlighter {
    public static func html(_ source: String) -> HTML {
        SwiftGrammar.classify(SwiftTokenizer.tokenize(source)).map { run -> HTML in
            guard let highlight = run.highlight else { return HTML(text: run.text) }
            return "<span class=\"hl-\(highlight.rawValue)\">\(run.text)</span>"
        }.joined()
    }
}
