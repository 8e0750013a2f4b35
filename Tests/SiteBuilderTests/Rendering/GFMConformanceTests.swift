import Foundation
import Lessons
import SiteBuilder
import Testing

/// Plain Markdown renders as the GitHub Flavored Markdown spec says: every example of the spec
/// and of the extension examples (Fixtures/conformance, CC BY-SA 4.0) goes through Lessons'
/// cmark-gfm parse and ``MarkdownRenderer``, and both sides are compared after ``normalised``.
/// Examples whose Markdown contains raw HTML are left out: lessons cannot contain raw HTML
/// (`check` rejects it, the renderer never emits it).
@Suite struct GFMConformanceTests {
    /// Examples that disagree on purpose, each with the reason. Every other example must agree,
    /// and every example listed here must still disagree (so the list never goes stale).
    static let deliberateDifferences: [String: String] = {
        var list: [String: String] = [:]
        // Links are allowed only to http, https, mailto and relative URLs (LinkPolicy); these
        // autolinks use other schemes (irc, a+b+c, made-up-scheme, localhost, ftp, xmpp) and are
        // rendered as their text.
        for name in ["spec#604", "spec#606", "spec#607", "spec#609", "spec#628", "extensions#19"] {
            list[name] = "scheme outside the allow-list"
        }
        // Core CommonMark examples that the spec runs without the autolink extension; lessons are
        // parsed with it (bare URLs and e-mail addresses become links), so these gain a link.
        for name in ["spec#610", "spec#614", "spec#616", "spec#619", "spec#620"] {
            list[name] = "the autolink extension is on for lessons"
        }
        // The spec shows these as HTML comments passed through; Debian's cmark-gfm
        // 0.29.0.gfm.6 parses them as text, which the page escapes. (A lesson's raw HTML is an
        // error in any case.)
        for name in ["spec#644", "spec#645"] {
            list[name] = "cmark-gfm reads it as text, not as an HTML comment"
        }
        // Footnotes are not enabled in the lesson parser (the lesson format has no footnotes).
        for name in ["extensions#23", "extensions#24"] {
            list[name] = "footnotes are not part of the lesson format"
        }
        return list
    }()

    @Test func examplesAgreeWithTheSpec() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("conformance")
        let examples = try SpecExample.load(folder.appendingPathComponent("gfm-spec.txt"), file: "spec")
            + SpecExample.load(folder.appendingPathComponent("gfm-extensions.txt"), file: "extensions")
        #expect(examples.count == 672 + 30)
        var agreeing = 0, excluded = 0, deliberate = 0
        for example in examples {
            let blocks = MarkdownParser.parse(example.markdown)
            if blocks.containsRawHTML {
                excluded += 1
                continue
            }
            let actual = Self.normalised(MarkdownRenderer().render(blocks).markup)
            let expected = Self.normalised(example.html)
            // `<IGNORE>` marks examples that only must not crash the parser.
            let agrees = actual == expected || expected == "<IGNORE>"
            if let reason = Self.deliberateDifferences[example.name] {
                deliberate += 1
                #expect(!agrees, "\(example.name) is listed as a deliberate difference (\(reason)) but agrees")
            } else if agrees {
                agreeing += 1
            } else {
                Issue.record("""
                    \(example.name) (line \(example.line)) disagrees
                    markdown: \(example.markdown.debugDescription)
                    expected: \(expected.debugDescription)
                    actual:   \(actual.debugDescription)
                    """)
            }
        }
        let compared = examples.count - excluded
        print("GFM conformance: \(agreeing) of \(compared) examples agree, \(deliberate) deliberate differences, \(excluded) raw-HTML examples excluded")
    }

    /// Both sides normalised as `conformance/README.md` says, plus what the site adds on purpose:
    /// whitespace between tags removed; the `id` of headings and their anchor link removed;
    /// `style="text-align: X"` read as the obsolete `align="X"` it replaces; void elements written
    /// without ` /`; attributes of a tag sorted (their order carries no meaning).
    static func normalised(_ html: String) -> String {
        var text = html
        text = text.replacingOccurrences(of: #"<a class="anchor" href="[^"]*" aria-label="[^"]*">#</a>"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<(h[1-6]) id="[^"]*">"#, with: "<$1>", options: .regularExpression)
        text = text.replacingOccurrences(of: #" style="text-align: (left|center|right)""#, with: #" align="$1""#, options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s*/>"#, with: ">", options: .regularExpression)
        text = text.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
        text = sortingAttributes(text)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `<input type="checkbox" disabled="">` → `<input disabled="" type="checkbox">`.
    private static func sortingAttributes(_ html: String) -> String {
        let tag = try! NSRegularExpression(pattern: #"<([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")+)>"#)
        let attribute = try! NSRegularExpression(pattern: #"[a-z-]+="[^"]*""#)
        var result = html
        for match in tag.matches(in: html, range: NSRange(html.startIndex..., in: html)).reversed() {
            let whole = Range(match.range, in: html)!
            let name = html[Range(match.range(at: 1), in: html)!]
            let list = String(html[Range(match.range(at: 2), in: html)!])
            let attributes = attribute.matches(in: list, range: NSRange(list.startIndex..., in: list))
                .map { String(list[Range($0.range, in: list)!]) }.sorted()
            result.replaceSubrange(whole, with: "<\(name) \(attributes.joined(separator: " "))>")
        }
        return result
    }
}

extension Array where Element == MarkdownBlock {
    /// Whether any block or inline, however nested, is raw HTML.
    var containsRawHTML: Bool {
        flatMap(\.descendantsIncludingSelf).contains { block in
            if case .html = block { return true }
            let inlines: [MarkdownInline]
            switch block {
            case .list, .blockQuote: inlines = []
            default: inlines = block.inlines
            }
            return inlines.flatMap(\.descendantsIncludingSelf).contains { if case .html = $0 { true } else { false } }
        }
    }
}
