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

    /// The lessons of one language in course order (then by path).
    public func lessons(in language: Language) -> [Lesson] {
        lessons.filter { $0.language == language }.sorted {
            ($0.order ?? Int.max, $0.path) < ($1.order ?? Int.max, $1.path)
        }
    }

    /// All lessons with this id, one per language when the course is complete.
    public func translations(of id: String) -> [Lesson] {
        lessons.filter { $0.id == id }
    }
}
