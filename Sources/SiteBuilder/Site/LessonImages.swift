import Lessons

/// Images a lesson shows by a relative path, copied to their path relative to the content
/// folder, which is where the page's relative `src` points. The bytes were read with the
/// course (``CourseImages``, by ``ContentImage``'s rule); only the images of published lessons
/// reach the site.
enum LessonImages {
    /// Site path and bytes of each image of `lesson` in `images` (lesson path → site path → bytes).
    static func files(of lesson: Lesson, in images: [String: [String: [UInt8]]]) -> [(String, [UInt8])] {
        (images[lesson.path] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
