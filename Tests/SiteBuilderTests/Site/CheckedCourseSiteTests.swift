import Foundation
import Lessons
@testable import SiteBuilder
import Testing

/// The site is a pure function of a checked course and a theme.
@Suite struct CheckedCourseSiteTests {
    @Test func theSiteNeedsNothingButTheCheckedCourseAndTheTheme() throws {
        let content = try SiteFixture.copy(SiteFixture.content)
        let checked = try CourseLint(
            paths: [content.path], translations: .folder(SiteFixture.translations), requiredKeys: UIString.keys
        ).run()
        #expect(!checked.hasErrors, "\(checked.diagnostics)")
        let basics = content.appendingPathComponent("de/01-basics.md").path
        let dot = try #require(checked.images[basics]?["de/dot.png"])
        let theme = try Theme.load(folder: SiteFixture.theme)
        let before = SiteGenerator.generate(checked, theme: theme)
        // The lessons and their image are gone: a generator that read them would differ.
        try FileManager.default.removeItem(at: content)
        let after = SiteGenerator.generate(checked, theme: theme)
        #expect(before.files.keys.sorted() == after.files.keys.sorted())
        #expect(before.files.keys.allSatisfy { before.files[$0] == after.files[$0] })
        #expect(after.files["de/dot.png"] == dot)
        #expect(after.files["de/01-basics.html"] != nil)
    }

    @Test func draftsAndTheirImagesStayOffTheSite() throws {
        var checked = try CourseLint(
            paths: [SiteFixture.content], translations: .folder(SiteFixture.translations), requiredKeys: UIString.keys
        ).run()
        let draft = try #require(checked.lessons.first { $0.isDraft })
        checked.images[draft.path] = ["de/unused.png": [1, 2, 3]]
        let site = SiteGenerator.generate(checked, theme: try Theme.load(folder: SiteFixture.theme))
        #expect(site.files["de/unused.png"] == nil && site.files["de/03-draft.html"] == nil)
    }
}
