import Foundation
import Testing

/// Golden-file testing: compares `text` with `<folder>/__Snapshots__/<suite>/<name>.<ext>` (the
/// test target's folder). A missing snapshot, or any snapshot when `MOTIONBOOK_RECORD=1`, is
/// written and the test fails so that a recording is never mistaken for a pass. A mismatch fails
/// with a line diff.
public func assertSnapshot(
    _ text: String, in folder: URL, suite: String, name: String, fileExtension: String = "txt",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = folder.appendingPathComponent("__Snapshots__/\(suite)/\(name).\(fileExtension)")
    let recording = ProcessInfo.processInfo.environment["MOTIONBOOK_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded snapshot \(url.path); re-run the tests to compare against it", sourceLocation: sourceLocation)
        return
    }
    if expected != text {
        Issue.record("snapshot \(suite)/\(name) differs:\n\(lineDiff(expected: expected, actual: text))", sourceLocation: sourceLocation)
    }
}

/// The lines that differ, `-` expected and `+` actual, with their line numbers.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : nil
        let b = index < new.count ? new[index] : nil
        if a != b {
            if let a { out.append("\(index + 1) - \(a)") }
            if let b { out.append("\(index + 1) + \(b)") }
        }
        if out.count > 40 { out.append("…"); break }
    }
    return out.joined(separator: "\n")
}
