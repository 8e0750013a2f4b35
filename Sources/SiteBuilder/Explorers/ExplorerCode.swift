import Lessons
import SwiftLexer

/// A snippet's visible code, highlighted as every snippet's is, with each marked literal in
/// `<span class="param-literal" data-param="NAME">` so the explorer's script can write the
/// chosen value into the code the reader sees (and copies).
enum ExplorerCode {
    static func pre(_ snippet: Snippet) -> HTML {
        let code = snippet.visibleSource
        // Each literal's range in the visible code, in Unicode scalars.
        let ranges = snippet.parameters.compactMap { parameter in
            visibleOffset(of: parameter, in: snippet.source).map { (parameter.name, $0..<($0 + parameter.length)) }
        }
        var body = HTML.empty
        var offset = 0
        for run in SwiftGrammar.classify(SwiftTokenizer.tokenize(code)) {
            let scalars = Array(run.text.unicodeScalars)
            // Split the run where a literal starts or ends.
            var cuts = [0, scalars.count]
            for (_, range) in ranges {
                for bound in [range.lowerBound, range.upperBound] where bound > offset && bound < offset + scalars.count {
                    cuts.append(bound - offset)
                }
            }
            cuts = Array(Set(cuts)).sorted()
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                let absolute = offset + start
                if let opening = ranges.first(where: { $0.1.lowerBound == absolute }) {
                    body += "<span class=\"param-literal\" data-param=\"\(attribute: opening.0)\">"
                }
                let text = String(String.UnicodeScalarView(scalars[start..<end]))
                if let highlight = run.highlight {
                    body += "<span class=\"hl-\(highlight.rawValue)\">\(text)</span>"
                } else {
                    body += HTML(text: text)
                }
                if ranges.contains(where: { $0.1.upperBound == offset + end }) { body += "</span>" }
            }
            offset += scalars.count
        }
        return "<pre><code class=\"language-swift\">\(body)</code></pre>\n"
    }

    /// Where a literal at `parameter.offset` of the complete source stands in the visible code
    /// (hidden regions and their markers left out), in scalars; nil on a line that is not shown.
    static func visibleOffset(of parameter: SnippetParameter, in source: String) -> Int? {
        var visibleOffset = 0
        var sourceOffset = 0
        for line in Snippet.lines(of: source) {
            let length = line.text.unicodeScalars.count
            if parameter.offset >= sourceOffset, parameter.offset < sourceOffset + length + 1 {
                return line.role == .visible ? visibleOffset + parameter.offset - sourceOffset : nil
            }
            if line.role == .visible { visibleOffset += length + 1 }
            sourceOffset += length + 1
        }
        return nil
    }
}
