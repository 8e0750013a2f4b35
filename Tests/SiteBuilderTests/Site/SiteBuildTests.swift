import Diagnostics
import Foundation
import Lessons
import SiteBuilder
import TestSupport
import Testing

/// The whole site of the fixture course and of the real course.
@Suite struct SiteBuildTests {
    @Test func buildsEveryPageAndLeavesDraftsOut() throws {
        let (site, diagnostics) = try SiteFixture.build()
        let output = try #require(site, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        for path in ["index.html", "404.html", "sitemap.xml", "assets/motionbook.css", "assets/motionbook.js", "assets/search.js",
            "bg/index.html", "zh-Hans/index.html", "de/index.html", "de/01-basics.html", "de/02-escaping.html",
            "bg/01-basics.html", "zh-Hans/01-basics.html", "de/search-index.js", "de/dot.png"]
        {
            #expect(output.files[path] != nil, "\(path) missing")
        }
        #expect(output.paths.allSatisfy { !$0.contains("draft") })
        #expect(!SiteFixture.text(output, "de/index.html").contains("Entwurf"))
        #expect(!SiteFixture.text(output, "de/search-index.js").contains("entwurf"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = try TestPaths.temporaryFolder().appendingPathComponent("one")
        let second = try TestPaths.temporaryFolder().appendingPathComponent("two")
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: first.path)
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: second.path)
        let a = SiteFixture.files(in: first), b = SiteFixture.files(in: second)
        #expect(a.count > 10 && a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs between two builds") }
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let output = try TestPaths.temporaryFolder().appendingPathComponent("_site")
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: output.path)
        let before = SiteFixture.files(in: output)
        let broken = try SiteFixture.copy(SiteFixture.content)
        let lesson = broken.appendingPathComponent("de/01-basics.md")
        try (String(contentsOf: lesson, encoding: .utf8).replacingOccurrences(of: "order: 1", with: "order: 1\ncolour: red"))
            .write(to: lesson, atomically: true, encoding: .utf8)
        let (site, diagnostics) = try SiteFixture.build(content: broken.path)
        #expect(site == nil)
        #expect(diagnostics.contains { $0.rule == .frontMatterUnknownKey })
        #expect(SiteFixture.files(in: output) == before)
    }

    @Test func aFolderMotionbookDidNotWriteIsNeverReplaced() throws {
        let folder = try TestPaths.temporaryFolder()
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.WriteError.self) { try SiteWriter.write(SiteOutput(), to: folder.path) }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path))
    }

    @Test func foldersOfKilledBuildsAreRemovedAndRunningOnesKept() throws {
        let parent = try TestPaths.temporaryFolder()
        let output = parent.appendingPathComponent("out")
        // A process that has exited: its id is free (not reused this quickly in practice).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let running = getppid()
        for name in [".out.building-\(dead)", ".out.old-\(dead)", ".out.building-\(running)", ".other.building-\(dead)"] {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name + "/de"), withIntermediateDirectories: true)
        }
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: output.path)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: parent.path))
        #expect(left == ["out", ".out.building-\(running)", ".other.building-\(dead)"])
    }

    @Test func anOutputThatIsASymbolicLinkStaysOneAndItsFolderIsReplaced() throws {
        let parent = try TestPaths.temporaryFolder()
        let releases = parent.appendingPathComponent("releases")
        try FileManager.default.createDirectory(at: releases, withIntermediateDirectories: true)
        let previous = releases.appendingPathComponent("site-1")
        var old = SiteOutput()
        old.add("index.html", "old")
        old.add("gone.html", "x")
        try SiteWriter.write(old, to: previous.path)
        let link = parent.appendingPathComponent("current")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "releases/site-1")
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "releases/site-1")
        #expect(FileManager.default.fileExists(atPath: previous.appendingPathComponent("de/01-basics.html").path))
        #expect(!FileManager.default.fileExists(atPath: previous.appendingPathComponent("gone.html").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: releases.path) == ["site-1"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: parent.path)) == ["releases", "current"])
    }

    @Test func untranslatedUIStringsStopTheBuild() throws {
        let translations = try TestPaths.temporaryFolder()
        let catalog = try String(contentsOfFile: SiteFixture.translations + "/site.xcstrings", encoding: .utf8)
            .replacingOccurrences(of: "\"value\" : \"Nächste Lektion\"", with: "\"value\" : \"\"")
        try catalog.write(to: translations.appendingPathComponent("site.xcstrings"), atomically: true, encoding: .utf8)
        var options = SiteFixture.options()
        options.translationsFolder = translations.path
        let build = try SiteFixture.build(options)
        #expect(build.site == nil)
        #expect(build.diagnostics.contains { $0.rule == .translationMissing && $0.message.contains("'nav.next'") && $0.message.contains("de") })
    }

    @Test func theLanguageSwitcherLinksTranslationsOrFallsBackToTheIndex() throws {
        let site = try #require(try SiteFixture.build().site)
        let basics = SiteFixture.text(site, "de/01-basics.html")
        #expect(basics.contains(#"<link rel="alternate" hreflang="bg" href="../bg/01-basics.html">"#))
        #expect(basics.contains(#"<a href="../zh-Hans/01-basics.html" lang="zh-Hans" hreflang="zh-Hans" rel="alternate">中文</a>"#))
        let escaping = SiteFixture.text(site, "de/02-escaping.html")
        #expect(escaping.contains(#"<a href="../bg/index.html" lang="bg" hreflang="bg" class="untranslated""#))
        #expect(!escaping.contains(#"hreflang="bg" href="#))
    }

    @Test func sitemapIsRelativeWithoutABaseURL() throws {
        let site = try #require(try SiteFixture.build().site)
        #expect(SiteFixture.text(site, "sitemap.xml").contains("<loc>de/01-basics.html</loc>"))
        var options = SiteFixture.options()
        options.baseURL = "https://learn.example/motionbook"
        let absolute = try #require(try SiteFixture.build(options).site)
        #expect(SiteFixture.text(absolute, "sitemap.xml").contains("<loc>https://learn.example/motionbook/de/01-basics.html</loc>"))
        #expect(SiteFixture.text(absolute, "404.html").contains(#"href="https://learn.example/motionbook/index.html""#))
    }

    @Test(arguments: ["index.html", "404.html", "de/index.html", "de/01-basics.html", "zh-Hans/01-basics.html", "de/search-index.js", "sitemap.xml"])
    func goldenPages(_ path: String) throws {
        let site = try #require(try SiteFixture.build(theme: SiteFixture.goldenTheme()).site)
        let name = path.replacingOccurrences(of: "/", with: "_")
        assertSnapshot(SiteFixture.text(site, path), in: TestPaths.targetFolder, suite: "SiteBuildTests", name: name, fileExtension: "golden")
    }
}
