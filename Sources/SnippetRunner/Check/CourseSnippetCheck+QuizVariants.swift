import Diagnostics
import Lessons
import TraceFormat

/// Questions about a variant (`= VALUE ± TOLERANCE @ SNIPPET PROPERTY TIME NAME=VALUE ...`,
/// docs/AUTHORING.md, "Questions about a variant"): each asked variant is one more scenario of
/// the snippet's one compiled program (the same program key as its own run and its grid's
/// points: no compile of its own), run in the course's batch; the answer is checked against
/// that trace, and the trace is kept for the page, which reveals it after the answer.
extension CourseSnippetCheck {
    typealias VariantPoint = (lesson: Lesson, snippet: Snippet, variant: SnippetVariant, request: SnippetRequest)

    /// Every variant a numeric answer of the course asks about, once per lesson, snippet and
    /// values, in course order. An answer whose snippet is not a `swift run` snippet with those
    /// parameters asks for nothing (the lint reports it: `quiz.variant`).
    static func quizVariantRequests(in course: Course) -> [VariantPoint] {
        var seen: Set<String> = []
        var points: [VariantPoint] = []
        for lesson in course.lessons {
            for (snippet, reference) in askedVariants(in: lesson) {
                let variant = snippet.variant(askedBy: reference)
                guard seen.insert("\(lesson.path)\u{0}\(snippet.id)\u{0}\(variant.key)").inserted else { continue }
                points.append((lesson, snippet, variant, SnippetRequest(snippet, scenario: snippet.scenario(at: variant))))
            }
        }
        return points
    }

    /// The variant questions of `lesson` whose snippet has every parameter they name.
    static func askedVariants(in lesson: Lesson) -> [(Snippet, NumericAnswer.TraceReference)] {
        lesson.quizzes.flatMap(\.questions).compactMap { question in
            guard case .numeric(let answer) = question.answer, let reference = answer.reference, reference.asksVariant,
                let snippet = lesson.snippets.first(where: { $0.role == .run && $0.id == reference.snippetID }),
                reference.parameters.keys.allSatisfy({ name in snippet.parameters.contains { $0.name == name } })
            else { return nil }
            return (snippet, reference)
        }
    }

    /// The trace of the variant `reference` asks about, from `entries` (``Outcome/quizVariants``).
    static func askedTrace(_ reference: NumericAnswer.TraceReference, in lesson: Lesson, entries: [VariantEntry]) -> Trace? {
        guard let snippet = lesson.snippets.first(where: { $0.role == .run && $0.id == reference.snippetID }) else { return nil }
        let variant = snippet.variant(askedBy: reference)
        return entries.first { $0.lesson.path == lesson.path && $0.snippet.id == snippet.id && $0.variant == variant }?.trace
    }
}
