import Foundation

/// Where two traces first differ, in words for a learner or an author.
public struct TraceDifference: Equatable, Sendable, CustomStringConvertible {
    /// One sentence: which property, at which time, expected against got.
    public var explanation: String
    /// The property, with its component (`offset.x`), when the difference is in a value.
    public var property: String?
    /// Virtual seconds of the first differing frame.
    public var time: Double?
    public var expected: Double?
    public var got: Double?
    /// What differs, as data, for a difference between an exercise's solution and an attempt
    /// (``TraceComparison/Names/exercise``), so that it can be worded in the learner's
    /// language; nil for the other comparisons, whose ``explanation`` is the only wording.
    public var reason: Reason?

    public var description: String { explanation }

    init(_ explanation: String, property: String? = nil, time: Double? = nil, expected: Double? = nil, got: Double? = nil, reason: Reason? = nil) {
        self.explanation = explanation
        self.property = property
        self.time = time
        self.expected = expected
        self.got = got
        self.reason = reason
    }

    /// The kinds of difference ``TraceComparison/firstDifference(expected:actual:tolerance:show:names:)``
    /// finds, with what their sentence names. Times are seconds and values numbers, both as
    /// the explanation prints them (`NumberText`).
    public enum Reason: Equatable, Sendable {
        /// The solution changes (`changes`) or has `property` of `node`; the attempt does not.
        case untraced(property: String, node: String, changes: Bool)
        /// The two run at other frame rates.
        case frameRate(attempt: Int, solution: Int)
        /// The property's components differ (names joined by ", ").
        case components(property: String, node: String, attempt: String, solution: String)
        /// A value differs first at `time`; `tolerance` is nil when it is 0.
        case value(property: String, node: String, time: String, expected: String, got: String, tolerance: String?)
        /// The traces end at other times; `later` when the attempt's ends later.
        case ending(attempt: String, solution: String, later: Bool)
        /// The attempt changes a property the solution leaves alone.
        case alsoChanges(property: String, node: String)

        /// The case's name (`value`, `untraced` …), for readers that need no sentence.
        public var kind: String {
            switch self {
            case .untraced: "untraced"
            case .frameRate: "frameRate"
            case .components: "components"
            case .value: "value"
            case .ending: "ending"
            case .alsoChanges: "alsoChanges"
            }
        }
    }
}

