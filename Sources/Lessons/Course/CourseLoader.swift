import Diagnostics
import Foundation

/// Finds and parses lesson files. A path is a content folder (one subfolder per language, as
/// `content/` is), a language folder (`content/de`), or a single lesson file whose language is
/// the name of the folder it is in.
public struct CourseLoader {
    /// Lessons parsed before in this process, reused when their bytes are unchanged.
    public var memo: ParseMemo?

    /// A path that does not exist or is not a Markdown file or folder.
    public struct MissingPath: Error, Equatable {
        public var path: String
    }

    public init(memo: ParseMemo? = nil) {
        self.memo = memo
    }

    /// Parses every lesson under `paths`. Problems inside lessons go to `diagnostics`; a path
    /// that does not exist is thrown, since nothing was checked for it.
    public func load(_ paths: [String], diagnostics: inout DiagnosticCollector) throws(MissingPath) -> Course {
        var files: [(path: String, folder: String)] = []
        for path in paths {
            files += try lessonFiles(at: path)
        }
        var seen: Set<String> = []
        var lessons: [Lesson] = []
        for file in files.sorted(by: { $0.path < $1.path }) where seen.insert(file.path).inserted {
            let language = Language(rawValue: file.folder)
            if language == nil {
                diagnostics.report(
                    .unknownLanguage,
                    "lesson is in folder '\(file.folder)', which is no course language (\(Language.allCases.map(\.code).joined(separator: ", ")))",
                    path: file.path, at: .start)
            }
            guard Self.staysInside(file.path) else {
                diagnostics.report(
                    .outsideContent, "lesson file is a symbolic link to outside the content folder; it is not read",
                    path: file.path, at: .start)
                continue
            }
            let bytes = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) } ?? []
            let lesson =
                memo.map { $0.lesson(path: file.path, language: language, bytes: bytes, diagnostics: &diagnostics) }
                ?? LessonParser(path: file.path, language: language).parse(bytes, diagnostics: &diagnostics)
            if let lesson { lessons.append(lesson) }
        }
        return Course(lessons: lessons)
    }

    /// Whether the lesson file, its symbolic links resolved, is still inside its content folder
    /// (the folder above its language folder): content is read, never followed out.
    static func staysInside(_ file: String) -> Bool {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let root = url.deletingLastPathComponent().deletingLastPathComponent().resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        return resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The Markdown files a path stands for, each with the name of the folder it is in.
    private func lessonFiles(at path: String) throws(MissingPath) -> [(path: String, folder: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
        let url = URL(fileURLWithPath: path)
        guard isDirectory.boolValue else {
            guard path.hasSuffix(".md") else { throw MissingPath(path: path) }
            return [(path, url.standardizedFileURL.deletingLastPathComponent().lastPathComponent)]
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if Language(rawValue: url.standardizedFileURL.lastPathComponent) != nil {
            return markdownFiles(in: trimmed).map { ($0, url.standardizedFileURL.lastPathComponent) }
        }
        var result = markdownFiles(in: trimmed).map { ($0, url.standardizedFileURL.lastPathComponent) }
        for entry in entries(of: trimmed) {
            let child = "\(trimmed)/\(entry)"
            var childIsDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory), childIsDirectory.boolValue {
                result += markdownFiles(in: child).map { ($0, entry) }
            }
        }
        return result
    }

    private func entries(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func markdownFiles(in folder: String) -> [String] {
        entries(of: folder).filter { $0.hasSuffix(".md") }.map { folder == "." ? $0 : "\(folder)/\($0)" }
    }
}
