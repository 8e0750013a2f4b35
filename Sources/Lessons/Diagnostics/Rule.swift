/// The catalog of diagnostic rules. Every diagnostic Motionbook reports names one of these ids;
/// `motionbook check --explain RULE` prints its explanation.
public enum Rule: String, CaseIterable, Sendable, Hashable {
    // Files
    case notUTF8 = "file.not-utf8"
    case unknownLanguage = "file.unknown-language"
    case outsideContent = "file.outside-content"
    // Front matter
    case frontMatterMissing = "front-matter.missing"
    case frontMatterUnclosed = "front-matter.unclosed"
    case frontMatterUnknownKey = "front-matter.unknown-key"
    case frontMatterDuplicateKey = "front-matter.duplicate-key"
    case frontMatterMalformed = "front-matter.malformed"
    case frontMatterMissingKey = "front-matter.missing-key"
    case frontMatterLangMismatch = "front-matter.lang-mismatch"
    // Course structure
    case duplicateLessonID = "course.duplicate-id"
    case duplicateOrder = "course.duplicate-order"
    case missingTranslation = "course.missing-translation"
    case translationSnippetIDs = "course.translation-snippets"
    // Markdown
    case rawHTML = "markdown.raw-html"
    case fileTooLarge = "markdown.file-too-large"
    case lineTooLong = "markdown.line-too-long"
    case tableTooWide = "markdown.table-too-wide"
    case tooDeep = "markdown.too-deep"
    case missingLesson = "link.missing-lesson"
    case missingHeading = "link.missing-heading"
    case missingImage = "link.missing-image"
    case imagePath = "link.image-path"
    case imageType = "link.image-type"
    // Fenced blocks
    case unknownRole = "fence.unknown-role"
    case unknownKey = "fence.unknown-key"
    case duplicateKey = "fence.duplicate-key"
    case missingKey = "fence.missing-key"
    case malformedValue = "fence.malformed-value"
    case duplicateBlockID = "snippet.duplicate-id"
    case exerciseWithoutSolution = "exercise.no-solution"
    case solutionWithoutExercise = "exercise.orphan-solution"
    case hintWithoutExercise = "exercise.orphan-hint"
    // Quizzes
    case quizNoQuestion = "quiz.no-question"
    case quizNoCorrectChoice = "quiz.no-correct-choice"
    case quizTooFewChoices = "quiz.too-few-choices"
    case quizMalformedLine = "quiz.malformed-line"
    case quizMalformedNumber = "quiz.malformed-number"
    case quizUnknownSnippet = "quiz.unknown-snippet"
    // UI strings (translations/*.xcstrings)
    case translationMissing = "translation.missing"
    case translationMalformed = "translation.malformed"
    // Running snippets (reported by SnippetRunner; `check --no-run` skips them)
    case snippetCompileError = "snippet.compile-error"
    case snippetCompileWarning = "snippet.compile-warning"
    case snippetNoView = "snippet.no-view"
    case snippetTimeout = "snippet.timeout"
    case snippetCrash = "snippet.crash"
    case snippetRuntimeError = "snippet.runtime-error"
    case snippetOutputTooLarge = "snippet.output-too-large"
    case snippetMalformedTrace = "snippet.malformed-trace"
    case snippetEmptyTrace = "snippet.empty-trace"
    case snippetNondeterministic = "snippet.nondeterministic"
    case snippetCPULimit = "snippet.cpu-limit"
    case snippetMemoryLimit = "snippet.memory-limit"
    case snippetProcessLimit = "snippet.process-limit"
    case snippetLeftProcesses = "snippet.left-processes"
    case snippetNotCached = "snippet.not-cached"
    case exerciseStarterPasses = "exercise.starter-passes"
    case translationTraces = "course.translation-traces"
    case quizTraceMismatch = "quiz.trace-mismatch"
    case quizTraceValueMissing = "quiz.trace-value-missing"

    /// True for the rules found by compiling and running snippets (SnippetRunner); their
    /// fixtures are checked by running the built tool.
    public var needsSnippetRun: Bool {
        switch self {
        case .snippetCompileError, .snippetCompileWarning, .snippetNoView, .snippetTimeout, .snippetCrash,
            .snippetRuntimeError, .snippetOutputTooLarge, .snippetMalformedTrace, .snippetEmptyTrace,
            .snippetNondeterministic, .snippetCPULimit, .snippetMemoryLimit, .snippetProcessLimit, .snippetLeftProcesses,
            .snippetNotCached, .exerciseStarterPasses, .translationTraces, .quizTraceMismatch,
            .quizTraceValueMissing:
            true
        default:
            false
        }
    }