/// Compares traces: an exercise attempt against its solution within a tolerance (the check
/// `motionbook exercise check` and `motionbook check` share), and two traces that must be
/// identical (translations, repeated runs).
public enum TraceComparison {
    /// The first way `actual` (a learner's trace) departs from `expected` (the solution's),
    /// or nil when it matches: every compared track of the solution has a counterpart whose
    /// values are within `tolerance` (absolute, per component) at every frame.
    ///
    /// `show` (the exercise's `show=` key) limits the comparison to those properties, or to one
    /// component with `offset.x`; when it is empty every track counts, and a property the
    /// learner animates that the solution does not is a difference too (a constant one the
    /// learner adds is not). Tracks are matched by
    /// node path and property, else by node type and property, else by property alone, when
    /// that is unambiguous (a learner may wrap views differently).
    /// `names` say whose traces they are in the explanation (the solution and the learner's
    /// code by default; the difference's ``TraceDifference/reason`` words it for them).
    public static func firstDifference(
        expected: Trace, actual: Trace, tolerance: Double, show: [String] = [], names: Names = .exercise
    ) -> TraceDifference? {
        let selection = PropertySelection(show)
        let pairs = counterparts(of: expected, in: actual, show: show)
        var matched: Set<Int> = []
        var candidates: [(expected: Trace.Track, actual: Trace.Track, components: [Int])] = []
        for (position, track) in expected.tracks.enumerated() {
            let components = selection.components(of: track)
            guard !components.isEmpty else { continue }
            guard let index = pairs[position] else {
                return TraceDifference(
                    track.changes
                        ? "\(names.expected) changes \(track.property) of \(track.node), but \(names.actual) does not"
                        : "\(names.expected) has \(track.property) on \(track.node), but \(names.actual) has not",
                    property: track.property,
                    reason: .untraced(property: track.property, node: track.node, changes: track.changes))
            }
            matched.insert(index)
            candidates.append((track, actual.tracks[index], components))
        }
        if expected.fps != actual.fps {
            return TraceDifference(
                "\(names.actual) runs at \(actual.fps) fps, \(names.expected) at \(expected.fps) fps",
                reason: .frameRate(attempt: actual.fps, solution: expected.fps))
        }
        // The earliest differing frame over all compared tracks.
        var best: TraceDifference?
        let frames = min(expected.times.count, actual.times.count)
        for candidate in candidates {
            guard candidate.actual.components == candidate.expected.components else {
                return TraceDifference(
                    "\(candidate.expected.property) of \(candidate.expected.node) has components \(candidate.actual.components.joined(separator: ", ")) instead of \(candidate.expected.components.joined(separator: ", "))",
                    property: candidate.expected.property,
                    reason: .components(
                        property: candidate.expected.property, node: candidate.expected.node,
                        attempt: candidate.actual.components.joined(separator: ", "), solution: candidate.expected.components.joined(separator: ", ")))
            }
            frameLoop: for frame in 0..<frames {
                if let best, let time = best.time, expected.times[frame] >= time { break frameLoop }
                for component in candidate.components {
                    let want = candidate.expected.values[frame][component]
                    let got = candidate.actual.values[frame][component]
                    guard abs(want - got) > tolerance else { continue }
                    let name = TrackNaming.name(candidate.expected, component: component)
                    best = TraceDifference(
                        "\(name) of \(candidate.expected.node) differs first at \(seconds(expected.times[frame])): expected \(number(want)), got \(number(got))\(tolerance > 0 ? " (tolerance \(number(tolerance)))" : "")",
                        property: name, time: expected.times[frame], expected: want, got: got,
                        reason: .value(
                            property: name, node: candidate.expected.node, time: secondsNumber(expected.times[frame]),
                            expected: number(want), got: number(got), tolerance: tolerance > 0 ? number(tolerance) : nil))
                    break frameLoop
                }
            }
        }
        if let best { return best }
        if expected.times.count != actual.times.count, let wantEnd = expected.times.last, let gotEnd = actual.times.last {
            return TraceDifference(
                "the trace of \(names.actual) ends at \(seconds(gotEnd)), that of \(names.expected) at \(seconds(wantEnd)): \(gotEnd > wantEnd ? "something still animates after \(names.expected) has settled" : "its animations settle sooner")",
                reason: .ending(attempt: secondsNumber(gotEnd), solution: secondsNumber(wantEnd), later: gotEnd > wantEnd))
        }
        if selection.isEverything {
            for (index, track) in actual.tracks.enumerated() where !matched.contains(index) && track.changes {
                return TraceDifference(
                    "\(names.actual) also changes \(track.property) of \(track.node), which \(names.expected) leaves alone",
                    property: track.property,
                    reason: .alsoChanges(property: track.property, node: track.node))
            }
        }
        return nil
    }

    /// The first difference between two traces that must be the same (the same snippet in two
    /// translations): frames, tracks and their values exactly, and events by time, kind, node,
    /// property and animation. Event details (tap targets, texts) may be translated and are
    /// not compared.
    public static func identical(_ first: Trace, _ second: Trace, names: Names = .runs) -> TraceDifference? {
        if first.view != second.view { return TraceDifference("the mounted view is \(second.view) instead of \(first.view)") }
        if first.fps != second.fps || first.times != second.times {
            return TraceDifference(
                "the frames differ: \(second.times.count) at \(second.fps) fps instead of \(first.times.count) at \(first.fps) fps")
        }
        if var difference = firstDifference(expected: first, actual: second, tolerance: 0, names: names) {
            difference.reason = nil  // worded for an exercise; these are two runs
            return difference
        }
        for (index, track) in first.tracks.enumerated() {
            let other = second.tracks[index]
            if (track.node, track.path, track.property) != (other.node, other.path, other.property) {
                return TraceDifference(
                    "track \(index + 1) is \(other.property) of \(other.path) instead of \(track.property) of \(track.path)")
            }
        }
        let strip = { (event: Trace.Event) in
            [event.kind.rawValue, event.node ?? "", event.path ?? "", event.property ?? "", event.animation ?? ""]
        }
        for index in 0..<max(first.events.count, second.events.count) {
            guard index < first.events.count, index < second.events.count else {
                let extra = index < first.events.count ? first.events[index] : second.events[index]
                return TraceDifference("the event '\(extra.kind)' at \(seconds(extra.t)) is in only one of the traces")
            }
            let a = first.events[index]
            let b = second.events[index]
            if a.t != b.t || strip(a) != strip(b) {
                return TraceDifference(
                    "event \(index + 1) differs: '\(a.kind)' at \(seconds(a.t)) against '\(b.kind)' at \(seconds(b.t))")
            }
        }
        return nil
    }

    /// Whose traces are compared, for the explanations.
    public struct Names: Sendable {
        /// The reference ("the solution").
        public var expected: String
        /// The trace checked ("your code").
        public var actual: String

        public init(expected: String, actual: String) {
            self.expected = expected
            self.actual = actual
        }

        public static let exercise = Names(expected: "the solution", actual: "your code")
        public static let runs = Names(expected: "the first run", actual: "the second run")
    }

