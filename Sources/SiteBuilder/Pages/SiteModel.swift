import Lessons

/// What the pages of one build know about the course: the published lessons (checked ones,
/// drafts left out) of every language in course order, and where each page lives.
///
/// URL scheme (every link relative): the landing page `index.html` and `404.html` at the root;
/// per language `LANG/index.html` and one page per lesson, `LANG/NN-slug.html` (the lesson's
/// file name with `.html`), so a Markdown link `NN-slug.md#x` becomes `NN-slug.html#x`;
/// `LANG/search-index.js`; shared files in `assets/`.
struct SiteModel {
    var lessons: [Language: [CheckedLesson]]
    /// Each lesson's number of quiz questions, by path: every page's sidebar shows them all.
    private var questionCounts: [String: Int] = [:]
    /// Each lesson's number of exercises, by path (progress counts those marked as done).
    private var exerciseCounts: [String: Int] = [:]

    init(course: Course) {
        var lessons: [Language: [CheckedLesson]] = [:]
        for language in Language.allCases {
            lessons[language] = course.checkedLessons(in: language).filter { !$0.isDraft }
        }
        self.lessons = lessons
        for lesson in lessons.values.joined() {
            questionCounts[lesson.path] = Self.questionCount(lesson)
            exerciseCounts[lesson.path] = Self.exerciseCount(lesson)
        }
    }

    /// ``questionCount(_:)`` of a lesson of the model, counted once.
    func questions(of lesson: CheckedLesson) -> Int { questionCounts[lesson.path] ?? Self.questionCount(lesson) }

    /// ``exerciseCount(_:)`` of a lesson of the model, counted once.
    func exercises(of lesson: CheckedLesson) -> Int { exerciseCounts[lesson.path] ?? Self.exerciseCount(lesson) }

    /// The attributes the page script reads a lesson's progress by: `data-lesson`,
    /// `data-questions` and `data-exercises`, each with its leading space.
    func progressAttributes(of lesson: CheckedLesson) -> HTML {
        " data-lesson=\"\(attribute: lesson.id)\" data-questions=\"\(questions(of: lesson))\" data-exercises=\"\(exercises(of: lesson))\""
    }

    /// `LANG/review.html`'s name in its language folder: the missed questions.
    static let reviewPage = "review.html"

    /// The languages in the order the landing page offers them: bg, zh-Hans, de.
    static let languageOrder: [Language] = [.bulgarian, .chinese, .german]

    func lessons(in language: Language) -> [CheckedLesson] { lessons[language] ?? [] }

    /// `NN-slug.html`.
    static func pageName(_ lesson: CheckedLesson) -> String {
        let name = lesson.fileName
        return (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
    }

    /// The site-relative path of a lesson page: `de/01-how-animation-works.html`.
    static func path(of lesson: CheckedLesson, in language: Language) -> String { "\(language.code)/\(pageName(lesson))" }

    /// The published translation of lesson `id` in `language`, if any.
    func translation(of id: String, in language: Language) -> CheckedLesson? {
        lessons(in: language).first { $0.id == id }
    }

    /// The number of quiz questions of a lesson (progress counts answered ones).
    static func questionCount(_ lesson: CheckedLesson) -> Int { lesson.quizzes.reduce(0) { $0 + $1.questions.count } }

    /// The number of exercises of a lesson (the learner marks each as done).
    static func exerciseCount(_ lesson: CheckedLesson) -> Int { lesson.snippets.filter { $0.role == .exercise }.count }
}
