/// The lessons of a course in every language, as loaded from a content folder or from files.
public struct Course: Sendable {
    /// Every lesson that could be read, sorted by path.
    public var lessons: [Lesson]

    public init(lessons: [Lesson]) {
        self.lessons = lessons.sorted { $0.path < $1.path }
    }

    /// The languages that have at least one lesson, in a fixed order.
    public var languages: [Language] {
        Language.allCases.filter { language in lessons.contains { $0.language == language } }
    }

    /// The lessons of one language that have an id, a title and an order (``CheckedLesson``), in
    /// course order (then by path): the lessons a site or a listing shows.
    public func checkedLessons(in language: Language) -> [CheckedLesson] {
        lessons.filter { $0.language == language }.compactMap(CheckedLesson.init).sorted {
            ($0.order, $0.path) < ($1.order, $1.path)
        }
    }

    /// All lessons with this id, one per language when the course is complete.
    public func translations(of id: String) -> [Lesson] {
        lessons.filter { $0.id == id }
    }
}
