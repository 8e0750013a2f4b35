import Lessons
import TraceFormat

/// The figure a question about a variant reveals with its answer (docs/AUTHORING.md, "Questions
/// about a variant"): the variant's trace drawn as any snippet's (``TraceFigure``, the figure an
/// explorer shows for a grid point), the snippet as written dashed beneath it, and the asked
/// moment marked on the scrubber, the charts and the table's row.
enum AskedVariant {
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
