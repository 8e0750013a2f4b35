import Diagnostics
import Foundation
import Lessons

/// Finds a lesson from what a user typed: a path to a lesson file, or a lesson id looked up in
/// a content folder in one language (`--lang`, else `$MOTIONBOOK_LANG`, else the first of bg,
/// zh-Hans, de that has it).
struct LessonLookup {
    var contentFolder: String
    var language: Language?

    /// What went wrong, for the user.
    struct Failure: Error {
        var message: String
    }

    init(contentFolder: String?, languageCode: String?, environment: [String: String]) throws(Failure) {
        self.contentFolder = contentFolder ?? "content"
        let code = languageCode ?? environment["MOTIONBOOK_LANG"]
        if let code, !code.isEmpty {
            guard let language = Language(rawValue: code) else {
                throw Failure(message: "unknown language '\(code)' (expected bg, zh-Hans or de)")
            }
            self.language = language
        }
    }

    /// The lesson `argument` names, with the problems found while parsing it.
    func lesson(_ argument: String) throws(Failure) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        if argument.hasSuffix(".md") || argument.contains("/") {
            let course: Course
            do {
                course = try CourseLoader().load([argument], diagnostics: &collector)
            } catch {
                throw Failure(message: "no such lesson file: \(argument)")
            }
            guard let lesson = course.lessons.first else { throw Failure(message: "\(argument) could not be read as a lesson") }
            return (lesson, collector.sorted)
        }
        let course = try self.course(&collector)
        let candidates = course.translations(of: argument)
        guard !candidates.isEmpty else {
            let known = Set(course.lessons.compactMap(\.id)).sorted()
            throw Failure(message: "no lesson with id '\(argument)' in \(contentFolder) (lessons: \(known.joined(separator: ", ")))")
        }
        let ordered = Language.allCases.compactMap { language in candidates.first { $0.language == language } }
        if let language {
            guard let lesson = candidates.first(where: { $0.language == language }) else {
                throw Failure(message: "lesson '\(argument)' has no \(language.code) translation (it has \(ordered.compactMap { $0.language?.code }.joined(separator: ", ")))")
            }
            return (lesson, collector.sorted.filter { $0.path == lesson.path })
        }
        let lesson = ordered.first ?? candidates[0]
        return (lesson, collector.sorted.filter { $0.path == lesson.path })
    }

    /// The whole content folder.
    func course(_ collector: inout DiagnosticCollector) throws(Failure) -> Course {
        do {
            return try CourseLoader().load([contentFolder], diagnostics: &collector)
        } catch {
            throw Failure(message: "no such content folder: \(contentFolder)")
        }
    }
}
