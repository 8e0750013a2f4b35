import Diagnostics
import Foundation

/// The rules that look across lessons: ids and orders within a language, translations, and
/// links and images pointing at other files.
public struct CourseChecker {
    public init() {}

    public func check(_ course: Course, diagnostics: inout DiagnosticCollector) {
        checkUniqueness(course, diagnostics: &diagnostics)
        checkTranslations(course, diagnostics: &diagnostics)
        var anchors = AnchorIndex(course: course)
        for lesson in course.lessons {
            checkLinks(in: lesson, anchors: &anchors, diagnostics: &diagnostics)
        }
    }

    private func checkUniqueness(_ course: Course, diagnostics: inout DiagnosticCollector) {
        for language in course.languages {
            let lessons = course.lessons.filter { $0.language == language }
            reportRepeats(of: "id", in: lessons, as: .duplicateLessonID, diagnostics: &diagnostics)
            reportRepeats(of: "order", in: lessons, as: .duplicateOrder, diagnostics: &diagnostics)
        }
    }

    /// Reports every lesson whose front matter `key` has a value an earlier lesson already has.
    private func reportRepeats(
        of key: String, in lessons: [Lesson], as rule: Rule, diagnostics: inout DiagnosticCollector
    ) {
        var firstPath: [FrontMatter.Value: String] = [:]
        for lesson in lessons {
            guard let entry = lesson.frontMatter.entry(key) else { continue }
            if let other = firstPath[entry.value] {
                diagnostics.report(
                    rule, "lesson \(key) \(LessonDump.value(entry.value)) is also used by \(other)", path: lesson.path,
                    at: entry.valueLocation)
            } else {
                firstPath[entry.value] = lesson.path
            }
        }
    }

    /// Translations are compared only when lessons of two or more languages were loaded (a
    /// single file or language folder is checked on its own).
    private func checkTranslations(_ course: Course, diagnostics: inout DiagnosticCollector) {
        guard course.languages.count >= 2 else { return }
        let ids = Set(course.lessons.compactMap(\.id)).sorted()
        for id in ids {
            let translations = course.translations(of: id).filter { $0.language != nil }
            guard let first = translations.first, let idEntry = first.frontMatter.entry("id") else { continue }
            let present = Set(translations.compactMap(\.language))
            for missing in Language.allCases where !present.contains(missing) {
                diagnostics.report(
                    .missingTranslation, "lesson '\(id)' has no \(missing.code) translation", path: first.path,
                    at: idEntry.valueLocation)
            }
            for lesson in translations {
                for other in translations where other.path != lesson.path {
                    let theirs = Set(other.blockIDs)
                    for block in lesson.fencedBlocks {
                        guard let blockID = block.translatableID, !theirs.contains(blockID) else { continue }
                        diagnostics.report(
                            .translationSnippetIDs,
                            "'\(blockID)' is missing in the \(other.language?.code ?? "?") translation (\(other.path))",
                            path: lesson.path, at: block.location)
                    }
                }
            }
        }
    }

    private func checkLinks(in lesson: Lesson, anchors: inout AnchorIndex, diagnostics: inout DiagnosticCollector) {
        let directory = URL(fileURLWithPath: lesson.path).deletingLastPathComponent()
        for inline in lesson.allInlines {
            switch inline {
            case .link(let destination, _, _, let at):
                guard let target = LinkTarget(destination) else { continue }
                var targetLesson: Lesson? = lesson
                if !target.path.isEmpty {
                    let file = directory.appendingPathComponent(target.path).standardizedFileURL.path
                    guard FileManager.default.fileExists(atPath: file) else {
                        diagnostics.report(
                            .missingLesson, "link target '\(target.path)' does not exist", path: lesson.path, at: at)
                        continue
                    }
                    targetLesson = target.path.hasSuffix(".md") ? anchors.lesson(atFile: file) : nil
                }
                if let fragment = target.fragment, let targetLesson,
                    !targetLesson.headings.contains(where: { $0.anchor == fragment })
                {
                    diagnostics.report(
                        .missingHeading,
                        "'\(target.path.isEmpty ? "this lesson" : target.path)' has no heading with anchor '#\(fragment)'",
                        path: lesson.path, at: at)
                }
            case .image(let source, _, _, let at):
                if case .failure(let problem) = ContentImage.resolve(source, lessonPath: lesson.path) {
                    diagnostics.report(problem.rule, problem.message, path: lesson.path, at: at)
                }
            default:
                continue
            }
        }
    }
}

/// A relative link, split into a path (empty for `#fragment` links) and a fragment, both
/// percent-decoded; nil for links with a scheme (`https:`, `mailto:`) or a network path.
struct LinkTarget {
    var path: String
    var fragment: String?

    init?(_ destination: String) {
        if destination.hasPrefix("//") || destination.isEmpty { return nil }
        if let colon = destination.firstIndex(of: ":"),
            destination[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }),
            destination.first?.isLetter == true
        {
            return nil
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        path = String(rawPath).removingPercentEncoding ?? String(rawPath)
        fragment = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? String(parts[1])) : nil
        if fragment == "" { fragment = nil }
    }
}

/// Lessons by absolute file path, to look up the anchors of link targets; files outside the
/// loaded course are parsed on demand (their own problems are reported when they are checked).
struct AnchorIndex {
    private var byFile: [String: Lesson] = [:]

    init(course: Course) {
        for lesson in course.lessons {
            byFile[URL(fileURLWithPath: lesson.path).standardizedFileURL.path] = lesson
        }
    }

    mutating func lesson(atFile file: String) -> Lesson? {
        if let lesson = byFile[file] { return lesson }
        var ignored = DiagnosticCollector()
        let bytes = FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? []
        let language = Language(rawValue: URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent)
        let lesson = LessonParser(path: file, language: language).parse(bytes, diagnostics: &ignored)
        byFile[file] = lesson
        return lesson
    }
}

extension FencedBlock {
    /// The id translations must share: a run or exercise snippet's id or a quiz's id.
    var translatableID: String? {
        switch kind {
        case .snippet(let snippet) where snippet.role != .solution: snippet.id
        case .quiz(let quiz): quiz.id
        default: nil
        }
    }
}
