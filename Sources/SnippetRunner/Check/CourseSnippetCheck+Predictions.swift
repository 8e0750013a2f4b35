import Diagnostics
import Lessons
import TraceFormat

/// Predict-first snippets (`predict="PROPERTY SECONDS"`, docs/AUTHORING.md, "Predict first"):
/// the page asks the learner for the value of PROPERTY at SECONDS, so the snippet's trace must
/// have it; a property it lacks or a time outside it is reported at the fence.
extension CourseSnippetCheck {
    static func checkPredictions(_ entries: [Entry], diagnostics: inout DiagnosticCollector) {
        for entry in entries {
            guard let prediction = entry.snippet.prediction, let trace = entry.trace else { continue }
            do throws(TraceLookup.Missing) {
                _ = try TraceLookup.value(in: trace, property: prediction.property, time: prediction.time)
            } catch {
                diagnostics.report(
                    .predictTraceValueMissing,
                    "predict=\"\(prediction.property) \(NumberText.trimmed(prediction.time, decimals: 6))\" of '\(entry.snippet.id)' cannot be read off its trace: \(error.description)",
                    path: entry.lesson.path, at: entry.snippet.location)
            }
        }
    }
}
