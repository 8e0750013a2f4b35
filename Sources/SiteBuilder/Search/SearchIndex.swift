import Lessons
import TraceFormat

/// The search index of one language: every section of every lesson (the text before the
/// first level-2 heading, and each level-2 or level-3 heading with what follows) is a
/// document; each term maps to the documents that contain it. Written as a script
/// (`LANG/search-index.js`) rather than JSON so that it loads from `file://` too, where
/// browsers refuse `fetch`.
struct SearchIndex {
    struct Document: Sendable {
        /// Relative to the language folder: `01-how-animation-works.html#anchor`.
        var url: String
        var lessonTitle: String
        var section: String
    }

    private(set) var documents: [Document] = []
    /// Each term's documents, ascending without repeats (documents are added in order, each
    /// with its distinct terms).
    private var postings: [String: [Int]] = [:]

    /// The index of `lessons`, in order; `memo` keeps each lesson's sections and terms for the
    /// next index (a rebuild of `serve` tokenizes only the lessons that changed).
    init(lessons: [CheckedLesson], memo: SearchTermMemo? = nil) {
        for lesson in lessons {
            for section in memo?.sections(of: lesson) ?? Self.sections(of: lesson) {
                let index = documents.count
                documents.append(section.document)
                for term in section.terms { postings[term, default: []].append(index) }
            }
        }
    }

    /// A lesson's documents (the text before the first level-2 heading, then each level-2 or
    /// level-3 heading with what follows), each with its terms, every term once.
    static func sections(of lesson: CheckedLesson) -> [Section] {
        let page = SiteModel.pageName(lesson)
        let title = lesson.title
        var sections: [Section] = []
        var current = Document(url: page, lessonTitle: title, section: title)
        var text = [title, lesson.summary ?? ""]
        for block in lesson.blocks {
            if case .heading(let heading) = block, heading.level == 2 || heading.level == 3 {
                sections.append(Section(document: current, terms: terms(of: text)))
                current = Document(url: page + "#" + LinkPolicy.percentEncoded(heading.anchor), lessonTitle: title, section: heading.plainText)
                text = [heading.plainText]
            } else {
                text.append(block.searchText)
            }
        }
        sections.append(Section(document: current, terms: terms(of: text)))
        return sections
    }

    /// A document with its terms.
    struct Section: Sendable {
        var document: Document
        var terms: [String]
    }

    /// The distinct terms of a document's text parts, in the order they first appear. The parts
    /// are tokenized one by one: the line break that would join them ends any word or CJK run,
    /// so the terms are those of the joined text, without building it.
    private static func terms(of text: [String]) -> [String] {
        var seen: Set<String> = []
        var terms: [String] = []
        for part in text {
            for term in SearchTokenizer.terms(part) where seen.insert(term).inserted { terms.append(term) }
        }
        return terms
    }

    /// `window.motionbookSearchIndex = {"docs": [[url, lesson, section], …], "terms": {term: [doc, …], …}};`
    /// with terms sorted, so the file is the same for the same lessons.
    var script: String {
        let docs = documents.map { "[\(JSONText.string($0.url)), \(JSONText.string($0.lessonTitle)), \(JSONText.string($0.section))]" }
        let terms = postings.keys.sorted().map { term in
            "\(JSONText.string(term)): [\(postings[term]!.map(String.init).joined(separator: ","))]"
        }
        return "window.motionbookSearchIndex = {\"docs\": [\n" + docs.joined(separator: ",\n") + "\n], \"terms\": {\n"
            + terms.joined(separator: ",\n") + "\n}};\n"
    }
}

extension MarkdownBlock {
    /// The text of a block a reader can search: prose, visible code, quiz questions with their
    /// choices, and hints. A quiz's explanations are left out: the page shows them only after an
    /// answer (``QuizHTML``), and they restate numeric answers.
    var searchText: String {
        switch self {
        case .heading(let heading): return heading.plainText
        case .paragraph(let inlines, _): return inlines.plainText
        case .blockQuote(let children, _): return children.map(\.searchText).joined(separator: "\n")
        case .list(let list): return list.items.flatMap(\.blocks).map(\.searchText).joined(separator: "\n")
        case .table(let table): return (table.header + table.rows.flatMap { $0 }).map(\.plainText).joined(separator: " ")
        case .thematicBreak, .html: return ""
        case .codeBlock(let block):
            switch block.kind {
            case .code: return block.code
            case .snippet(let snippet): return snippet.visibleSource
            case .hint(let hint): return hint.content.map(\.searchText).joined(separator: "\n")
            case .reveal(let reveal): return reveal.content.map(\.searchText).joined(separator: "\n")
            case .quiz(let quiz):
                return quiz.questions.map { question in
                    var parts = [question.prompt.plainText]
                    if case .choices(let choices) = question.answer { parts += choices.map(\.content.plainText) }
                    return parts.joined(separator: "\n")
                }.joined(separator: "\n")
            }
        }
    }
}
