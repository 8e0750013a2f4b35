import Diagnostics
import Foundation
import Lessons
import SiteBuilder

/// Builds of the fixture course (`Fixtures/site/content`) and of the real course, with the
/// repository's translations and theme (or, for the page goldens, ``goldenTheme()``).
enum SiteFixture {
    static let content = TestPaths.fixtures.appendingPathComponent("site/content").path
    static let translations = TestPaths.root.appendingPathComponent("translations").path
    static let theme = TestPaths.root.appendingPathComponent("site").path
    static let courseContent = TestPaths.root.appendingPathComponent("content").path
    /// The small stylesheet and scripts of the page goldens' theme.
    static let goldenAssets = TestPaths.fixtures.appendingPathComponent("theme")

    /// The theme the page goldens are rendered with: the site's skeleton (`site/page.html`) and
    /// the small stylesheet and scripts of `Fixtures/theme/`, so that an edit of the real
    /// stylesheet or scripts (which `404.html` and `run --html` inline) changes no golden.
    static func goldenTheme() throws -> Theme {
        var assets: [String: [UInt8]] = [:]
        for name in Theme.assetNames {
            assets[name] = try [UInt8](Data(contentsOf: goldenAssets.appendingPathComponent(name)))
        }
        return Theme(skeleton: try Theme.load(folder: theme).skeleton, assets: assets)
    }

    static func options(content: String = content) -> SiteOptions {
        SiteOptions(contentFolder: content, translationsFolder: translations, themeFolder: theme)
    }

    /// The site of `content`, or the diagnostics when it could not be built.
    static func build(
        content: String = content, traces: SnippetTraces = SnippetTraces(), theme: Theme? = nil
    ) throws -> (site: SiteOutput?, diagnostics: [Diagnostic]) {
        try build(options(content: content), traces: traces, theme: theme)
    }

    /// The site of `options` as `build` makes it, with `traces` in place of running the
    /// snippets: the lint, then the pages only when it found no error. `theme` replaces the
    /// one of the options' theme folder.
    static func build(
        _ options: SiteOptions, traces: SnippetTraces = SnippetTraces(), theme: Theme? = nil
    ) throws -> (site: SiteOutput?, diagnostics: [Diagnostic]) {
        var checked = try CourseLint(
            paths: [options.contentFolder], translations: .folder(options.translationsFolder), requiredKeys: UIString.keys
        ).run()
        guard !checked.hasErrors else { return (nil, checked.diagnostics) }
        checked.traces = traces
        let theme = try theme ?? Theme.load(folder: options.themeFolder)
        return (SiteGenerator.generate(checked, theme: theme, baseURL: options.baseURL), checked.diagnostics)
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
