import Lessons
import TraceFormat

/// The parts every page shares, filled into the theme's skeleton: head links, the top bar
/// (course title, search, language switcher), the lesson sidebar and the footer.
struct PageChrome {
    var model: SiteModel
    var theme: Theme
    var translations: Translations

    /// The regions of one page: text where the page has text, markup where it has markup;
    /// each empty when the page has none.
    struct Regions {
        var lang: String
        var title: String
        var description = ""
        var head: HTML = .empty
        var bodyClass: String
        var bodyData: HTML = .empty
        var header: HTML = .empty
        var sidebar: HTML = .empty
        var main: HTML = .empty
        var toc: HTML = .empty
        var skip: String
        var footer: String
        var scripts: HTML = .empty
    }

    func strings(_ language: Language) -> Localizer { Localizer(translations: translations, language: language.code) }

    /// The page: the theme's skeleton with the regions in its slots.
    func fill(_ regions: Regions) -> String {
        Template.fill(markup: theme.skeletonMarkup, [
            "lang": "\(attribute: regions.lang)",
            "title": HTML(text: regions.title),
            "description": "\(attribute: regions.description)",
            "head": regions.head,
            "body-class": "\(attribute: regions.bodyClass)",
            "body-data": regions.bodyData,
            "header": regions.header,
            "sidebar": regions.sidebar,
            "main": regions.main,
            "toc": regions.toc,
            "skip": HTML(text: regions.skip),
            "footer": HTML(text: regions.footer),
            "scripts": regions.scripts,
        ]).markup
    }

    /// The stylesheet link and the scripts of a page `root` (`../` or empty) away from the root.
    func assets(root: String, language: Language?) -> (head: HTML, scripts: HTML) {
        let head: HTML = "<link rel=\"stylesheet\" href=\"\(root)assets/motionbook.css\">"
        var scripts = HTML.empty
        if let language { scripts += Self.scriptStrings(self.strings(language)) }
        scripts += "<script src=\"\(root)assets/motionbook.js\"></script>\n<script src=\"\(root)assets/search.js\"></script>"
        return (head, scripts)
    }

    /// The UI strings `motionbook.js` reads, as the JSON element `#mb-strings`.
    static func scriptStrings(_ strings: Localizer) -> HTML {
        var pairs: [String] = []
        for key in UIString.scriptStrings {
            pairs.append("\(JSONText.string(key.rawValue)): \(JSONText.string(strings[key]))")
        }
        return "<script type=\"application/json\" id=\"mb-strings\">{\(scriptData: pairs.joined(separator: ", "))}</script>\n"
    }

    /// The top bar of a language's pages: course title (to the language index), the menu button
    /// that shows the sidebar on phones (on pages with a sidebar), search form and language
    /// switcher. `switcher` gives each language's target and whether it is a translation of
    /// this page.
    func header(
        language: Language, root: String, hasSidebar: Bool, switcher: [(Language, href: String, isTranslation: Bool)]
    ) -> HTML {
        let strings = self.strings(language)
        var html: HTML = "<a class=\"brand\" href=\"\(root)\(language.code)/index.html\">\(strings[.siteTitle])</a>\n"
        if hasSidebar {
            html += "<button class=\"menu-toggle\" type=\"button\" aria-controls=\"sidebar\" aria-expanded=\"false\" hidden>\(strings[.menu])</button>\n"
        }
        html += """
            <form class="search" role="search" hidden data-index="\(root)\(language.code)/search-index.js" data-base="\(root)\(language.code)/">
            <label class="visually-hidden" for="search-input">\(strings[.searchLabel])</label>
            <input id="search-input" type="search" placeholder="\(attribute: strings[.searchPlaceholder])" autocomplete="off">
            <ol class="search-results" hidden></ol>
            </form>

            """
        html += Self.motionSwitch(strings)
        html += "<nav class=\"languages\" aria-label=\"\(attribute: strings[.language])\"><ul>\n"
        for (other, href, isTranslation) in switcher {
            let name = HTML(text: other.nativeName)
            if other == language {
                html += "<li><a href=\"\(attribute: href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" aria-current=\"page\">\(name)</a></li>\n"
            } else if isTranslation {
                html += "<li><a href=\"\(attribute: href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" rel=\"alternate\">\(name)</a></li>\n"
            } else {
                html += "<li><a href=\"\(attribute: href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" class=\"untranslated\" "
                    + "title=\"\(attribute: strings[.untranslated])\">\(name)</a></li>\n"
            }
        }
        return html + "</ul></nav>"
    }

    /// The language switcher's targets for a page that every language has, `page` in each
    /// language folder (`index.html`, `review.html`).
    static func switcher(toEveryLanguages page: String, root: String) -> [(Language, href: String, isTranslation: Bool)] {
        SiteModel.languageOrder.map { other in (other, href: "\(root)\(other.code)/\(page)", isTranslation: true) }
    }

    /// The site-wide motion switch (`role="switch"`): whether replays play by themselves. Hidden
    /// until the page script, which starts it from `prefers-reduced-motion` or the reader's
    /// last choice, shows it.
    static func motionSwitch(_ strings: Localizer) -> HTML {
        "<button type=\"button\" class=\"motion-switch\" role=\"switch\" aria-checked=\"true\" hidden>"
            + "<span class=\"motion-switch-track\" aria-hidden=\"true\"></span> \(strings[.motionLabel])</button>\n"
    }

    /// The lesson list of a language, the current lesson (or the review page) marked, each lesson
    /// with a progress mark that the page script fills in, and the link to the review page.
    func sidebar(language: Language, current: String?, onReviewPage: Bool = false) -> HTML {
        let strings = self.strings(language)
        var html: HTML = "<nav class=\"sidebar\" id=\"sidebar\" aria-labelledby=\"sidebar-heading\">\n"
            + "<h2 id=\"sidebar-heading\">\(strings[.lessons])</h2>\n<ol class=\"lesson-list\">\n"
        for lesson in model.lessons(in: language) {
            let page = SiteModel.pageName(lesson)
            let currentAttribute: HTML = lesson.id == current ? " aria-current=\"page\"" : .empty
            html += "<li\(model.progressAttributes(of: lesson))>"
                + "<a href=\"\(attribute: page)\"\(currentAttribute)>\(lesson.title)</a>"
                + "<span class=\"progress-mark\"></span></li>\n"
        }
        let reviewCurrent: HTML = onReviewPage ? " aria-current=\"page\"" : .empty
        html += "</ol>\n<p class=\"review-link\"><a href=\"\(SiteModel.reviewPage)\"\(reviewCurrent)>\(strings[.progressReview])</a></p>\n"
        return html + "</nav>"
    }
}
