/// One lesson file in one language, parsed.
public struct Lesson: Hashable, Sendable {
    /// The file as the user named it.
    public var path: String
    /// The language of the folder the file is in; nil when the folder is not a language.
    public var language: Language?
    public var frontMatter: FrontMatter
    public var blocks: [MarkdownBlock]
    /// The file's text as parsed (UTF-8, byte order mark removed): with ``path`` it determines
    /// everything above, so a digest of the two identifies the parsed lesson (the site's
    /// render cache keys pages by it).
    public var source: String = ""

    /// The lesson id, shared by its translations.
    public var id: String? { frontMatter.string("id") }
    public var title: String? { frontMatter.string("title") }
    public var order: Int? { frontMatter.integer("order") }
    public var summary: String? { frontMatter.string("summary") }
    public var isDraft: Bool { frontMatter.boolean("draft") ?? false }

    /// The file name without folders (`05-springs.md`).
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// Every heading of the page, in order, nested ones included.
    public var headings: [Heading] { allBlocks.compactMap { if case .heading(let h) = $0 { h } else { nil } } }

    /// Every fenced block in document order, including those nested in lists and quotes.
    public var fencedBlocks: [FencedBlock] {
        allBlocks.compactMap { if case .codeBlock(let block) = $0 { block } else { nil } }
    }

    /// Snippets, exercises and solutions in order.
    public var snippets: [Snippet] {
        fencedBlocks.compactMap { if case .snippet(let snippet) = $0.kind { snippet } else { nil } }
    }

    public var quizzes: [Quiz] {
        fencedBlocks.compactMap { if case .quiz(let quiz) = $0.kind { quiz } else { nil } }
    }

    public var hints: [Hint] {
        fencedBlocks.compactMap { if case .hint(let hint) = $0.kind { hint } else { nil } }
    }

    /// The `reveal for=…` blocks, in order.
    public var reveals: [PredictReveal] {
        fencedBlocks.compactMap { if case .reveal(let reveal) = $0.kind { reveal } else { nil } }
    }

    /// Ids of snippets, exercises and quizzes: the ids translations must share.
    public var blockIDs: [String] { fencedBlocks.compactMap(\.translatableID) }

    /// All blocks, depth first, containers before their contents.
    public var allBlocks: [MarkdownBlock] { MarkdownBlock.preorder(blocks) }

    /// ``allBlocks`` followed by the blocks of every hint and every reveal, nested ones included:
    /// all the Markdown prose of the page.
    public var allProseBlocks: [MarkdownBlock] {
        allBlocks + MarkdownBlock.preorder(hints.flatMap(\.content) + reveals.flatMap(\.content))
    }

    /// Every inline of the page, nested ones included: paragraphs, headings, tables, quiz text
    /// and hints.
    public var allInlines: [MarkdownInline] {
        var inlines = allProseBlocks.flatMap(\.inlines)
        for quiz in quizzes {
            for question in quiz.questions {
                inlines += question.prompt + question.explanation
                if case .choices(let choices) = question.answer { inlines += choices.flatMap(\.content) }
            }
        }
        return MarkdownInline.preorder(inlines)
    }
}

extension MarkdownBlock {
    /// This block followed by every block nested in it, depth first.
    public var descendantsIncludingSelf: [MarkdownBlock] { Self.preorder([self]) }

    /// The children of a quote or list (a list's items' blocks), empty for other blocks.
    var childBlocks: [MarkdownBlock] {
        switch self {
        case .blockQuote(let children, _): children
        case .list(let list): list.items.flatMap(\.blocks)
        default: []
        }
    }

    /// `roots` and everything nested in them, depth first, parents before their children: an
    /// explicit stack, so time is linear in the number of blocks and no stack frame is taken
    /// per level.
    static func preorder(_ roots: [MarkdownBlock]) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var stack = Array(roots.reversed())
        while let block = stack.popLast() {
            result.append(block)
            stack.append(contentsOf: block.childBlocks.reversed())
        }
        return result
    }

    /// Inline content directly held by this block (paragraph, heading, table cells).
    public var inlines: [MarkdownInline] {
        switch self {
        case .paragraph(let inlines, _): inlines
        case .heading(let heading): heading.content
        case .table(let table): table.header.flatMap { $0 } + table.rows.flatMap { $0.flatMap { $0 } }
        default: []
        }
    }
}

extension MarkdownInline {
    /// This inline followed by every inline nested in it.
    public var descendantsIncludingSelf: [MarkdownInline] { Self.preorder([self]) }

    /// The inlines an emphasis, strong, strikethrough, link or image holds.
    var children: [MarkdownInline] {
        switch self {
        case .emphasis(let children), .strong(let children), .strikethrough(let children),
            .link(_, _, let children, _), .image(_, _, let children, _):
            children
        default: []
        }
    }

    /// `roots` and every inline nested in them, depth first, parents first, in linear time.
    static func preorder(_ roots: [MarkdownInline]) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        var stack = Array(roots.reversed())
        while let inline = stack.popLast() {
            result.append(inline)
            stack.append(contentsOf: inline.children.reversed())
        }
        return result
    }
}
