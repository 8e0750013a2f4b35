import Lessons

/// The renderer for a lesson's body: plain Markdown plus its snippets, quizzes, hints and reveals.
struct LessonBodyRenderer {
    var strings: Localizer
    /// The build's traces (looked up by this lesson's path and the snippet id).
    var traces = SnippetTraces()

    func render(_ lesson: Lesson) -> HTML {
        var markdown = MarkdownRenderer(anchorLabel: strings[.anchor])
        let plain = markdown
        let lessonPath = SnippetTraces.key(of: lesson)
        let traces = self.traces
        let snippets = SnippetHTML(
            strings: strings, trace: { traces[lessonPath, $0] }, starterTrace: { traces.starter(lessonPath: lessonPath, snippetID: $0) },
            explorerSource: { snippet in
                // The page is one folder deep (`de/04-springs.html`).
                ExplorerData.isComplete(snippet, lessonPath: lessonPath, traces: traces)
                    ? "../" + ExplorerHTML.dataPath(lessonPath: lessonPath, snippetID: snippet.id) : nil
            },
            predictionSource: { "../" + PredictHTML.dataPath(lessonPath: lessonPath, snippetID: $0.id) },
            exerciseHeading: { [headings = Self.exerciseHeadings(lesson)] in headings[$0] })
        // Hints are numbered in document order per exercise; the renderer visits blocks in
        // document order, so a counter captured by the closure numbers them.
        let counter = HintCounter()
        markdown.fencedBlockRenderer = { block in
            switch block.kind {
            case .code: return nil
            case .snippet(let snippet): return snippets.snippet(snippet)
            case .quiz(let quiz):
                return QuizHTML(quiz: quiz, strings: strings, markdown: plain) { reference, anchor in
                    // The page is one folder deep (`de/04-springs.html`).
                    AskedVariant.hasTrace(reference, in: lesson, traces: traces)
                        ? "../" + AskedVariant.dataPath(lessonPath: lessonPath, anchor: anchor) : nil
                }.render()
            case .hint(let hint): return snippets.hint(hint, number: counter.next(for: hint.exerciseID), markdown: plain)
            case .reveal(let reveal): return snippets.reveal(reveal, markdown: plain)
            }
        }
        return markdown.render(lesson.blocks)
    }
}

extension LessonBodyRenderer {
    /// For each exercise, the anchor of the last heading before it in the lesson's top-level
    /// blocks, when no other exercise follows the same heading.
    static func exerciseHeadings(_ lesson: Lesson) -> [String: String] {
        var heading: String?
        var found: [(exercise: String, heading: String)] = []
        for block in lesson.blocks {
            switch block {
            case .heading(let next): heading = next.anchor
            case .codeBlock(let fenced):
                if case .snippet(let snippet) = fenced.kind, snippet.role == .exercise, let heading { found.append((snippet.id, heading)) }
            default: break
            }
        }
        let shared = Dictionary(grouping: found, by: \.heading).filter { $0.value.count > 1 }.keys
        return Dictionary(found.filter { !shared.contains($0.heading) }.map { ($0.exercise, $0.heading) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Counts hints per exercise while a page renders.
final class HintCounter {
    private var counts: [String: Int] = [:]

    func next(for exercise: String) -> Int {
        counts[exercise, default: 0] += 1
        return counts[exercise]!
    }
}
