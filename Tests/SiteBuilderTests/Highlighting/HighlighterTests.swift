import Lessons
import SiteBuilder
import SwiftLexer
import Testing

/// The highlighter's parts after the shared lexer (`SwiftLexer`'s `SwiftTokenizer`): classes and HTML.
@Suite struct HighlighterTests {
    /// The classified runs of `source`, without plain runs, as `class:text`.
    func classes(_ source: String) -> [String] {
        SwiftGrammar.classify(SwiftTokenizer.tokenize(source)).compactMap { run in
            run.highlight.map { "\($0.rawValue):\(run.text)" }
        }
    }

    @Test func keywordsTypesAndMembers() {
        #expect(classes("struct Dot: View { var body: some View { Circle() } }") == [
            "keyword:struct", "type:Dot", "type:View", "keyword:var", "keyword:some", "type:View", "type:Circle",
        ])
        // A member after a dot is never a keyword: `.default`, `.easeIn`.
        #expect(classes("withAnimation(.default) { self.x = nil }") == ["keyword:self", "keyword:nil"])
        #expect(classes("let `default` = 1") == ["keyword:let", "number:1"])
    }

    @Test func literalsAndInterpolation() {
        #expect(classes(#"let a = "x \(n + 1) y""#) == [
            "keyword:let", #"string:"x "#, #"interpolation:\("#, "number:1", "interpolation:)", #"string: y""#,
        ])
        #expect(classes(##"#"raw \#(v)"#"##) == [#"string:#"raw "#, ##"interpolation:\#("##, "interpolation:)", ##"string:"#"##])
        #expect(classes("0.25 1_000 0xFF 1e-3") == ["number:0.25", "number:1_000", "number:0xFF", "number:1e-3"])
        #expect(classes("\"\"\"\nline \"quoted\"\n\"\"\"") == ["string:\"\"\"\nline \"quoted\"\n\"\"\""])
    }

    @Test func commentsAttributesKeyPathsDirectives() {
        #expect(classes("// line\n/// doc\n/* block */\n/** doc block */") == [
            "comment:// line", "doc:/// doc", "comment:/* block */", "doc:/** doc block */",
        ])
        #expect(classes("@State @Namespace var ns") == ["attribute:@State", "attribute:@Namespace", "keyword:var"])
        #expect(classes(#"\.scale \Model.offset.x"#) == [#"keypath:\.scale"#, #"keypath:\Model.offset.x"#])
        #expect(classes("if #available(iOS 17, *) {}") == ["keyword:if", "directive:#available", "number:17"])
    }

    @Test func htmlIsEscapedAndSpanned() {
        #expect(SwiftHighlighter.html(#"let s = "<b>" // </pre>"#)
            == #"<span class="hl-keyword">let</span> s = <span class="hl-string">&quot;&lt;b&gt;&quot;</span> <span class="hl-comment">// &lt;/pre&gt;</span>"#)
    }
}