    /// For each track of `expected`, the index of the track of `actual` that ``firstDifference(expected:actual:tolerance:show:names:)``
    /// compares it with, or nil: tracks are taken in order, each matched among the tracks not
    /// taken yet (``counterpart(of:in:excluding:)``); a track `show` leaves out gets none and
    /// takes none.
    public static func counterparts(of expected: Trace, in actual: Trace, show: [String] = []) -> [Int?] {
        let selection = PropertySelection(show)
        var taken: Set<Int> = []
        return expected.tracks.map { track in
            guard !selection.components(of: track).isEmpty,
                let index = counterpart(of: track, in: actual.tracks, excluding: taken)
            else { return nil }
            taken.insert(index)
            return index
        }
    }

    /// The values of `actual` (a starter's trace) to draw over each column of `expected` (the
    /// columns ``TraceColumns/columns(of:show:)`` gives for it with the same `show`): per column, the
    /// same component of the counterpart track (``counterparts(of:in:show:)``), one value per frame
    /// of `actual`; nil for a column whose track has no counterpart or whose component the
    /// counterpart lacks.
    ///
    /// A column is traced back to its track and component by its name (the bare name, or the
    /// name after the node's name or path, as the columns of several views are named) and its
    /// values; each track component backs one column at most.
    public static func counterpartValues(of columns: [TraceColumn], expected: Trace, actual: Trace, show: [String] = []) -> [[Double]?] {
        let pairs = counterparts(of: expected, in: actual, show: show)
        var used: Set<[Int]> = []
        return columns.map { column in
            for (index, track) in expected.tracks.enumerated() where !show.isEmpty || track.changes {
                for component in track.components.indices where !used.contains([index, component]) {
                    let bare = [track.property, TrackNaming.name(track, component: component)]
                    let names = bare + bare.map { "\(track.node) \($0)" } + bare.map { "\(track.path) \($0)" }
                    guard names.contains(column.name), track.values.map({ $0[component] }) == column.values else { continue }
                    used.insert([index, component])
                    guard let match = pairs[index],
                        let other = actual.tracks[match].components.firstIndex(of: track.components[component])
                    else { return nil }
                    return actual.tracks[match].values.map { $0[other] }
                }
            }
            return nil
        }
    }

    /// The track of `candidates` that corresponds to `track`, not already taken.
    static func counterpart(of track: Trace.Track, in candidates: [Trace.Track], excluding taken: Set<Int>) -> Int? {
        let free = candidates.indices.filter { !taken.contains($0) }
        let rules: [(Trace.Track) -> Bool] = [
            { $0.path == track.path && $0.property == track.property },
            { $0.node == track.node && $0.property == track.property },
            { $0.property == track.property },
        ]
        for rule in rules {
            let hits = free.filter { rule(candidates[$0]) }
            if hits.count == 1 { return hits[0] }
            if hits.count > 1, let exact = hits.first(where: { candidates[$0].path == track.path }) { return exact }
        }
        return nil
    }

    static func seconds(_ value: Double) -> String { "\(secondsNumber(value)) s" }
    static func secondsNumber(_ value: Double) -> String { NumberText.trimmed(value, decimals: 3) }
    static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: 4) }
}

extension TraceComparison {
    /// The tolerance of an exercise without `tolerance=`: an absolute difference per traced
    /// value (the lesson parser gives exercises the same default).
    public static let exerciseTolerance = 0.01

    /// Where an attempt at an exercise first departs from its solution: the comparison
    /// `motionbook exercise check` makes for a learner's file, `motionbook check` for the starter
    /// (which must not pass already) and the site for the starter shown beside the target.
    /// `tolerance` is the exercise's (``exerciseTolerance`` when it names none) and `show` its
    /// `show=` key.
    public static func exerciseDifference(solution: Trace, attempt: Trace, tolerance: Double?, show: [String]) -> TraceDifference? {
        firstDifference(expected: solution, actual: attempt, tolerance: tolerance ?? exerciseTolerance, show: show)
    }
}

extension TraceDifference {
    /// Where two trace texts that should be byte-identical first differ: in words when both
    /// are traces, else by line.
    public static func describeBytes(_ first: String, _ second: String) -> String {
        if let a = try? Trace.decode(Data(first.utf8)), let b = try? Trace.decode(Data(second.utf8)),
            let difference = TraceComparison.identical(a, b)
        {
            return difference.explanation
        }
        let firstLines = first.split(separator: "\n", omittingEmptySubsequences: false)
        let secondLines = second.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (zip(firstLines, secondLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(firstLines.count, secondLines.count)) + 1
        return "the printed traces differ from line \(line) of the output"
    }
}
