import Diagnostics

/// Checks within one lesson that need the whole page: unique block ids, exercises paired with
/// solutions and hints, reveals following their predict-first snippets, quiz answers pointing
/// at existing snippets.
struct LessonRules {
    var path: String

    func check(_ lesson: Lesson, diagnostics: inout DiagnosticCollector) {
        var firstUse: [String: SourceLocation] = [:]
        for block in lesson.fencedBlocks {
            guard let id = block.translatableID else { continue }
            if let first = firstUse[id] {
                diagnostics.report(
                    .duplicateBlockID, "id '\(id)' is already used at line \(first.line)", path: path, at: block.location)
            } else {
                firstUse[id] = block.location
            }
        }

        let snippets = lesson.snippets
        let exercises = Set(snippets.filter { $0.role == .exercise }.map(\.id))
        let solved = Set(snippets.filter { $0.role == .solution }.map(\.id))
        for snippet in snippets {
            switch snippet.role {
            case .exercise where !solved.contains(snippet.id):
                diagnostics.report(
                    .exerciseWithoutSolution, "exercise '\(snippet.id)' has no 'swift solution for=\(snippet.id)'",
                    path: path, at: snippet.location)
            case .solution where !exercises.contains(snippet.id):
                diagnostics.report(
                    .solutionWithoutExercise, "solution for '\(snippet.id)' has no 'swift exercise id=\(snippet.id)'",
                    path: path, at: snippet.location)
            default:
                break
            }
        }
        for hint in lesson.hints where !exercises.contains(hint.exerciseID) {
            diagnostics.report(
                .hintWithoutExercise, "hint for '\(hint.exerciseID)' has no 'swift exercise id=\(hint.exerciseID)'",
                path: path, at: hint.location)
        }

        for reveal in lesson.reveals {
            let predicting = snippets.first { $0.role == .run && $0.id == reveal.snippetID && $0.prediction != nil }
            if let snippet = predicting, snippet.location.line < reveal.location.line { continue }
            let problem = predicting == nil ? "no 'swift run id=\(reveal.snippetID)' with predict=" : "its predict-first snippet only after it"
            diagnostics.report(
                .revealWithoutPrediction, "reveal for '\(reveal.snippetID)' has \(problem) in this lesson", path: path, at: reveal.location)
        }

        let traced = Set(snippets.filter { $0.role != .solution }.map(\.id))
        for quiz in lesson.quizzes {
            for question in quiz.questions {
                guard case .numeric(let answer) = question.answer, let reference = answer.reference,
                    !traced.contains(reference.snippetID)
                else { continue }
                diagnostics.report(
                    .quizUnknownSnippet, "numeric answer refers to '\(reference.snippetID)', which is no snippet of this lesson",
                    path: path, at: question.location)
            }
        }
        QuizVariantRules(path: path).check(lesson, diagnostics: &diagnostics)
        QuizOptionLengthRules(path: path).check(lesson, diagnostics: &diagnostics)
    }
}
