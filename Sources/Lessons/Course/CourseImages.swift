import Foundation

/// The image files a course's lessons show by a relative path (in their text, hints and
/// quizzes), read once so that the site is rendered without touching the disk. Which files
/// qualify is ``ContentImage``'s rule, the one the lint applies; an image it rejects is never read.
public enum CourseImages {
    /// Lesson path → site path (relative to the content folder) → bytes, for every readable
    /// image of `course`.
    public static func read(_ course: Course) -> [String: [String: [UInt8]]] {
        var files: [String: [String: [UInt8]]] = [:]
        for lesson in course.lessons {
            for image in images(of: lesson) where files[lesson.path]?[image.sitePath] == nil {
                if let data = FileManager.default.contents(atPath: image.file) { files[lesson.path, default: [:]][image.sitePath] = [UInt8](data) }
            }
        }
        return files
    }

    /// The images `lesson` shows that ``ContentImage`` accepts, in the order they appear.
    public static func images(of lesson: Lesson) -> [ContentImage] {
        lesson.allInlines.compactMap { inline in
            guard case .image(let source, _, _, _) = inline, case .success(let image) = ContentImage.resolve(source, lessonPath: lesson.path)
            else { return nil }
            return image
        }
    }
}
