import Lessons

/// The course index of one language: the lessons in order with their summaries and progress
/// marks (filled in by the page script from `localStorage`).
struct LanguageIndexPage {
    var chrome: PageChrome
    var language: Language

    func render() -> String {
        let strings = chrome.strings(language)
        let root = LessonPage.root
        let switcher = PageChrome.switcher(toEveryLanguages: "index.html", root: root)
        var main: HTML = "<h1>\(strings[.siteTitle])</h1>\n<p class=\"tagline\">\(strings[.siteTagline])</p>\n"
        main += "<ol class=\"course-index\">\n"
        for (number, lesson) in chrome.model.lessons(in: language).enumerated() {
            let summary = lesson.summary.map { HTML.element("p", text: $0) }
            main += "<li\(chrome.model.progressAttributes(of: lesson))>"
                + "<a href=\"\(attribute: SiteModel.pageName(lesson))\"><span class=\"lesson-number\">\(strings.format(.lessonNumber, number + 1))</span> "
                + "<span class=\"lesson-title\">\(lesson.title)</span></a>\(summary)"
                + "<span class=\"progress-mark\"></span></li>\n"
        }
        main += "</ol>\n<p class=\"review-link\"><a href=\"\(SiteModel.reviewPage)\">\(strings[.progressReview])</a></p>\n"
        let assets = chrome.assets(root: root, language: language)
        var alternates = HTML.empty
        for other in SiteModel.languageOrder {
            alternates += "<link rel=\"alternate\" hreflang=\"\(other.code)\" href=\"\(root)\(other.code)/index.html\">\n"
        }
        return chrome.fill(PageChrome.Regions(
            lang: language.code, title: strings[.siteTitle], description: strings[.siteTagline],
            head: alternates + assets.head, bodyClass: "page-index",
            header: chrome.header(language: language, root: root, hasSidebar: false, switcher: switcher),
            sidebar: "", main: main, skip: strings[.skip], footer: strings[.footer], scripts: assets.scripts))
    }
}

/// The landing page: the reader picks Български, 中文 or Deutsch. Each choice is written in
/// its own language (`lang`), so the page has no single language (`lang="mul"`).
struct LandingPage {
    var chrome: PageChrome

    func render() -> String {
        var main: HTML = "<h1>Motionbook</h1>\n<ul class=\"language-picker\">\n"
        for language in SiteModel.languageOrder {
            let strings = chrome.strings(language)
            main += """
                <li lang="\(language.code)"><a href="\(language.code)/index.html" hreflang="\(language.code)">\
                <span class="language-name">\(language.nativeName)</span>\
                <span class="language-title">\(strings[.siteTitle])</span>\
                <span class="language-tagline">\(strings[.siteTagline])</span>\
                <span class="language-start">\(strings[.landingStart])</span></a></li>

                """
        }
        main += "</ul>\n"
        let assets = chrome.assets(root: "", language: nil)
        let choose = SiteModel.languageOrder.map { chrome.strings($0)[.landingChoose] }.joined(separator: " · ")
        let choices = SiteModel.languageOrder.map { language -> HTML in
            "<span lang=\"\(language.code)\">\(chrome.strings(language)[.landingChoose])</span>"
        }.joined(separator: " · ")
        return chrome.fill(PageChrome.Regions(
            lang: "mul", title: "Motionbook", description: choose, head: assets.head, bodyClass: "page-landing",
            header: "<p class=\"brand\">\(choices)</p>", main: main,
            skip: SiteModel.languageOrder.map { chrome.strings($0)[.skip] }.joined(separator: " · "),
            footer: "Motionbook", scripts: ""))
    }
}

/// `404.html`: may be served for a missing page at any depth, so its stylesheet is inlined and
/// its one link goes to the landing page: relative (right when the page is at the site root),
/// or absolute when the build has a `--base-url`.
struct NotFoundPage {
    var chrome: PageChrome
    var baseURL: String?

    func render() -> String {
        let home = (baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "") + "index.html"
        var main = HTML.empty
        for language in SiteModel.languageOrder {
            let strings = chrome.strings(language)
            main += """
                <section lang="\(language.code)" class="not-found"><h2>\(strings[.notFoundTitle])</h2>
                <p>\(strings[.notFoundText])</p>
                <p><a href="\(attribute: home)">\(strings[.notFoundBack])</a></p></section>

                """
        }
        return chrome.fill(PageChrome.Regions(
            lang: "mul", title: "404 · Motionbook", head: "<style>\n\(chrome.theme.stylesheetMarkup)</style>",
            bodyClass: "page-not-found", main: "<h1>404</h1>\n" + main,
            skip: SiteModel.languageOrder.map { chrome.strings($0)[.skip] }.joined(separator: " · "),
            footer: "Motionbook"))
    }
}
