import Lessons

/// `LANG/review.html`: the questions the learner answered wrongly and has not answered right
/// since, lesson by lesson, each linking back to its question (``QuizHTML/anchor(quizID:index:)``).
/// The page holds every question of the language, hidden; the page script shows those whose
/// last answer in `localStorage` was wrong, or that there is nothing to review. Without
/// JavaScript it says that it needs the script. The questions' prompts only: no answer.
struct ReviewPage {
    var chrome: PageChrome
    var language: Language

    func render() -> String {
        let strings = chrome.strings(language)
        let root = LessonPage.root
        let switcher = PageChrome.switcher(toEveryLanguages: SiteModel.reviewPage, root: root)
        var main: HTML = "<div class=\"review\">\n<h1>\(strings[.reviewTitle])</h1>\n<p>\(strings[.reviewIntro])</p>\n"
        main += "<p class=\"review-needs-script\">\(strings[.reviewNeedsScript])</p>\n"
        main += "<p class=\"review-empty\" hidden>\(strings[.reviewEmpty])</p>\n"
        let renderer = MarkdownRenderer()
        for lesson in chrome.model.lessons(in: language) where !lesson.quizzes.isEmpty {
            let page = SiteModel.pageName(lesson)
            main += "<section class=\"review-lesson\" data-lesson=\"\(attribute: lesson.id)\" hidden>\n"
                + "<h2><a href=\"\(attribute: page)\">\(lesson.title)</a></h2>\n<ol>\n"
            for quiz in lesson.quizzes {
                for (index, question) in quiz.questions.enumerated() {
                    let anchor = LinkPolicy.percentEncoded(QuizHTML.anchor(quizID: quiz.id, index: index))
                    main += "<li data-quiz=\"\(attribute: quiz.id)\" data-question=\"\(index)\" hidden>"
                        + "<a href=\"\(attribute: page)#\(attribute: anchor)\">\(renderer.render(inlines: question.prompt.withoutLinks))</a></li>\n"
                }
            }
            main += "</ol>\n</section>\n"
        }
        main += "<p class=\"review-stored\">\(strings[.progressStored])</p>\n</div>\n"
        let assets = chrome.assets(root: root, language: language)
        return chrome.fill(PageChrome.Regions(
            lang: language.code, title: "\(strings[.reviewTitle]) · \(strings[.siteTitle])", description: strings[.reviewIntro],
            head: assets.head, bodyClass: "page-review",
            header: chrome.header(language: language, root: root, hasSidebar: true, switcher: switcher),
            sidebar: chrome.sidebar(language: language, current: nil, onReviewPage: true), main: main,
            skip: strings[.skip], footer: strings[.footer], scripts: assets.scripts))
    }
}
