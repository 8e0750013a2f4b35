import SwiftLexer
import Testing

/// The one Swift lexer, shared by the site's highlighter and the snippet runner's scans.
@Suite struct SwiftTokenizerTests {
    @Test func tokensGiveBackTheSourceExactly() {
        let source = ##"""
            @State private var x = 0x1F + 1_000.5e-3 // note
            /* a /* nested */ comment */ let s = "a\(b + "c\(d)")e" + #"raw \#(y) "q""#
            let t = """
                multi \(line)
                """
            #if DEBUG
            let k = \.scale; let `default` = $0
            """##
        #expect(SwiftTokenizer.tokenize(source).map(\.text).joined() == source)
        for broken in ["\"unterminated", "/* open", "\"a\\(b", "#\"x", "\\", "`tick"] {
            #expect(SwiftTokenizer.tokenize(broken).map(\.text).joined() == broken, "\(broken)")
        }
    }

    @Test func stringDelimitersAreTheirOwnTokens() {
        let tokens = SwiftTokenizer.tokenize(##"#"a \#(b) c"# + """##).map { "\($0.kind):\($0.text)" }
        #expect(tokens == [
            "stringDelimiter:#\"", "stringText:a ", "interpolationStart:\\#(", "identifier:b", "interpolationEnd:)",
            "stringText: c", "stringDelimiter:\"#", "whitespace: ", "punctuation:+", "whitespace: ", "stringDelimiter:\"",
            "stringDelimiter:\"",
        ])
        // An unterminated single-line literal has no closing delimiter and ends at its line.
        #expect(SwiftTokenizer.tokenize("\"ab\\\"\nx").map(\.kind) == [.stringDelimiter, .stringText, .whitespace, .identifier])
    }
}
