/// Every UI string the site shows, by its key in `translations/*.xcstrings`. `check` and
/// `build` demand each of them translated in every course language.
public enum UIString: String, CaseIterable, Sendable {
    case siteTitle = "site.title"
    case siteTagline = "site.tagline"
    case landingChoose = "landing.choose"
    case landingStart = "landing.start"
    case skip = "nav.skip"
    case lessons = "nav.lessons"
    case tableOfContents = "nav.toc"
    case previous = "nav.previous"
    case next = "nav.next"
    case menu = "nav.menu"
    case language = "nav.language"
    case untranslated = "nav.untranslated"
    case anchor = "nav.anchor"
    case lessonNumber = "index.lessonNumber"
    case progressVisited = "progress.visited"
    case progressDone = "progress.done"
    case copy = "code.copy"
    case copied = "code.copied"
    case searchLabel = "search.label"
    case searchPlaceholder = "search.placeholder"
    case searchNoResults = "search.noResults"
    case quizLabel = "quiz.label"
    case quizCheck = "quiz.check"
    case quizRetry = "quiz.retry"
    case quizCorrect = "quiz.correct"
    case quizWrong = "quiz.wrong"
    case quizShowAnswer = "quiz.showAnswer"
    case quizAnswer = "quiz.answer"
    case quizMultiple = "quiz.multiple"
    case quizNumeric = "quiz.numeric"
    case quizInvalidNumber = "quiz.invalidNumber"
    case quizScore = "quiz.score"
    case exerciseLabel = "exercise.label"
    case exerciseStarter = "exercise.starter"
    case exerciseCommand = "exercise.command"
    case exerciseHint = "exercise.hint"
    case exerciseSolution = "exercise.solution"
    case snippetLabel = "snippet.label"
    case notFoundTitle = "notFound.title"
    case notFoundText = "notFound.text"
    case notFoundBack = "notFound.back"
    case footer = "footer.text"

    /// The keys `check` requires in the String Catalogs.
    public static var keys: [String] { allCases.map(\.rawValue) }

    /// The strings the page script needs at run time (passed as JSON in each page).
    static let scriptStrings: [UIString] = [
        .copy, .copied, .searchNoResults, .quizCorrect, .quizWrong, .quizInvalidNumber, .quizScore, .progressVisited,
        .progressDone,
    ]
}
