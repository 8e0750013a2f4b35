// site-bench: the site builder's text hot paths, the byte fast paths against their scalar
// definitions, side by side in one run. For every Markdown file of a course it escapes the text
// (HTML text, attribute, whole files and line by line) and cuts it into search terms, each
// side timed over the whole course; the median of the runs counts.
// Run with `swift run -c release site-bench [PATH...] [--repeat N]` (PATH defaults to content,
// N to 11). `site-bench --traces FOLDER [--repeat N]` times reading cached traces instead
// (TraceDecoding.swift).
import Foundation
import SiteBuilder

var arguments = Array(CommandLine.arguments.dropFirst())
/// Timed runs per case and side (`--repeat N`, default 11); the median counts.
var repeats = 11
if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
    repeats = count
    arguments.removeSubrange(index...index + 1)
}
if let index = arguments.firstIndex(of: "--traces") {
    guard index + 1 < arguments.count else { TraceDecoding.fail("--traces needs a folder") }
    TraceDecoding.run(folder: arguments[index + 1], repeats: repeats)
    exit(0)
}
let paths = arguments.isEmpty ? ["content"] : arguments

/// The text of every `.md` file under the paths, in a stable order.
func markdownFiles(_ paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
        for case let name as String in enumerator where name.hasSuffix(".md") { files.append("\(path)/\(name)") }
    }
    return files.sorted().compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
}

let files = markdownFiles(paths)
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("site-bench: no Markdown files under \(paths.joined(separator: " "))\n".utf8))
    exit(1)
}
let lines = files.flatMap { $0.split(separator: "\n").map(String.init) }

/// Milliseconds of one pass of `body` over `inputs`, the median of `repeats` runs; the sum of
/// the result sizes is kept so that no pass can be optimised away.
var sink = 0
@MainActor func median(_ inputs: [String], _ body: (String) -> Int) -> Double {
    var times: [Double] = []
    for _ in 0..<repeats {
        let start = ContinuousClock.now
        for input in inputs { sink &+= body(input) }
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

let cases: [(name: String, inputs: [String], old: (String) -> Int, new: (String) -> Int)] = [
    ("escape text, files", files, { ScalarHTMLEscaping.text($0).utf8.count }, { HTML(text: $0).markup.utf8.count }),
    ("escape text, lines", lines, { ScalarHTMLEscaping.text($0).utf8.count }, { HTML(text: $0).markup.utf8.count }),
    ("escape attribute, lines", lines, { ScalarHTMLEscaping.attribute($0).utf8.count }, { ("\(attribute: $0)" as HTML).markup.utf8.count }),
    ("search terms, files", files, { SearchTokenizer.unicodeTerms($0).count }, { SearchTokenizer.terms($0).count }),
    ("search terms, lines", lines, { SearchTokenizer.unicodeTerms($0).count }, { SearchTokenizer.terms($0).count }),
]

let bytes = files.reduce(0) { $0 + $1.utf8.count }
print("site-bench: \(files.count) Markdown files, \(lines.count) lines, \(bytes) bytes; median of \(repeats) runs")
print("case                       scalar ms    bytes ms   speed-up")
for item in cases {
    let old = median(item.inputs, item.old), new = median(item.inputs, item.new)
    let name = item.name.padding(toLength: 24, withPad: " ", startingAt: 0)
    print(name + String(format: "%11.2f %11.2f %9.1fx", old, new, old / new))
}
if sink == 42 { print("") }
