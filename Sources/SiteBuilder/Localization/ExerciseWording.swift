import TraceFormat

/// The sentences of an exercise check in one language, from the String Catalogs: the first
/// difference between an attempt and the solution (``TraceDifference/reason``), and the
/// verdicts `motionbook exercise check` prints, numbers with the language's decimal mark. English
/// words them as ``TraceDifference/explanation`` does; a difference without a reason keeps its
/// explanation.
public struct ExerciseWording: Sendable {
    public var strings: Localizer

    public init(strings: Localizer) {
        self.strings = strings
    }

    /// The difference as one clause, without a final stop.
    public func difference(_ difference: TraceDifference) -> String {
        guard let reason = difference.reason else { return difference.explanation }
        switch reason {
        case .untraced(let property, let node, let changes):
            return strings.format(changes ? .differenceNotChanged : .differenceMissing, texts: [property, node])
        case .frameRate(let attempt, let solution):
            return strings.format(.differenceFrameRate, texts: [String(attempt), String(solution)])
        case .components(let property, let node, let attempt, let solution):
            return strings.format(.differenceComponents, texts: [property, node, attempt, solution])
        case .value(let property, let node, let time, let expected, let got, let tolerance):
            let sentence = strings.format(.differenceValue, texts: [property, node, number(time), number(expected), number(got)])
            return tolerance.map { strings.format(.differenceTolerance, texts: [sentence, number($0)]) } ?? sentence
        case .ending(let attempt, let solution, let later):
            return strings.format(later ? .differenceEndsLater : .differenceEndsSooner, texts: [number(attempt), number(solution)])
        case .alsoChanges(let property, let node):
            return strings.format(.differenceAlsoChanges, texts: [property, node])
        }
    }

    /// `text` with the language's decimal mark when it is a number (`0.25` → `0,25` in German);
    /// any other value (a colour, a text) as the trace wrote it.
    func number(_ text: String) -> String {
        Double(text) == nil ? text : strings.decimal(text)
    }

    /// `✗ grow does not pass yet: …` for an attempt at exercise `id` that gives `difference`.
    public func differs(_ id: String, _ difference: TraceDifference) -> String {
        strings.format(.exerciseDiffers, texts: [id, self.difference(difference)])
    }

    /// `✓ grow passes: …` within `tolerance` (as printed).
    public func passes(_ id: String, tolerance: String) -> String {
        strings.format(.exercisePasses, texts: [id, number(tolerance)])
    }

    /// The attempt does not compile or run.
    public func broken(_ id: String) -> String {
        strings.format(.exerciseBroken, texts: [id])
    }

    /// The check cannot be made (no solution, or the solution gives no trace), with why.
    public func unchecked(_ id: String, reason: String) -> String {
        strings.format(.exerciseUnchecked, texts: [id, reason])
    }

    /// Where the exercise's `count` hints are (a lesson's path).
    public func hints(_ count: Int, in path: String) -> String {
        count == 1 ? strings.format(.exerciseHintsOne, texts: [path]) : strings.format(.exerciseHintsMany, texts: [String(count), path])
    }
}
