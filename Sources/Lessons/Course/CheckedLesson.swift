/// A lesson with what the lint requires of every lesson a page or a listing shows: an id, a
/// title and an order in its front matter (a lesson without one of them is reported as
/// `front-matter.missing-key`, or `front-matter.malformed` for a value of the wrong type).
/// Code after the lint reads these three as plain values; everything else reads through to the
/// lesson (`checked.path`, `checked.snippets`).
@dynamicMemberLookup
public struct CheckedLesson: Hashable, Sendable {
    public let lesson: Lesson
    /// The lesson id, shared by its translations.
    public let id: String
    public let title: String
    /// The lesson's place in its language's course.
    public let order: Int

    /// The lesson, or nil when its front matter lacks an id, a title or an order.
    public init?(_ lesson: Lesson) {
        guard let id = lesson.id, let title = lesson.title, let order = lesson.order else { return nil }
        self.lesson = lesson
        self.id = id
        self.title = title
        self.order = order
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Lesson, Value>) -> Value { lesson[keyPath: keyPath] }
}
