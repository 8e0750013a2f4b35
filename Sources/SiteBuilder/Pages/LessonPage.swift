import Lessons

/// One lesson's page: the lesson with its snippets, quizzes and exercises, the sidebar, an
/// in-page table of contents (level 2 and 3 headings), previous/next links, and the
/// language switcher with `hreflang` alternates.
struct LessonPage {
    var chrome: PageChrome
    var lesson: CheckedLesson
    var language: Language
    var traces = SnippetTraces()
    /// The article's content when it was rendered before (``RenderCache``); nil renders it.
    var renderedBody: String?

    static let root = "../"

    /// The article's content: the lesson with its snippets, quizzes and exercises.
    func body() -> String { renderBody().markup }

    private func renderBody() -> HTML {
        LessonBodyRenderer(strings: chrome.strings(language), traces: traces).render(lesson.lesson)
    }

    func render() -> String {
        let strings = chrome.strings(language)
        let id = lesson.id
        let lessons = chrome.model.lessons(in: language)
        let position = lessons.firstIndex { $0.id == id } ?? 0
        var switcher: [(Language, href: String, isTranslation: Bool)] = []
        var alternates = HTML.empty
        for other in SiteModel.languageOrder {
            if let translation = chrome.model.translation(of: id, in: other) {
                let href = Self.root + SiteModel.path(of: translation, in: other)
                switcher.append((other, href, true))
                alternates += "<link rel=\"alternate\" hreflang=\"\(other.code)\" href=\"\(attribute: href)\">\n"
            } else {
                switcher.append((other, "\(Self.root)\(other.code)/index.html", false))
            }
        }
        var assets = chrome.assets(root: Self.root, language: language)
        // The explorers' script, on the pages that have one (after motionbook.js, whose replay it uses).
        if lesson.lesson.snippets.contains(where: { !$0.parameters.isEmpty }) {
            assets.scripts += "\n<script src=\"\(Self.root)assets/explorer.js\"></script>"
        }
        // A body rendered by an earlier build is this renderer's own markup (``RenderCache``).
        let article = renderedBody.map { HTML(trustedMarkup: $0) } ?? renderBody()
        var main: HTML = "<article class=\"lesson\">\n\(article)</article>\n"
        main += Self.progressPanel(strings)
        main += pager(previous: position > 0 ? lessons[position - 1] : nil,
            next: position + 1 < lessons.count ? lessons[position + 1] : nil, strings: strings)
        return chrome.fill(PageChrome.Regions(
            lang: language.code, title: "\(lesson.title) · \(strings[.siteTitle])",
            description: lesson.summary ?? "", head: alternates + assets.head, bodyClass: "page-lesson",
            bodyData: chrome.model.progressAttributes(of: lesson),
            header: chrome.header(language: language, root: Self.root, hasSidebar: true, switcher: switcher),
            sidebar: chrome.sidebar(language: language, current: id), main: main, toc: toc(strings: strings),
            skip: strings[.skip], footer: strings[.footer], scripts: assets.scripts))
    }

    /// Where the lesson's progress can be reset (the page script shows it and asks before it
    /// forgets anything), with the note that progress stays in the browser.
    static func progressPanel(_ strings: Localizer) -> HTML {
        "<div class=\"lesson-progress\" hidden><p>\(strings[.progressStored])</p>"
            + "<p><button type=\"button\" class=\"progress-reset\">\(strings[.progressReset])</button> "
            + "<a href=\"\(SiteModel.reviewPage)\">\(strings[.progressReview])</a></p></div>\n"
    }

    private func toc(strings: Localizer) -> HTML {
        let headings = lesson.headings.filter { $0.level == 2 || $0.level == 3 }
        guard !headings.isEmpty else { return .empty }
        var html: HTML = "<aside class=\"toc\"><nav aria-labelledby=\"toc-heading\">\n"
            + "<h2 id=\"toc-heading\">\(strings[.tableOfContents])</h2>\n<ol>\n"
        let renderer = MarkdownRenderer()
        for heading in headings {
            html += "<li class=\"toc-h\(heading.level)\"><a href=\"#\(attribute: LinkPolicy.percentEncoded(heading.anchor))\">"
                + "\(renderer.render(inlines: heading.content.withoutLinks))</a></li>\n"
        }
        return html + "</ol>\n</nav></aside>"
    }

    private func pager(previous: CheckedLesson?, next: CheckedLesson?, strings: Localizer) -> HTML {
        guard previous != nil || next != nil else { return .empty }
        var html: HTML = "<nav class=\"pager\" aria-label=\"\(attribute: strings[.pager])\">\n"
        if let previous {
            html += "<a class=\"pager-previous\" rel=\"prev\" href=\"\(attribute: SiteModel.pageName(previous))\">"
                + "<span>\(strings[.previous])</span> \(previous.title)</a>\n"
        }
        if let next {
            html += "<a class=\"pager-next\" rel=\"next\" href=\"\(attribute: SiteModel.pageName(next))\">"
                + "<span>\(strings[.next])</span> \(next.title)</a>\n"
        }
        return html + "</nav>\n"
    }
}

extension Array where Element == MarkdownInline {
    /// The content with links replaced by their text (a table of contents entry is a link itself).
    var withoutLinks: [MarkdownInline] {
        flatMap { inline -> [MarkdownInline] in
            switch inline {
            case .link(_, _, let children, _): children.withoutLinks
            case .emphasis(let children): [.emphasis(children.withoutLinks)]
            case .strong(let children): [.strong(children.withoutLinks)]
            case .strikethrough(let children): [.strikethrough(children.withoutLinks)]
            default: [inline]
            }
        }
    }
}
