import Diagnostics
import Foundation
import Lessons
@testable import SiteBuilder
import Testing

/// A lesson from a contributor can name any path as an image and the build can be given any
/// base URL: what the site publishes must stay inside the content folder, be a raster image,
/// and never replace the site's own files; `check` refuses whatever `build` would.
@Suite struct UntrustedContentTests {
    /// The fixture course with `text` appended to its German basics lesson.
    static func courseAppending(_ text: String) throws -> URL {
        let content = try SiteFixture.copy(SiteFixture.content)
        let lesson = content.appendingPathComponent("de/01-basics.md")
        try (String(contentsOf: lesson, encoding: .utf8) + "\n" + text + "\n").write(to: lesson, atomically: true, encoding: .utf8)
        return content
    }

    @Test func imagesThatNameNoFileAreErrorsNotCrashes() throws {
        let content = try Self.courseAppending("Nothing: ![x](#) ![y]() ![z](?q)")
        let (site, diagnostics) = try SiteFixture.build(content: content.path)
        #expect(site == nil)
        #expect(diagnostics.filter { $0.rule == .missingImage }.count == 3)
        // The copier on its own, as `serve` would call it on an unchecked lesson.
        var collector = DiagnosticCollector()
        let lesson = try #require(LessonParser(path: content.appendingPathComponent("de/01-basics.md").path, language: .german)
            .parse(Array(try Data(contentsOf: content.appendingPathComponent("de/01-basics.md"))), diagnostics: &collector))
        #expect(LessonImages.files(of: lesson, in: CourseImages.read(Course(lessons: [lesson]))).map(\.0) == ["de/dot.png"])
    }

    @Test func imagesCannotReplaceTheSitesOwnFiles() throws {
        let content = try Self.courseAppending("![b](../assets/motionbook.js) ![i](../index.html) ![p](../assets/logo.png)")
        let assets = content.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data("alert(1)".utf8).write(to: assets.appendingPathComponent("motionbook.js"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: assets.appendingPathComponent("logo.png"))
        try Data("<html>".utf8).write(to: content.appendingPathComponent("index.html"))
        let (site, diagnostics) = try SiteFixture.build(content: content.path)
        #expect(site == nil)
        #expect(diagnostics.filter { [.imagePath, .imageType, .missingImage].contains($0.rule) }.map(\.rule)
            == [.imagePath, .imageType, .imagePath])
    }

    @Test func onlyRasterImagesInsideTheContentFolderArePublished() throws {
        let content = try Self.courseAppending("![s](drawing.svg) ![h](page.html) ![f](fake.png) ![o](link.png)")
        let folder = content.appendingPathComponent("de")
        try Data("<svg><script>alert(1)</script></svg>".utf8).write(to: folder.appendingPathComponent("drawing.svg"))
        try Data("<script>alert(1)</script>".utf8).write(to: folder.appendingPathComponent("page.html"))
        try Data("<html>".utf8).write(to: folder.appendingPathComponent("fake.png"))
        let outside = content.deletingLastPathComponent().appendingPathComponent("secret.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "../../secret.png")
        let (site, diagnostics) = try SiteFixture.build(content: content.path)
        #expect(site == nil)
        let found = diagnostics.filter { [.imagePath, .imageType].contains($0.rule) }
        #expect(found.map(\.rule) == [.imageType, .imageType, .imageType, .imagePath])
        #expect(found.last?.message.contains("symbolic link") == true)
    }

    @Test func theFixtureCoursePublishesItsImageBesideItsPage() throws {
        let site = try #require(try SiteFixture.build().site)
        #expect(site.paths.filter { !$0.hasSuffix(".html") && !$0.hasPrefix("assets/") && !$0.hasSuffix(".js") && $0 != "sitemap.xml" }
            == ["de/dot.png"])
    }

    @Test func baseURLsAreHTTPOrRelative() {
        for accepted in ["https://example.com", "https://example.com/course/", "HTTP://example.com:8080/x", "/course/", "course", "../up"] {
            #expect(SiteOptions.baseURLProblem(accepted) == nil, "\(accepted)")
        }
        for refused in ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:x", "data:text/html,x", "file:///etc",
            "//evil.example", "https://", "https:example.com", "http://a b", "", "mailto:a@b.c", "\tjavascript:x"]
        {
            #expect(SiteOptions.baseURLProblem(refused) != nil, "\(refused)")
        }
    }
}

/// The renderer recurses once per nesting level; the parser's cap bounds the depth of every
/// model it gets, so rendering fits even a small thread stack.
@Suite struct DeepMarkdownRenderingTests {
    /// Runs `body` on a thread with a 256 KiB stack and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
    }

    @Test func theDeepestMarkdownCheckPassesRendersOnASmallStack() {
        let depth = MarkdownLimits.maximumNesting - 2
        let quotes = String(repeating: "> ", count: depth) + "inner"
        let emphasis = String(repeating: "*a ", count: depth - 2) + "b" + String(repeating: " a*", count: depth - 2)
        let lists = (0..<(depth / 2)).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        // Hostile input far past the cap: the model keeps 32 levels of it.
        let hostile = String(repeating: ">", count: 9_000) + " x\n\n" + String(repeating: "*", count: 4_000) + "a"
            + String(repeating: "*", count: 4_000)
        for markdown in [quotes, emphasis, lists, hostile] {
            Self.onSmallStack {
                let html = MarkdownRenderer().render(MarkdownParser.parse(markdown)).markup
                precondition(!html.isEmpty)
            }
        }
        let html = MarkdownRenderer().render(MarkdownParser.parse(quotes)).markup
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == depth)
        #expect(html.contains("<p>inner</p>"))
    }
}
