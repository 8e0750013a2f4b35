import Diagnostics
import TraceFormat

/// A Swift program in a lesson: a `swift run` snippet, the starter of a `swift exercise`, or a
/// `swift solution`.
public struct Snippet: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case run, exercise, solution
    }

    public var role: Role
    /// The snippet's id; for a solution, the id of its exercise (`for=`).
    public var id: String
    /// The complete file as written, hidden regions included.
    public var source: String
    /// The 1-based lesson line of the first line of `source`.
    public var firstLine: Int
    /// The byte column at which the code's lines start in the lesson file (the fence indentation + 1).
    public var column: Int
    /// How the default scenario drives the snippet (fence keys `view`, `duration`, `fps`, `tap`,
    /// `drag`, `scroll`, `pinch`, `reduce-motion`, `color-scheme`, `device`, `size`).
    public var scenario: TraceScenario
    /// Seconds between rows of the printed table (`every=`); only how the trace is shown.
    public var every: Double = 0.1
    /// Properties to show (`show=`: `scaleEffect`, `offset.x` …); empty means every property
    /// that changed. Only how the trace is shown.
    public var show: [String] = []
    /// A predict-first question (`predict=`): the page shows the trace after the learner's guess.
    public var prediction: SnippetPrediction?
    /// The literals a reader may change on the page (`param=`, a `swift run` snippet only): at
    /// most two, each traced at every point of its grid.
    public var parameters: [SnippetParameter] = []
    /// For exercises: allowed absolute difference per traced value against the solution.
    public var tolerance: Double?
    /// The position of the opening fence.
    public var location: SourceLocation

    /// The lines a reader sees: `source` without the regions between `// snippet.hide` and
    /// `// snippet.show` and without those marker lines. A hide with no show hides to the end.
    public var visibleSource: String {
        Self.lines(of: source).filter { $0.role == .visible }.map(\.text).joined(separator: "\n")
    }

    /// What a line of a snippet is to the reader.
    public enum LineRole: Sendable {
        /// Shown on the page.
        case visible
        /// Compiled but not shown: between `// snippet.hide` and `// snippet.show`.
        case hidden
        /// A `// snippet.hide` or `// snippet.show` marker (spaces and tabs around it allowed).
        case marker
    }

    /// Every line of `source` with its role: the one reading of the hide markers, shared by the
    /// page and the snippet runner.
    public static func lines(of source: String) -> [(text: Substring, role: LineRole)] {
        var hidden = false
        return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            switch line.trimming(" \t") {
            case "// snippet.hide":
                hidden = true
                return (line, .marker)
            case "// snippet.show":
                hidden = false
                return (line, .marker)
            default:
                return (line, hidden ? .hidden : .visible)
            }
        }
    }
}

extension StringProtocol {
    /// Without the leading and trailing characters that are in `set` (a few characters: a
    /// linear search beats hashing each one).
    func trimming(_ set: String) -> Substring {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return Substring(slice)
    }
}
