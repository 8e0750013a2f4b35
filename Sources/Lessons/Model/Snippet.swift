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
    /// How the default scenario drives the snippet (fence keys).
    public var scenario: Scenario
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

/// The default scenario of a snippet, from its fence keys (README.md, "Writing a lesson").
public struct Scenario: Hashable, Sendable {
    /// A tap on a target at a time: a button title, an SF Symbol name, or `*`.
    public struct Tap: Hashable, Sendable {
        public var target: String
        /// Virtual seconds after mounting.
        public var time: Double

        public init(target: String, time: Double) {
            self.target = target
            self.time = time
        }
    }

    /// A scripted drag (`drag=TARGET@T:dx,dy,duration`): touch down on the target at `time`,
    /// move by (dx, dy) points at a constant speed for `duration` seconds, lift.
    public struct Drag: Hashable, Sendable {
        public var target: String
        /// Virtual seconds after mounting.
        public var time: Double
        /// Points.
        public var dx: Double
        public var dy: Double
        /// Seconds from touch down to lift.
        public var duration: Double

        public init(target: String, time: Double, dx: Double, dy: Double, duration: Double) {
            self.target = target
            self.time = time
            self.dx = dx
            self.dy = dy
            self.duration = duration
        }
    }

    /// The `View` type to mount; nil means the last `struct X: View` in the snippet.
    public var view: String?
    /// Seconds of virtual time to trace; nil means until every animation settled (at most 10 s).
    public var duration: Double?
    /// Seconds between rows of the printed table.
    public var every: Double = 0.1
    public var taps: [Tap] = []
    public var drags: [Drag] = []
    /// Scripted scrolls (`scroll=TARGET@T:dx,dy,duration`): the same grammar and fields as a
    /// drag; the content of the target's nearest scroll view moves by (dx, dy) points.
    public var scrolls: [Drag] = []
    /// Properties to show (`scaleEffect`, `offset.x` …); empty means every property that changed.
    public var show: [String] = []
    /// Frames per second of the virtual display.
    public var fps: Int = 60
    /// Whether the harness runs with `accessibilityReduceMotion` on (`reduce-motion=true`).
    public var reduceMotion = false
    /// The root's size in points (`size=WIDTHxHEIGHT`); nil means the default device,
    /// 393 × 852 (an iPhone 15 in portrait).
    public var size: Size?

    /// A root size, points.
    public struct Size: Hashable, Sendable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }
}

extension StringProtocol {
    func trimming(_ set: String) -> Substring {
        let characters = Set(set)
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return Substring(slice)
    }
}
