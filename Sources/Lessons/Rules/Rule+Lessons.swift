import Diagnostics

/// The rules of the lint: reading lesson files, front matter, the course's structure, Markdown
/// and links, fenced blocks, quizzes and the site's String Catalogs. Each is listed in
/// ``RuleCatalog/lessons``, in this order, and has a fixture (``Rule/fixture``).
extension Rule {
    // MARK: Files

    public static let notUTF8 = Rule(
        "file.not-utf8", stage: .lint, severity: .error,
        explanation: "A lesson file must be valid UTF-8; re-save it as UTF-8 (the position is the first invalid byte).")
    public static let unknownLanguage = Rule(
        "file.unknown-language", stage: .lint, severity: .error,
        explanation: "Lessons live in content/<lang>/ with lang one of bg, zh-Hans, de; move the file into one of those folders.")
    public static let outsideContent = Rule(
        "file.outside-content", stage: .lint, severity: .error,
        explanation: "A lesson file is a symbolic link that resolves outside the content folder; content is read, never followed out, so copy the lesson into content/<lang>/ instead.")

    // MARK: Front matter

    public static let frontMatterMissing = Rule(
        "front-matter.missing", stage: .lint, severity: .error,
        explanation: "A lesson starts with front matter: a line '---', 'key: value' lines (id, title, order, ...), and a closing '---'.")
    public static let frontMatterUnclosed = Rule(
        "front-matter.unclosed", stage: .lint, severity: .error,
        explanation: "The front matter opened with '---' on the first line has no closing '---' line.")
    public static let frontMatterUnknownKey = Rule(
        "front-matter.unknown-key", stage: .lint, severity: .error,
        explanation: "Front matter keys are id, title, order, summary, lang and draft; a misspelt key would be silently ignored, so it is an error.")
    public static let frontMatterDuplicateKey = Rule(
        "front-matter.duplicate-key", stage: .lint, severity: .error,
        explanation: "Each front matter key may appear once; remove the repeated line.")
    public static let frontMatterMalformed = Rule(
        "front-matter.malformed", stage: .lint, severity: .error,
        explanation: "A front matter line must be 'key: value' with a plain, quoted, integer, boolean or [a, b] list value of the type the key expects.")
    public static let frontMatterMissingKey = Rule(
        "front-matter.missing-key", stage: .lint, severity: .error,
        explanation: "Every lesson needs the front matter keys id, title and order.")
    public static let frontMatterLangMismatch = Rule(
        "front-matter.lang-mismatch", stage: .lint, severity: .error,
        explanation: "The optional 'lang' key must name the folder the lesson is in (content/<lang>/).")

    // MARK: Course structure

    public static let duplicateLessonID = Rule(
        "course.duplicate-id", stage: .lint, severity: .error,
        explanation: "Two lessons of one language have the same id; ids are unique within a language and shared by translations.")
    public static let duplicateOrder = Rule(
        "course.duplicate-order", stage: .lint, severity: .error,
        explanation: "Two lessons of one language have the same order; order places a lesson in the course, so give each a distinct number.")
    public static let missingTranslation = Rule(
        "course.missing-translation", stage: .lint, severity: .warning,
        explanation: "A lesson id exists in one language but not in another; every lesson should be written in bg, zh-Hans and de.")
    public static let translationSnippetIDs = Rule(
        "course.translation-snippets", stage: .lint, severity: .error,
        explanation: "Translations of a lesson must contain the same snippet, exercise and quiz ids, so their traces can be compared.")

    // MARK: Markdown

    public static let rawHTML = Rule(
        "markdown.raw-html", stage: .lint, severity: .error,
        explanation: "Raw HTML is not passed through to the site; write the content in Markdown instead.")
    public static let fileTooLarge = Rule(
        "markdown.file-too-large", stage: .lint, severity: .error,
        explanation: "A lesson file may hold at most 1 MiB (so checking any lesson stays under a second); split it into several lessons.")
    public static let lineTooLong = Rule(
        "markdown.line-too-long", stage: .lint, severity: .error,
        explanation: "A lesson line may hold at most 10,000 UTF-8 bytes (so parsing stays fast on any input); break the line, Markdown joins a paragraph's lines.")
    public static let tableTooWide = Rule(
        "markdown.table-too-wide", stage: .lint, severity: .error,
        explanation: "A lesson line may hold at most 100 '|' characters, code included (a table row has a column per '|', and parsing costs grow with the square of a row's columns); split the table.")
    public static let tooDeep = Rule(
        "markdown.too-deep", stage: .lint, severity: .error,
        explanation: "Quotes, lists, list items, emphasis, links and images may nest at most 32 levels deep; what is nested deeper is left out of the page, so flatten the structure.")
    public static let missingLesson = Rule(
        "link.missing-lesson", stage: .lint, severity: .error,
        explanation: "A relative link points to a lesson file (or other file) that does not exist.")
    public static let missingHeading = Rule(
        "link.missing-heading", stage: .lint, severity: .error,
        explanation: "A link's #fragment names no heading anchor of the target lesson; anchors are the slugs of headings (see the model dump).")
    public static let missingImage = Rule(
        "link.missing-image", stage: .lint, severity: .error,
        explanation: "An image needs a relative path to an existing file (or an http(s) URL); '![x]()' and '![x](#)' name no file.")
    public static let imagePath = Rule(
        "link.image-path", stage: .lint, severity: .error,
        explanation: "An image must be a file inside the content folder, not reached through '..', an absolute path or a symbolic link that leaves it, and not in content/assets/ (the site's own folder): the site publishes it at the same path.")
    public static let imageType = Rule(
        "link.image-type", stage: .lint, severity: .error,
        explanation: "Only PNG, JPEG, GIF, WebP and AVIF images are published, by extension (.png, .jpg, .jpeg, .gif, .webp, .avif) and content; SVG and HTML can carry scripts, so convert them to a raster image.")

