import Lessons
import TraceFormat

/// The figure a question about a variant reveals with its answer (docs/AUTHORING.md, "Questions
/// about a variant"): the variant's trace drawn as any snippet's (``TraceFigure``, the figure an
/// explorer shows for a grid point), the snippet as written dashed beneath it, and the asked
/// moment marked on the scrubber, the charts and the table's row.
///
/// The figure is its own file (``dataPath(lessonPath:anchor:)``, beside the explorers' data), a
/// script calling `motionbookVariant(ID, HTML)`: the question's sealed answer names it, and the
/// page script adds it to the page only once the learner has answered. So the page neither
/// shows the variant nor grows by its figure, and it works from `file://`.
enum AskedVariant {
    /// `explorers/de/04-springs-quiz-springs-quiz-q8.js` for the question `quiz-springs-quiz-q8`
    /// of `de/04-springs.md`.
    static func dataPath(lessonPath: String, anchor: String) -> String {
        ExplorerHTML.dataPath(lessonPath: lessonPath, snippetID: anchor)
    }

    /// The data file of the variant `reference` asks about, its figure's id `trace-ANCHOR`;
    /// nil when the build has no trace of it.
    static func script(
        _ reference: NumericAnswer.TraceReference, anchor: String, in lesson: Lesson, traces: SnippetTraces, strings: Localizer
    ) -> String? {
        figure(reference, anchor: "trace-" + anchor, in: lesson, traces: traces, strings: strings).map {
            "motionbookVariant(\(JSONText.string("trace-" + anchor)), \(JSONText.string($0.markup)));\n"
        }
    }

    /// Every question of `lesson` that asks about a variant, with its anchor (``QuizHTML/anchor(quizID:index:)``).
    static func questions(of lesson: Lesson) -> [(reference: NumericAnswer.TraceReference, anchor: String)] {
        lesson.quizzes.flatMap { quiz in
            quiz.questions.enumerated().compactMap { index, question in
                guard case .numeric(let answer) = question.answer, let reference = answer.reference, reference.asksVariant else { return nil }
                return (reference, QuizHTML.anchor(quizID: quiz.id, index: index))
            }
        }
    }

    static func figure(
        _ reference: NumericAnswer.TraceReference, anchor: String, in lesson: Lesson, traces: SnippetTraces, strings: Localizer
    ) -> HTML? {
        let lessonPath = SnippetTraces.key(of: lesson)
        guard let snippet = lesson.snippets.first(where: { $0.role == .run && $0.id == reference.snippetID }),
            let trace = traces.variant(lessonPath: lessonPath, snippetID: snippet.id, snippet.variant(askedBy: reference))
        else { return nil }
        return TraceFigure(
            trace: trace, snippetID: snippet.id, every: snippet.every, show: snippet.show, role: .variant,
            overlay: traces[lessonPath, snippet.id], overlayLabel: .explorerDefaultSeries, markedTime: reference.time, strings: strings,
            anchor: anchor, markLabel: .askedMoment
        ).render()
    }

    /// Whether the build has the trace of the variant `reference` asks about.
    static func hasTrace(_ reference: NumericAnswer.TraceReference, in lesson: Lesson, traces: SnippetTraces) -> Bool {
        guard let snippet = lesson.snippets.first(where: { $0.role == .run && $0.id == reference.snippetID }) else { return false }
        return traces.variant(lessonPath: SnippetTraces.key(of: lesson), snippetID: snippet.id, snippet.variant(askedBy: reference)) != nil
    }

    /// The fingerprints of the variants `lesson`'s questions ask about, in question order, or
    /// nil when one has a trace without one (the body is then rendered every time).
    static func fingerprints(of lesson: Lesson, traces: SnippetTraces) -> [String]? {
        let lessonPath = SnippetTraces.key(of: lesson)
        var result: [String] = []
        for question in lesson.quizzes.flatMap(\.questions) {
            guard case .numeric(let answer) = question.answer, let reference = answer.reference, reference.asksVariant,
                let snippet = lesson.snippets.first(where: { $0.role == .run && $0.id == reference.snippetID })
            else { continue }
            let variant = snippet.variant(askedBy: reference)
            guard traces.variant(lessonPath: lessonPath, snippetID: snippet.id, variant) != nil else {
                result.append("no trace")
                continue
            }
            guard let fingerprint = traces.variantFingerprint(lessonPath: lessonPath, snippetID: snippet.id, variant) else { return nil }
            result.append(variant.key + " " + fingerprint)
        }
        return result
    }
}
