import Diagnostics
import Testing
@testable import Lessons

/// Lessons written to break the parser: nesting thousands deep, rows of thousands of columns,
/// images that name no file, messages with line breaks. Each must parse (a crash here kills the
/// test process) and be reported at its line. Time is not measured here; the README's
/// "Markdown limits" numbers come from running `check` on the same shapes.
@Suite struct HostileLessonTests {
    static let frontMatter = "---\nid: a\ntitle: A\norder: 1\n---\n\n"

    /// The diagnostics of one lesson file with `body` after the front matter (body line 1 is
    /// file line 7).
    static func diagnostics(_ body: String) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let parser = LessonParser(path: "de/01-a.md", language: .german)
        #expect(parser.parse(Array((frontMatter + body).utf8), diagnostics: &collector) != nil)
        return collector.sorted
    }

    static func rules(_ body: String) -> [String] { diagnostics(body).map(\.rule.id) }

    @Test func aLineOfThousandsOfQuotesOrBulletsIsTooLong() {
        for marker in ["> ", "- ", "* ", "1. "] {
            let found = Self.diagnostics(String(repeating: marker, count: 6_000) + "x\n")
            #expect(found.map(\.rule) == [.lineTooLong], "\(marker)")
            #expect(found.first?.location == SourceLocation(line: 7, column: MarkdownLimits.maximumLineBytes + 1))
        }
    }

    @Test func aListNestedThousandsDeepByIndentationIsTooLargeToRead() {
        // 6,000 levels by indentation are 36 MB of spaces: reported, never parsed.
        let list = (0..<6_000).map { String(repeating: "  ", count: $0) + "- x" }.joined(separator: "\n")
        var collector = DiagnosticCollector()
        let lesson = LessonParser(path: "de/01-a.md", language: .german).parse(Array((Self.frontMatter + list).utf8), diagnostics: &collector)
        #expect(lesson == nil)
        #expect(collector.sorted.map(\.rule) == [.fileTooLarge])
        #expect(collector.sorted.first?.location == SourceLocation(line: 1, column: 1))
        // At the limit the file is read.
        let filler = String(repeating: "word ", count: 1_000) + "\n\n"
        var body = ""
        while Self.frontMatter.utf8.count + body.utf8.count + filler.utf8.count <= MarkdownLimits.maximumFileBytes { body += filler }
        #expect(Self.rules(body).isEmpty)
    }

    @Test func emphasisTensOfThousandsDeepOnOneLineIsTooLong() {
        for count in [40_000, 80_000] {
            let stars = String(repeating: "*", count: count)
            #expect(Self.rules(stars + "a" + stars + "\n") == ["markdown.line-too-long"])
        }
    }

    @Test func nestingOverTheCapAcrossLinesIsReportedOncePerBlock() {
        // 6,000 quote levels and 40,000 emphasis levels on short lines.
        let quotes = (1...6_000).map { String(repeating: ">", count: min($0, 40)) + " q" }.joined(separator: "\n")
        let found = Self.diagnostics(quotes + "\n")
        #expect(found.map(\.rule) == [.tooDeep])
        // Every node is a level: line 7 + k holds k + 1 quotes; 31 quotes, the paragraph and
        // its text are one level too many.
        #expect(found.first?.location.line == 7 + MarkdownLimits.maximumNesting - 2)
        let emphasis = Array(repeating: "*a", count: 40_000).joined(separator: "\n") + "\n"
            + Array(repeating: "a*", count: 40_000).joined(separator: "\n") + "\n"
        #expect(Self.rules(emphasis) == ["markdown.too-deep"])
        let links = String(repeating: "[", count: 1_500) + "x" + String(repeating: "](u)", count: 1_500) + "\n"
        #expect(Self.rules(links).allSatisfy { $0 == "markdown.too-deep" })
        let lists = (0..<40).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        #expect(Self.rules(lists + "\n\n" + quotes + "\n") == ["markdown.too-deep", "markdown.too-deep"])
    }

    @Test func nestingWithinTheCapIsKept() {
        // Quotes, the paragraph and its text: as many levels as allowed.
        let depth = MarkdownLimits.maximumNesting - 2
        let quotes = String(repeating: "> ", count: depth) + "inner\n"
        #expect(Self.rules(quotes).isEmpty)
        var collector = DiagnosticCollector()
        let lesson = LessonParser(path: "de/01-a.md", language: .german)
            .parse(Array((Self.frontMatter + quotes).utf8), diagnostics: &collector)
        #expect(lesson?.allBlocks.count == depth + 1)
        #expect(lesson?.allInlines == [.text("inner")])
    }

    @Test func wideTableRowsAreRefusedBeforeParsing() {
        let row = "|" + String(repeating: "a|", count: 50_000)
        #expect(Self.rules(row + "\n" + String(repeating: "-|", count: 50_000) + "\n")
            == ["markdown.line-too-long", "markdown.line-too-long"])
        // Short enough, but more than 100 cells: refused at the 101st '|'.
        let found = Self.diagnostics(String(repeating: "|", count: 5_000) + "\n")
        #expect(found.map(\.rule) == [.tableTooWide])
        #expect(found.first?.location == SourceLocation(line: 7, column: MarkdownLimits.maximumPipes + 1))
        #expect(Self.rules("| a | b |\n|---|---|\n| 1 | 2 |\n").isEmpty)
    }

    @Test func limitsHoldInHintsAndQuizzes() {
        let deep = String(repeating: "*a ", count: 40) + "b" + String(repeating: " a*", count: 40)
        let body = """
            ```swift exercise id=e
            struct E {}
            ```

            ```swift solution for=e
            struct E {}
            ```

            ```hint for=e
            \(deep)
            ```

            ```quiz id=q
            ? \(deep)
            - [x] ok
            - [ ] no
            ```

            """
        let found = Self.diagnostics(body)
        #expect(found.map(\.rule) == [.tooDeep, .tooDeep])
        #expect(found.map(\.location.line) == [16, 20])
    }

    @Test func treeQueriesKeepDocumentOrder() {
        let inline = MarkdownInline.strong([.text("a"), .emphasis([.text("b"), .code("c")]), .text("d")])
        #expect(inline.descendantsIncludingSelf == [
            inline, .text("a"), .emphasis([.text("b"), .code("c")]), .text("b"), .code("c"), .text("d"),
        ])
        let at = SourceLocation.start
        let inner = MarkdownBlock.paragraph([.text("p")], at: at)
        let quote = MarkdownBlock.blockQuote([inner, .thematicBreak(at: at)], at: at)
        let item = ListItem(isChecked: nil, blocks: [quote], location: at)
        let list = MarkdownBlock.list(MarkdownList(isOrdered: false, start: 1, isTight: true, items: [item, item], location: at))
        #expect(list.descendantsIncludingSelf == [list, quote, inner, .thematicBreak(at: at), quote, inner, .thematicBreak(at: at)])
    }

    @Test func diagnosticsPrintOnOneLine() {
        let diagnostic = Diagnostic(
            path: "de/a\nb.md", location: .start, message: "raw HTML '<a\nhref=x>' \u{1B}[2J\tend\u{2028}", rule: .rawHTML)
        let text = DiagnosticFormatter.text(diagnostic)
        #expect(text == #"de/a\nb.md:1:1: error: raw HTML '<a\nhref=x>' \u{1B}[2J\tend\u{2028} [markdown.raw-html]"#)
        #expect(!DiagnosticFormatter.text(diagnostic, colored: true).contains("\n"))
        let annotation = DiagnosticFormatter.githubAnnotation(diagnostic)
        #expect(!annotation.contains("\n") && !annotation.contains("%0A") && !annotation.contains("\u{1B}"))
        #expect(DiagnosticFormatter.oneLine("plain ü 动画") == "plain ü 动画")
        // A lesson's multi-line raw HTML is reported with its text, printed on one line.
        let found = Self.diagnostics("Text <span\nclass=x>here</span>.\n")
        #expect(found.count == 2)
        #expect(found.allSatisfy { !DiagnosticFormatter.text($0).contains("\n") })
    }
}
