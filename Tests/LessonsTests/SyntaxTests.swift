import Diagnostics
import Testing
@testable import Lessons
import TraceFormat

/// Unit tests of the small grammars: anchors, info strings, front matter values, quiz answers.
@Suite struct SyntaxTests {
    @Test func slugsKeepEveryScriptReadable() {
        #expect(Slugger.slug("Как работи анимацията?") == "как-работи-анимацията")
        #expect(Slugger.slug("动画如何工作") == "动画如何工作")
        #expect(Slugger.slug("Federn: `spring(duration:bounce:)` — Überblick") == "federn-springdurationbounce-überblick")
        #expect(Slugger.slug("  Spaces   and -- hyphens  ") == "spaces-and-hyphens")
        #expect(Slugger.slug("!!!") == "section")
        #expect(Slugger.slug("snake_case 2") == "snake_case-2")
    }

    @Test func anchorsAreUniqueWithinAPage() {
        var slugger = Slugger()
        #expect(slugger.anchor(for: "Listen") == "listen")
        #expect(slugger.anchor(for: "Listen") == "listen-1")
        #expect(slugger.anchor(for: "Listen 1") == "listen-1-1")
        #expect(slugger.anchor(for: "Listen") == "listen-2")
    }

    @Test func infoStringGrammar() {
        let info = FenceInfo(#"swift run id=pulse tap="Los geht's@0.5,*@1" title="a \"b\"" fps=30"#)
        #expect(info.language == "swift")
        #expect(info.role?.text == "run")
        #expect(info.role?.offset == 6)
        #expect(info["id"] == "pulse")
        #expect(info["tap"] == "Los geht's@0.5,*@1")
        #expect(info["title"] == #"a "b""#)
        #expect(info.attributes.map(\.keyOffset) == [10, 19, 44, 60])
        #expect(info.attributes[1].valueOffset == 23)
        #expect(FenceInfo(#"quiz id="open"#).unterminatedQuoteOffset == 8)
        #expect(FenceInfo("").language == "")
    }

    @Test func fenceValues() {
        #expect(FenceInterpreter.problem(key: "duration", value: "1.5") == nil)
        #expect(FenceInterpreter.problem(key: "duration", value: "") != nil)
        #expect(FenceInterpreter.problem(key: "duration", value: "1e3") != nil)
        #expect(FenceInterpreter.problem(key: "duration", value: "0") != nil)
        #expect(FenceInterpreter.problem(key: "tap", value: "*@0,Play@1.25") == nil)
        #expect(FenceInterpreter.problem(key: "tap", value: "Play") != nil)
        #expect(FenceInterpreter.problem(key: "tap", value: "@1") != nil)
        #expect(FenceInterpreter.problem(key: "show", value: "scaleEffect,offset.x") == nil)
        #expect(FenceInterpreter.problem(key: "show", value: "scale effect") != nil)
        #expect(FenceInterpreter.problem(key: "fps", value: "120") == nil)
        #expect(FenceInterpreter.problem(key: "fps", value: "241") != nil)
        #expect(FenceInterpreter.problem(key: "view", value: "PulsingDot") == nil)
        #expect(FenceInterpreter.problem(key: "view", value: "Pulsing-Dot") != nil)
        #expect(FenceInterpreter.problem(key: "id", value: "pulse-2") == nil)
        #expect(FenceInterpreter.problem(key: "reduce-motion", value: "true") == nil)
        #expect(FenceInterpreter.problem(key: "reduce-motion", value: "yes") != nil)
        #expect(FenceInterpreter.problem(key: "color-scheme", value: "dark") == nil)
        #expect(FenceInterpreter.problem(key: "color-scheme", value: "light") == nil)
        #expect(FenceInterpreter.problem(key: "color-scheme", value: "Dark") != nil)
        #expect(FenceInterpreter.problem(key: "device", value: "ipad-pro-11") == nil)
        #expect(FenceInterpreter.problem(key: "device", value: "iPad") != nil)
        #expect(FenceInterpreter.problem(key: "size", value: "390x300") == nil)
        for bad in ["390", "390x", "x300", "0x300", "390X300", "-1x2", "390x300x2", "20000x1", "390 x 300"] {
            #expect(FenceInterpreter.problem(key: "size", value: bad) != nil, "\(bad)")
        }
        // `scroll` has the grammar of `drag`: signed distances, a duration above 0.
        #expect(FenceInterpreter.problem(key: "scroll", value: "*@0.5:0,-300,0.4;List@1:40,0,0.2") == nil)
        for bad in ["*@0.5:0,300", "*@0.5:0,300,0", "@0.5:0,300,0.4", "*@soon:0,300,0.4", "*@0.5:0,300,0.4;", "*:0,300,0.4"] {
            #expect(FenceInterpreter.problem(key: "scroll", value: bad) != nil, "\(bad)")
        }
    }

    @Test func frontMatterValues() throws {
        #expect(try YAMLScalar.parse("plain text # comment").get() == .string("plain text"))
        #expect(try YAMLScalar.parse(#""quoted # not a comment""#).get() == .string("quoted # not a comment"))
        #expect(try YAMLScalar.parse("'it''s'").get() == .string("it's"))
        #expect(try YAMLScalar.parse("42").get() == .integer(42))
        #expect(try YAMLScalar.parse("true").get() == .boolean(true))
        #expect(try YAMLScalar.parse(#"[a, "b, c", 'd']"#).get() == .list(["a", "b, c", "d"]))
        #expect(throws: YAMLScalar.Problem.self) { try YAMLScalar.parse("[a, b").get() }
        #expect(throws: YAMLScalar.Problem.self) { try YAMLScalar.parse(#""open"#).get() }
        #expect(throws: YAMLScalar.Problem.self) { try YAMLScalar.parse("{a: 1}").get() }
        #expect(throws: YAMLScalar.Problem.self) { try YAMLScalar.parse("").get() }
    }

    @Test func numericAnswers() throws {
        let answer = try QuizParser.numeric(" 1.42 ± 0.02 @ pulse scaleEffect.x 0.3").get()
        #expect(answer.value == 1.42 && answer.tolerance == 0.02)
        #expect(answer.reference == .init(snippetID: "pulse", property: "scaleEffect.x", time: 0.3))
        #expect(answer.accepts(1.43) && !answer.accepts(1.45))
        #expect(try QuizParser.numeric("-3 +/- 1").get().value == -3)
        #expect(try QuizParser.numeric("100 +- 0.5").get().reference == nil)
        #expect(throws: QuizParser.Problem.self) { try QuizParser.numeric("1,42 ± 0.02").get() }
    }

    @Test func numericAnswersAboutAVariant() throws {
        let answer = try QuizParser.numeric(" 71.3 ± 0.5 @ spring-explorer offset.x 0.5 response=0.45 dampingFraction=-0.3").get()
        #expect(answer.reference?.parameters == ["response": 0.45, "dampingFraction": -0.3])
        #expect(answer.reference?.asksVariant == true)
        #expect(try QuizParser.numeric("1 ± 0 @ a opacity 0.5").get().reference?.asksVariant == false)
        #expect(throws: QuizParser.Problem.self) { try QuizParser.numeric("1 ± 0 @ a opacity 0.5 response").get() }
        #expect(throws: QuizParser.Problem.self) { try QuizParser.numeric("1 ± 0 @ a opacity 0.5 response=x").get() }
        #expect(throws: QuizParser.Problem.self) { try QuizParser.numeric("1 ± 0 @ a opacity 0.5 a=1 a=2").get() }
        // The asked variant keeps the literal of every parameter it does not name.
        let snippet = Snippet(
            role: .run, id: "a", source: "let response = 0.5\nlet bounce = 0.2\n", firstLine: 1, column: 1, scenario: TraceScenario(),
            tolerance: nil, location: .start)
        var withParameters = snippet
        withParameters.parameters = [
            SnippetParameter(name: "response", literal: "0.5", offset: 15, length: 3, line: 1, lower: 0.1, upper: 1, step: 0.1, decimals: 1),
            SnippetParameter(name: "bounce", literal: "0.2", offset: 32, length: 3, line: 2, lower: 0, upper: 0.4, step: 0.2, decimals: 1),
        ]
        let reference = NumericAnswer.TraceReference(snippetID: "a", property: "opacity", time: 0.5, parameters: ["response": 0.45])
        #expect(withParameters.variant(askedBy: reference) == SnippetVariant(["response": 0.45, "bounce": 0.2]))
        #expect(!withParameters.variants.contains(withParameters.variant(askedBy: reference)))
    }

    @Test func predictFirstKeys() {
        #expect(SnippetPrediction.parse("offset.x 0.5") == SnippetPrediction(property: "offset.x", time: 0.5))
        #expect(SnippetPrediction.parse("opacity  1") == SnippetPrediction(property: "opacity", time: 1))
        #expect(SnippetPrediction.parse("offset.x") == nil)
        #expect(SnippetPrediction.parse("offset.x -1") == nil)
        #expect(SnippetPrediction.parse("offset.x 0.5 1") == nil)
        #expect(FenceInterpreter.problem(key: "predict", value: "0.5 offset.x") != nil)
        #expect(FenceInterpreter.problem(key: "predict", value: "scaleEffect.y 0.25") == nil)
    }

    @Test func hiddenRegionsAreLeftOut() {
        let snippet = Snippet(
            role: .run, id: "a",
            source: "import SwiftUI\n// snippet.hide\nimport MotionTrace\n  // snippet.show\nstruct A {}\n// snippet.hide\nlet x = 1\n",
            firstLine: 1, column: 1, scenario: TraceScenario(), tolerance: nil, location: .start)
        #expect(snippet.visibleSource == "import SwiftUI\nstruct A {}")
    }

    @Test func utf8Validation() {
        #expect(UTF8Validation.firstInvalidByte(in: Array("Ёж 动画\n".utf8)) == nil)
        let bad = UTF8Validation.firstInvalidByte(in: [0x61, 0x0A, 0x62, 0xE2, 0x82])
        #expect(bad?.offset == 3 && bad?.location == SourceLocation(line: 2, column: 2))
        #expect(UTF8Validation.firstInvalidByte(in: [0xC0, 0x80])?.offset == 0)
        #expect(UTF8Validation.firstInvalidByte(in: [0xED, 0xA0, 0x80])?.offset == 0)
    }

    @Test func diagnosticOutputFormats() {
        let diagnostic = Diagnostic(
            path: "content/de/01-a.md", location: SourceLocation(line: 3, column: 7),
            message: "a \"quoted\",\nmessage", rule: .unknownKey)
        // Text and annotations are one line: the line break is written as the two characters \n.
        #expect(DiagnosticFormatter.text(diagnostic) == "content/de/01-a.md:3:7: error: a \"quoted\",\\nmessage [fence.unknown-key]")
        #expect(DiagnosticFormatter.githubAnnotation(diagnostic)
            == "::error file=content/de/01-a.md,line=3,col=7,title=fence.unknown-key::a \"quoted\",\\nmessage")
        #expect(DiagnosticFormatter.json([diagnostic]) == """
            [
              {"path": "content/de/01-a.md", "line": 3, "column": 7, "severity": "error", "rule": "fence.unknown-key", "message": "a \\"quoted\\",\\nmessage"}
            ]

            """)
        #expect(DiagnosticFormatter.text(diagnostic, colored: true).contains("\u{1B}[1;31merror:"))
    }
}
