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

/// The lines that differ, as hunks of a unified diff: `@@ -FROM,COUNT +FROM,COUNT @@`, then
/// `-` for a line only in `expected`, `+` for a line only in `actual` and a space for
/// ``contextLines`` unchanged lines around each change. The lines are matched by a shortest
/// edit script (``LineDiff``), so a line inserted or removed is one change, not every line
/// after it. Long diffs stop after ``maximumLines`` lines with `…`.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    return LineDiff.hunks(LineDiff.edits(from: old, to: new), old: old, new: new)
}

/// A line diff: the shortest edit script between two lists of lines (Myers' O(ND) greedy
/// search of the edit graph) and its unified-diff text.
public enum LineDiff {
    /// Unchanged lines shown around a change.
    public static let contextLines = 2
    /// Lines of diff text at most.
    public static let maximumLines = 80

    /// One step from the old lines to the new: a line kept, removed or added, with its index
    /// in the old or the new lines.
    public enum Edit: Equatable, Sendable {
        case keep(old: Int, new: Int)
        case remove(old: Int)
        case insert(new: Int)
    }

    /// The fewest removals and insertions that turn `old` into `new`, with the kept lines
    /// between them, in order.
    public static func edits<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        let n = old.count, m = new.count
        let offset = n + m + 1
        // furthest[k + offset]: the furthest x reached on diagonal k (x - y = k).
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var history: [[Int]] = []
        search: for d in 0...(n + m) {
            history.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && furthest[k - 1 + offset] < furthest[k + 1 + offset])
                    ? furthest[k + 1 + offset] : furthest[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[k + offset] = x
                if x >= n, y >= m { break search }
            }
        }
        // Back from the end through the rounds, each a snake after one removal or insertion.
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: history.count - 1, through: 0, by: -1) {
            let before = history[d]
            let k = x - y
            let previousK = k == -d || (k != d && before[k - 1 + offset] < before[k + 1 + offset]) ? k + 1 : k - 1
            let previousX = before[previousK + offset], previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                script.append(.keep(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { script.append(.insert(new: y - 1)) } else { script.append(.remove(old: x - 1)) }
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }

    /// The edit script as unified-diff hunks (see ``lineDiff(expected:actual:)``).
    public static func hunks<Line: StringProtocol>(_ script: [Edit], old: [Line], new: [Line]) -> String {
        let changes = script.indices.filter { if case .keep = script[$0] { false } else { true } }
        guard !changes.isEmpty else { return "" }
        // Runs of the script that hold changes less than two contexts apart, with their context.
        var ranges: [ClosedRange<Int>] = []
        for index in changes {
            let low = max(0, index - contextLines), high = min(script.count - 1, index + contextLines)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...high
            } else {
                ranges.append(low...high)
            }
        }
        var out: [String] = []
        for range in ranges {
            // A hunk starts at the old and new line where its first step is.
            var oldStart = 0, newStart = 0
            for edit in script[..<range.lowerBound] {
                switch edit {
                case .keep: oldStart += 1; newStart += 1
                case .remove: oldStart += 1
                case .insert: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, lines: [String] = []
            for edit in script[range] {
                switch edit {
                case .keep(let o, _): lines.append("  \(old[o])"); oldCount += 1; newCount += 1
                case .remove(let o): lines.append("- \(old[o])"); oldCount += 1
                case .insert(let n): lines.append("+ \(new[n])"); newCount += 1
                }
            }
            out.append("@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@")
            out += lines
            if out.count > maximumLines {
                out = Array(out.prefix(maximumLines)) + ["…"]
                break
            }
        }
        return out.joined(separator: "\n")
    }
}
