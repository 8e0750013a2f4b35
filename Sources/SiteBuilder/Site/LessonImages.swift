import Foundation
import Lessons

/// Images a lesson shows by a relative path (in its text, hints and quizzes), copied to their
/// path relative to the content folder, which is where the page's relative `src` points. Which
/// files qualify is ``ContentImage``'s rule, the one `check` applies; an image it rejects is
/// never copied.
enum LessonImages {
    static func files(of lesson: Lesson) -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        for inline in lesson.allInlines {
            guard case .image(let source, _, _, _) = inline,
                case .success(let image) = ContentImage.resolve(source, lessonPath: lesson.path),
                let data = FileManager.default.contents(atPath: image.file)
            else { continue }
            files.append((image.sitePath, [UInt8](data)))
        }
        return files
    }
}
