import Foundation
import Lessons

/// Whether an exercise's last hint gives its solution away instead of pointing at it.
///
/// Definition (the figure "hints 3 that contain the solution's code" in `CourseDepthTests`): the
/// last `hint` block of an exercise gives the solution away when it holds a code span (`` `…` ``)
/// or a fenced code block one of whose lines, with runs of white space collapsed to one space,
///
/// - is a whole line of the solution that is not a line of the starter (both trimmed and
///   collapsed the same way) and more than a single name (a bare `content` on a line of a
///   modifier chain names a parameter; it writes no code), or
/// - is a call with written arguments (it holds `(` followed by anything but `)`, like
///   `.spring(duration: 0.4, bounce: 0.15)`) that occurs inside such a line.
///
/// A line that joins several lines of code (`withAnimation(.linear(duration: 0.4)) { likes += 1 }`)
/// is also tested piece by piece, cut at `{`, `}` and `;`.
///
/// A hint may therefore name an API with its labels (`.spring(duration:bounce:)`, which does not
/// occur in a solution that passes values), a variable, a modifier or a line's place, but not
/// write a changed line or a changed call of the solution.
enum HintGiveaway {
    /// The code the last hint of `exerciseID` in `lesson` shares with the solution's changed
    /// lines, empty when it only points.
    static func solutionCode(in lesson: Lesson, exerciseID: String, starter: String, solution: String) -> [String] {
        guard let hint = lesson.hints.last(where: { $0.exerciseID == exerciseID }) else { return [] }
        return solutionCode(inHint: hintText(hint, in: lesson), starter: starter, solution: solution)
    }

    /// The code fragments of the markdown `hint` that the definition above counts.
    static func solutionCode(inHint hint: String, starter: String, solution: String) -> [String] {
        let starterLines = Set(starter.split(separator: "\n").map(collapsed))
        let added = solution.split(separator: "\n").map(collapsed).filter { !$0.isEmpty && !starterLines.contains($0) }
        return codeFragments(in: hint).filter { fragment in
            (added.contains(fragment) && !isSingleName(fragment)) || (isCallWithArguments(fragment) && added.contains { $0.contains(fragment) })
        }
    }

    /// The hint block's raw lines, from the line after its opening fence to its closing fence.
    static func hintText(_ hint: Hint, in lesson: Lesson) -> String {
        let lines = lesson.source.split(separator: "\n", omittingEmptySubsequences: false)
        var body: [Substring] = []
        for line in lines.dropFirst(hint.location.line) {
            if line.hasPrefix("```") { break }
            body.append(line)
        }
        return body.joined(separator: "\n")
    }

    /// The lines of code spans and fenced code blocks in markdown `text`, collapsed.
    static func codeFragments(in text: String) -> [String] {
        var fragments: [String] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock {
                fragments.append(collapsed(line))
                continue
            }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 && index < parts.count - 1 {
                fragments.append(collapsed(part))
            }
        }
        let pieces = fragments.flatMap { $0.split(whereSeparator: { "{};".contains($0) }).map(collapsed) }
        return Array(Set(fragments + pieces).filter { !$0.isEmpty }).sorted()
    }

    /// `text` trimmed, with every run of white space made one space.
    static func collapsed(_ text: some StringProtocol) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `fragment` is one identifier and nothing else (`content`, `isCompact`).
    static func isSingleName(_ fragment: String) -> Bool {
        !fragment.isEmpty && fragment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `fragment` calls something with written arguments: a `(` followed by anything but `)`.
    static func isCallWithArguments(_ fragment: String) -> Bool {
        guard let open = fragment.firstIndex(of: "(") else { return false }
        let after = fragment[fragment.index(after: open)...]
        return after.first.map { $0 != ")" } ?? false
    }
}