    /// The severity a diagnostic of this rule has.
    public var defaultSeverity: Severity {
        switch self {
        case .missingTranslation, .snippetCompileWarning: .warning
        default: .error
        }
    }

    /// One line that says what the rule checks and how to fix a finding.
    public var explanation: String {
        switch self {
        case .notUTF8: "A lesson file must be valid UTF-8; re-save it as UTF-8 (the position is the first invalid byte)."
        case .outsideContent: "A lesson file is a symbolic link that resolves outside the content folder; content is read, never followed out, so copy the lesson into content/<lang>/ instead."
        case .unknownLanguage: "Lessons live in content/<lang>/ with lang one of bg, zh-Hans, de; move the file into one of those folders."
        case .frontMatterMissing: "A lesson starts with front matter: a line '---', 'key: value' lines (id, title, order, ...), and a closing '---'."
        case .frontMatterUnclosed: "The front matter opened with '---' on the first line has no closing '---' line."
        case .frontMatterUnknownKey: "Front matter keys are id, title, order, summary, lang and draft; a misspelt key would be silently ignored, so it is an error."
        case .frontMatterDuplicateKey: "Each front matter key may appear once; remove the repeated line."
        case .frontMatterMalformed: "A front matter line must be 'key: value' with a plain, quoted, integer, boolean or [a, b] list value of the type the key expects."
        case .frontMatterMissingKey: "Every lesson needs the front matter keys id, title and order."
        case .frontMatterLangMismatch: "The optional 'lang' key must name the folder the lesson is in (content/<lang>/)."
        case .duplicateLessonID: "Two lessons of one language have the same id; ids are unique within a language and shared by translations."
        case .duplicateOrder: "Two lessons of one language have the same order; order places a lesson in the course, so give each a distinct number."
        case .missingTranslation: "A lesson id exists in one language but not in another; every lesson should be written in bg, zh-Hans and de."
        case .translationSnippetIDs: "Translations of a lesson must contain the same snippet, exercise and quiz ids, so their traces can be compared."
        case .rawHTML: "Raw HTML is not passed through to the site; write the content in Markdown instead."
        case .missingLesson: "A relative link points to a lesson file (or other file) that does not exist."
        case .missingHeading: "A link's #fragment names no heading anchor of the target lesson; anchors are the slugs of headings (see the model dump)."
        case .fileTooLarge: "A lesson file may hold at most 1 MiB (so checking any lesson stays under a second); split it into several lessons."
        case .lineTooLong: "A lesson line may hold at most 10,000 UTF-8 bytes (so parsing stays fast on any input); break the line, Markdown joins a paragraph's lines."
        case .tableTooWide: "A lesson line may hold at most 100 '|' characters, code included (a table row has a column per '|', and parsing costs grow with the square of a row's columns); split the table."
        case .tooDeep: "Quotes, lists, list items, emphasis, links and images may nest at most 32 levels deep; what is nested deeper is left out of the page, so flatten the structure."
        case .missingImage: "An image needs a relative path to an existing file (or an http(s) URL); '![x]()' and '![x](#)' name no file."
        case .imagePath: "An image must be a file inside the content folder, not reached through '..', an absolute path or a symbolic link that leaves it, and not in content/assets/ (the site's own folder): the site publishes it at the same path."
        case .imageType: "Only PNG, JPEG, GIF, WebP and AVIF images are published, by extension (.png, .jpg, .jpeg, .gif, .webp, .avif) and content; SVG and HTML can carry scripts, so convert them to a raster image."
        case .unknownRole: "The word after the language of a fence must be a known role: 'swift run', 'swift exercise' or 'swift solution'."
        case .unknownKey: "A fence has a key its role does not take (a typo must not silently change a snippet); see the fence key table in the README."
        case .duplicateKey: "A fence names the same key twice; keep one."
        case .missingKey: "A fence lacks a key its role requires: 'id' for run, exercise and quiz, 'for' for solution and hint."
        case .malformedValue: "A fence value has the wrong shape: numbers for duration/every/fps/tolerance, TARGET@SECONDS lists for tap, identifiers for ids and view."
        case .duplicateBlockID: "Snippet, exercise and quiz ids must be unique within a lesson."
        case .exerciseWithoutSolution: "Every 'swift exercise id=X' needs a 'swift solution for=X' in the same lesson, so check can verify it."
        case .solutionWithoutExercise: "A 'swift solution for=X' names no 'swift exercise id=X' in the same lesson."
        case .hintWithoutExercise: "A 'hint for=X' names no 'swift exercise id=X' in the same lesson."
        case .quizNoQuestion: "Every quiz question starts with a '? ' line, and a quiz block holds at least one question."
        case .quizNoCorrectChoice: "A choice question needs at least one '- [x]' choice."
        case .quizTooFewChoices: "A choice question needs at least two choices."
        case .quizMalformedLine: "Quiz lines start with '? ' (question), '- [ ] '/'- [x] ' (choice), '> ' (explanation) or '= ' (numeric answer)."
        case .quizMalformedNumber: "A numeric answer reads '= VALUE ± TOLERANCE', optionally followed by '@ SNIPPET PROPERTY TIME'."
        case .quizUnknownSnippet: "A numeric answer's '@ SNIPPET' names no 'swift run' or 'swift exercise' snippet of the lesson."
        case .translationMissing: "Every UI string of the site needs a translated value in bg, zh-Hans and de in translations/*.xcstrings (state 'translated', not empty); add the key or its translation."
        case .translationMalformed: "A String Catalog (.xcstrings) must be JSON of Xcode's format: {\"sourceLanguage\", \"strings\": {KEY: {\"localizations\": {LANG: {\"stringUnit\": {\"state\", \"value\"}}}}}}."
        case .snippetCompileError: "A snippet must compile against MotionCore as written; the message is swiftc's, placed at the lesson line and column."
        case .snippetCompileWarning: "swiftc warns about a snippet (placed at the lesson line and column); learners copy snippets, so keep them warning-free (fails only with --strict)."
        case .snippetNoView: "A snippet needs something to mount: view=, a #Preview, or a View type (the one no other view uses), unless its hidden region imports MotionTrace and prints its own trace."
        case .snippetTimeout: "Compiling (default limit 20 s) or running (10 s) a snippet took too long and its process group was killed; look for an endless loop, or raise --compile-timeout/--run-timeout."
        case .snippetCrash: "The snippet program was killed by a signal (a Swift runtime trap such as an index out of range, or a segfault); the end of its stderr says where."
        case .snippetRuntimeError: "The snippet program exited with a non-zero status; the harness exits 2 when the scenario cannot run (an unknown tap target, a view it cannot mount), with the reason on stderr."
        case .snippetOutputTooLarge: "The snippet program wrote more than the output cap (8 MiB); it was cut and killed. A trace is far smaller, so look for a loop that prints."
        case .snippetMalformedTrace: "The snippet program's output is not a motionbook-trace/2 document (nor a /1 one, which is still read); a snippet that drives MotionTrace itself must print exactly one Trace(...).json()."
        case .snippetEmptyTrace: "In the snippet's trace no animatable property changes over time, so its table and chart show nothing; add a tap= or an onAppear change, or a duration long enough to reach it."
        case .snippetCPULimit: "A snippet program may use 10 s of CPU time (all its threads together; --cpu-limit); past it it is killed. Look for an endless loop or busy threads."
        case .snippetMemoryLimit: "A snippet program may map 4 GiB of address space; an allocation past it failed. Look for a runaway collection."
        case .snippetProcessLimit: "In the snippet sandbox a snippet may run 512 processes and threads at once; starting one more failed."
        case .snippetLeftProcesses: "A snippet program must not leave processes behind (a child it started, even one detached with setsid); the sandbox kills them when the program exits."
        case .snippetNotCached: "With --cache-only (the merge of a sharded check) nothing is compiled, and the snippet cache has no result for this snippet's program; run the shard that builds it with the same engine and compiler into this cache, or check without --cache-only."
        case .snippetNondeterministic: "With --strict every snippet runs twice and the two traces must be byte-identical; something in the snippet depends on chance or wall-clock time."
        case .exerciseStarterPasses: "An exercise's starter code already gives the solution's trace (within the tolerance), so there is nothing to do; change the starter or the solution."
        case .translationTraces: "Snippets with the same id in two translations must give the same trace (tap targets and texts aside); the lesson code drifted in one language."
        case .quizTraceMismatch: "A numeric answer with '@ SNIPPET PROPERTY TIME' must agree with the snippet's trace at that time, within the answer's tolerance."
        case .quizTraceValueMissing: "A numeric answer's '@ SNIPPET PROPERTY TIME' must name a property of the snippet's trace (with a component such as offset.x for vectors) and a time inside the trace."
        }
    }
}
