import Foundation
import Lessons

/// Images a lesson shows by a relative path, copied to the same place beside its page. Only
/// files inside the content folder are copied.
enum LessonImages {
    static func files(of lesson: Lesson, language: Language) -> [(String, [UInt8])] {
        let folder = URL(fileURLWithPath: lesson.path).standardizedFileURL.deletingLastPathComponent()
        let contentRoot = folder.deletingLastPathComponent().path + "/"
        var files: [(String, [UInt8])] = []
        for block in lesson.allBlocks {
            for inline in block.inlines.flatMap(\.descendantsIncludingSelf) {
                guard case .image(let source, _, _, _) = inline, LinkPolicy.scheme(of: source) == nil,
                    !source.hasPrefix("/")
                else { continue }
                let relative = String(source.split(separator: "#")[0].split(separator: "?")[0])
                let decoded = relative.removingPercentEncoding ?? relative
                let sitePath = URL(fileURLWithPath: "/\(language.code)/\(decoded)").standardizedFileURL.path.dropFirst()
                let file = folder.appendingPathComponent(decoded).standardizedFileURL.path
                guard file.hasPrefix(contentRoot), let data = FileManager.default.contents(atPath: file)
                else { continue }
                files.append((String(sitePath), [UInt8](data)))
            }
        }
        return files
    }
}
