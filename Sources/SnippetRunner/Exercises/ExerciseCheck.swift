import Diagnostics
import Lessons
import TraceFormat

/// A learner's attempt at an exercise: their file compiled and run with the exercise's fence
/// keys, its trace compared with the solution's within the exercise's tolerance — the same
/// comparison `motionbook check` makes for the starter.
public struct ExerciseCheck: Sendable {
    public enum Verdict: Sendable, Equatable {
        /// The attempt's trace matches the solution's.
        case passes
        /// Where the attempt first departs from the solution.
        case differs(TraceDifference)
        /// The attempt did not compile or run; the diagnostics say why.
        case broken
        /// The exercise has no solution, or the solution itself did not run.
        case noReference(String)
    }

    public var verdict: Verdict
    /// Problems with the learner's file, in its own coordinates.
    public var diagnostics: [Diagnostic]
    /// The solution's trace and the attempt's, when they ran (for a page that draws both).
    public var solution: Trace? = nil
    public var attempt: Trace? = nil

    /// Checks `source` (the contents of `file`) against `exercise`'s solution.
    public static func run(
        _ exercise: Exercise, source: String, file: String, pipeline: SnippetPipeline
    ) -> ExerciseCheck {
        guard let solutionRequest = exercise.solutionRequest else {
            return ExerciseCheck(verdict: .noReference("exercise '\(exercise.id)' has no solution to compare with"), diagnostics: [])
        }
        let batch = pipeline.run([solutionRequest, exercise.request(source: source)])
        let site = SnippetSite(file: file, label: "'\(file)'")
        let diagnostics = ResultDiagnostics.diagnostics(for: batch.results[1], at: site)
        guard let expected = TraceReading.trace(of: batch.results[0]) else {
            return ExerciseCheck(
                verdict: .noReference("the solution of '\(exercise.id)' in \(exercise.lesson.path) gives no trace (\(batch.results[0].status.rawValue)); run 'motionbook check \(exercise.lesson.path)'"),
                diagnostics: diagnostics)
        }
        if let problem = ResultDiagnostics.infrastructureProblem(batch.results[1], at: site) {
            return ExerciseCheck(verdict: .noReference(problem), diagnostics: diagnostics)
        }
        guard let actual = TraceReading.trace(of: batch.results[1]) else {
            return ExerciseCheck(verdict: .broken, diagnostics: diagnostics, solution: expected)
        }
        if let difference = TraceComparison.exerciseDifference(
            solution: expected, attempt: actual, tolerance: exercise.tolerance, show: exercise.starter.show)
        {
            return ExerciseCheck(verdict: .differs(difference), diagnostics: diagnostics, solution: expected, attempt: actual)
        }
        return ExerciseCheck(verdict: .passes, diagnostics: diagnostics, solution: expected, attempt: actual)
    }
}
