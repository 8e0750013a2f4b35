import Foundation

/// One example of a spec file in cmark's format: a line of 32 backticks and ` example` (plus
/// extension names), the Markdown, a line holding `.`, the HTML, and a line of 32 backticks.
/// `→` stands for a tab.
struct SpecExample {
    /// `spec` or `extensions`.
    var file: String
    /// 1-based within its file.
    var number: Int
    /// The words after `example` (`table`, `disabled` …).
    var tags: [String]
    var markdown: String
    var html: String
    var line: Int

    var name: String { "\(file)#\(number)" }

    static func load(_ url: URL, file: String) throws -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var examples: [SpecExample] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(fence + " example") else { index += 1; continue }
            let tags = line.dropFirst(fence.count + " example".count).split(separator: " ").map(String.init)
            let start = index + 1
            var separator = start
            while separator < lines.count, lines[separator] != "." { separator += 1 }
            var end = separator + 1
            while end < lines.count, lines[end] != fence { end += 1 }
            func text(_ range: Range<Int>) -> String {
                lines[range].map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
            }
            examples.append(SpecExample(
                file: file, number: examples.count + 1, tags: tags, markdown: text(start..<separator),
                html: text((separator + 1)..<end), line: start))
            index = end + 1
        }
        return examples
    }
}
