import Diagnostics
import Foundation
import Lessons
import SiteBuilder

/// Builds of the fixture course (`Fixtures/site/content`) and of the real course, with the
/// repository's translations and theme.
enum SiteFixture {
    static let content = TestPaths.fixtures.appendingPathComponent("site/content").path
    static let translations = TestPaths.root.appendingPathComponent("translations").path
    static let theme = TestPaths.root.appendingPathComponent("site").path
    static let courseContent = TestPaths.root.appendingPathComponent("content").path

    static func options(content: String = content) -> SiteOptions {
        SiteOptions(contentFolder: content, translationsFolder: translations, themeFolder: theme)
    }

    /// The site of `content`, or the diagnostics when it could not be built.
    static func build(
        content: String = content, traces: SnippetTraces = SnippetTraces()
    ) throws -> (site: SiteOutput?, diagnostics: [Diagnostic]) {
        try build(options(content: content), traces: traces)
    }

    /// The site of `options` as `build` makes it, with `traces` in place of running the
    /// snippets: the lint, then the pages only when it found no error.
    static func build(_ options: SiteOptions, traces: SnippetTraces = SnippetTraces()) throws -> (site: SiteOutput?, diagnostics: [Diagnostic]) {
        var checked = try CourseLint(
            paths: [options.contentFolder], translations: .folder(options.translationsFolder), requiredKeys: UIString.keys
        ).run()
        guard !checked.hasErrors else { return (nil, checked.diagnostics) }
        checked.traces = traces
        return (SiteGenerator.generate(checked, theme: try Theme.load(folder: options.themeFolder), baseURL: options.baseURL), checked.diagnostics)
    }

    static func text(_ site: SiteOutput, _ path: String) -> String {
        String(decoding: site.files[path] ?? [], as: UTF8.self)
    }

    /// Every regular file under `folder`, relative path → bytes.
    static func files(in folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    /// A copy of a folder in a fresh temporary folder.
    static func copy(_ folder: String) throws -> URL {
        let target = try TestPaths.temporaryFolder().appendingPathComponent("content")
        try FileManager.default.copyItem(atPath: folder, toPath: target.path)
        return target
    }
}
