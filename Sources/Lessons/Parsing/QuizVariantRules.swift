import Diagnostics

/// The lint of questions about a variant (``NumericAnswer/TraceReference/asksVariant``): the
/// snippet is a `swift run` snippet with `param=`, every name is one of its parameters, and the
/// variant is no point of its explorer's grid — the page shows every grid point before the
/// answer, so a question about one would have its answer on the page. Problems are reported at
/// the answer's `=` line.
struct QuizVariantRules {
    var path: String

    func check(_ lesson: Lesson, diagnostics: inout DiagnosticCollector) {
        for quiz in lesson.quizzes {
            for question in quiz.questions {
                guard case .numeric(let answer) = question.answer, let reference = answer.reference, reference.asksVariant,
                    let snippet = lesson.snippets.first(where: { $0.role != .solution && $0.id == reference.snippetID })
                else { continue }
                func report(_ message: String) {
                    diagnostics.report(.quizVariant, message, path: path, at: answer.location)
                }
                guard snippet.role == .run, !snippet.parameters.isEmpty else {
                    report("'\(snippet.id)' has no parameters (fence key param=), so a question cannot ask about a variant of it")
                    continue
                }
                let names = snippet.parameters.map(\.name)
                let unknown = reference.parameters.keys.sorted().filter { !names.contains($0) }
                guard unknown.isEmpty else {
                    report("'\(snippet.id)' has no parameter \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (it has \(names.joined(separator: ", ")))")
                    continue
                }
                let variant = snippet.variant(askedBy: reference)
                if snippet.variants.contains(variant) {
                    report("the variant \(variant.key) of '\(snippet.id)' is a point of its explorer's grid, which the page shows before the answer; ask about values off the grid")
                }
            }
        }
    }
}
