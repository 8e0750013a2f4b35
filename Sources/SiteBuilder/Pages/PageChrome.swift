import Lessons
import TraceFormat

/// The parts every page shares, filled into the theme's skeleton: head links, the top bar
/// (course title, search, language switcher), the lesson sidebar and the footer.
struct PageChrome {
    var model: SiteModel
    var theme: Theme
    var translations: Translations

    /// The regions of one page; each is HTML, empty when the page has none.
    struct Regions {
        var lang: String
        var title: String
        var description = ""
        var head = ""
        var bodyClass: String
        var bodyData = ""
        var header = ""
        var sidebar = ""
        var main = ""
        var toc = ""
        var skip: String
        var footer: String
        var scripts = ""
    }

    func strings(_ language: Language) -> Localizer { Localizer(translations: translations, language: language.code) }

    func fill(_ regions: Regions) -> String {
        Template.fill(theme.skeleton, [
            "lang": HTMLEscaping.attribute(regions.lang),
            "title": HTMLEscaping.text(regions.title),
            "description": HTMLEscaping.attribute(regions.description),
            "head": regions.head,
            "body-class": HTMLEscaping.attribute(regions.bodyClass),
            "body-data": regions.bodyData,
            "header": regions.header,
            "sidebar": regions.sidebar,
            "main": regions.main,
            "toc": regions.toc,
            "skip": HTMLEscaping.text(regions.skip),
            "footer": HTMLEscaping.text(regions.footer),
            "scripts": regions.scripts,
        ])
    }

    /// The stylesheet link and the scripts of a page `root` (`../` or empty) away from the root.
    func assets(root: String, language: Language?) -> (head: String, scripts: String) {
        let head = "<link rel=\"stylesheet\" href=\"\(root)assets/motionbook.css\">"
        var scripts = ""
        if let language { scripts += Self.scriptStrings(self.strings(language)) }
        scripts += "<script src=\"\(root)assets/motionbook.js\"></script>\n<script src=\"\(root)assets/search.js\"></script>"
        return (head, scripts)
    }

    /// The UI strings `motionbook.js` reads, as the JSON element `#mb-strings`.
    static func scriptStrings(_ strings: Localizer) -> String {
        var pairs: [String] = []
        for key in UIString.scriptStrings {
            pairs.append("\(JSONText.string(key.rawValue)): \(JSONText.string(strings[key]))")
        }
        return "<script type=\"application/json\" id=\"mb-strings\">{" + HTMLEscaping.scriptData(pairs.joined(separator: ", ")) + "}</script>\n"
    }

    /// The top bar of a language's pages: course title (to the language index), the menu button
    /// that shows the sidebar on phones (on pages with a sidebar), search form and language
    /// switcher. `switcher` gives each language's target and whether it is a translation of
    /// this page.
    func header(
        language: Language, root: String, hasSidebar: Bool, switcher: [(Language, href: String, isTranslation: Bool)]
    ) -> String {
        let strings = self.strings(language)
        var html = "<a class=\"brand\" href=\"\(root)\(language.code)/index.html\">\(HTMLEscaping.text(strings[.siteTitle]))</a>\n"
        if hasSidebar {
            html += "<button class=\"menu-toggle\" type=\"button\" aria-controls=\"sidebar\" aria-expanded=\"false\" hidden>"
                + "\(HTMLEscaping.text(strings[.menu]))</button>\n"
        }
        html += """
            <form class="search" role="search" hidden data-index="\(root)\(language.code)/search-index.js" data-base="\(root)\(language.code)/">
            <label class="visually-hidden" for="search-input">\(HTMLEscaping.text(strings[.searchLabel]))</label>
            <input id="search-input" type="search" placeholder="\(HTMLEscaping.attribute(strings[.searchPlaceholder]))" autocomplete="off">
            <ol class="search-results" hidden></ol>
            </form>

            """
        html += "<nav class=\"languages\" aria-label=\"\(HTMLEscaping.attribute(strings[.language]))\"><ul>\n"
        for (other, href, isTranslation) in switcher {
            let name = HTMLEscaping.text(other.nativeName)
            if other == language {
                html += "<li><a href=\"\(href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" aria-current=\"page\">\(name)</a></li>\n"
            } else if isTranslation {
                html += "<li><a href=\"\(href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" rel=\"alternate\">\(name)</a></li>\n"
            } else {
                html += "<li><a href=\"\(href)\" lang=\"\(other.code)\" hreflang=\"\(other.code)\" class=\"untranslated\" "
                    + "title=\"\(HTMLEscaping.attribute(strings[.untranslated]))\">\(name)</a></li>\n"
            }
        }
        return html + "</ul></nav>"
    }

    /// The lesson list of a language, the current lesson marked.
    func sidebar(language: Language, current: String?) -> String {
        let strings = self.strings(language)
        var html = "<nav class=\"sidebar\" id=\"sidebar\" aria-labelledby=\"sidebar-heading\">\n"
            + "<h2 id=\"sidebar-heading\">\(HTMLEscaping.text(strings[.lessons]))</h2>\n<ol class=\"lesson-list\">\n"
        for lesson in model.lessons(in: language) {
            let id = HTMLEscaping.attribute(lesson.id)
            let page = SiteModel.pageName(lesson)
            let currentAttribute = lesson.id == current ? " aria-current=\"page\"" : ""
            html += "<li data-lesson=\"\(id)\" data-questions=\"\(model.questions(of: lesson))\">"
                + "<a href=\"\(HTMLEscaping.attribute(page))\"\(currentAttribute)>\(HTMLEscaping.text(lesson.title))</a>"
                + "<span class=\"progress-mark\"></span></li>\n"
        }
        return html + "</ol>\n</nav>"
    }
}