    // MARK: Fenced blocks

    public static let unknownRole = Rule(
        "fence.unknown-role", stage: .lint, severity: .error,
        explanation: "The word after the language of a fence must be a known role: 'swift run', 'swift exercise' or 'swift solution'.")
    public static let unknownKey = Rule(
        "fence.unknown-key", stage: .lint, severity: .error,
        explanation: "A fence has a key its role does not take (a typo must not silently change a snippet); see the fence key table in the README.")
    public static let duplicateKey = Rule(
        "fence.duplicate-key", stage: .lint, severity: .error,
        explanation: "A fence names the same key twice; keep one.")
    public static let missingKey = Rule(
        "fence.missing-key", stage: .lint, severity: .error,
        explanation: "A fence lacks a key its role requires: 'id' for run, exercise and quiz, 'for' for solution and hint.")
    public static let malformedValue = Rule(
        "fence.malformed-value", stage: .lint, severity: .error,
        explanation: "A fence value has the wrong shape: numbers for duration/every/fps/tolerance, TARGET@SECONDS lists for tap, identifiers for ids and view.")
    public static let parameterMarkup = Rule(
        "fence.parameter", stage: .lint, severity: .error,
        explanation: "A 'param=' key marks up to two number literals of a swift run snippet as parameters: NAME LOWER...UPPER step STEP, separated by ';'. NAME is the argument label or variable name right before the literal, which must follow it exactly once in the visible code; the literal is the default and must lie on the grid, the range a whole number of steps, and the grid at most 121 points.")
    public static let duplicateBlockID = Rule(
        "snippet.duplicate-id", stage: .lint, severity: .error,
        explanation: "Snippet, exercise and quiz ids must be unique within a lesson.")
    public static let exerciseWithoutSolution = Rule(
        "exercise.no-solution", stage: .lint, severity: .error,
        explanation: "Every 'swift exercise id=X' needs a 'swift solution for=X' in the same lesson, so check can verify it.")
    public static let solutionWithoutExercise = Rule(
        "exercise.orphan-solution", stage: .lint, severity: .error,
        explanation: "A 'swift solution for=X' names no 'swift exercise id=X' in the same lesson.")
    public static let hintWithoutExercise = Rule(
        "exercise.orphan-hint", stage: .lint, severity: .error,
        explanation: "A 'hint for=X' names no 'swift exercise id=X' in the same lesson.")
    public static let revealWithoutPrediction = Rule(
        "predict.orphan-reveal", stage: .lint, severity: .error,
        explanation: "A 'reveal for=X' holds the prose about the result of the predict-first snippet X and is shown with it after the learner's guess, so X must be a 'swift run id=X' with predict= written before the reveal in the same lesson.")

    // MARK: Quizzes

    public static let quizNoQuestion = Rule(
        "quiz.no-question", stage: .lint, severity: .error,
        explanation: "Every quiz question starts with a '? ' line, and a quiz block holds at least one question.")
    public static let quizNoCorrectChoice = Rule(
        "quiz.no-correct-choice", stage: .lint, severity: .error,
        explanation: "A choice question needs at least one '- [x]' choice.")
    public static let quizTooFewChoices = Rule(
        "quiz.too-few-choices", stage: .lint, severity: .error,
        explanation: "A choice question needs at least two choices.")
    public static let quizMalformedLine = Rule(
        "quiz.malformed-line", stage: .lint, severity: .error,
        explanation: "Quiz lines start with '? ' (question), '- [ ] '/'- [x] ' (choice), '> ' (explanation) or '= ' (numeric answer).")
    public static let quizMalformedNumber = Rule(
        "quiz.malformed-number", stage: .lint, severity: .error,
        explanation: "A numeric answer reads '= VALUE ± TOLERANCE', optionally followed by '@ SNIPPET PROPERTY TIME'.")
    public static let quizUnknownSnippet = Rule(
        "quiz.unknown-snippet", stage: .lint, severity: .error,
        explanation: "A numeric answer's '@ SNIPPET' names no 'swift run' or 'swift exercise' snippet of the lesson.")
    public static let quizVariant = Rule(
        "quiz.variant", stage: .lint, severity: .error,
        explanation: "A numeric answer's 'NAME=VALUE' after '@ SNIPPET PROPERTY TIME' names parameters of the snippet's param= key, and the variant it asks about is off the explorer's grid (the page shows every grid point before the answer).")

    public static let quizLongestOption = Rule(
        "quiz.longest-option", stage: .lint, severity: .warning,
        explanation: "In more than half of a lesson's choice questions the right option (one of them, with several) is the longest, so a reader who picks the longest option is mostly right without knowing why. Make the wrong options as specific and plausible as the right one, or the right one shorter; the page shuffles the order, but it cannot hide the length. Counted in characters of the text as the page shows it; two options of the same greatest length have no longest.")

    // MARK: UI strings (translations/*.xcstrings)

    public static let translationMissing = Rule(
        "translation.missing", stage: .lint, severity: .error,
        explanation: "Every UI string of the site needs a translated value in bg, zh-Hans and de in translations/*.xcstrings (state 'translated', not empty); add the key or its translation.")
    public static let translationMalformed = Rule(
        "translation.malformed", stage: .lint, severity: .error,
        explanation: "A String Catalog (.xcstrings) must be JSON of Xcode's format: {\"sourceLanguage\", \"strings\": {KEY: {\"localizations\": {LANG: {\"stringUnit\": {\"state\", \"value\"}}}}}}.")
}
