import Foundation
import Lessons
@testable import SiteBuilder
import Testing
import TraceFormat

/// The render cache saves work and nothing else: with it, every file is byte for byte what a
/// build without it gives, and a change to anything a part is made from renders that part again.
@Suite struct RenderCacheTests {
    /// Parts in memory, as the command-line tool keeps them on disk.
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String: [UInt8]] = [:]
        /// The lessons' search terms, kept across builds as `serve` keeps them: an index
        /// made after an edit must be the one made from scratch.
        let searchTerms = SearchTermMemo()

        func cache(renderer: String = "test renderer") -> RenderCache {
            RenderCache(renderer: renderer, searchTerms: searchTerms) { [self] fingerprint in lock.withLock { parts[fingerprint] } }
        }

        func store(_ report: RenderCache.Report) {
            lock.withLock { parts.merge(report.rendered) { _, new in new } }
        }
    }

    /// The fixture course with the hand-made traces, each with a fingerprint.
    static func checked(content: String = SiteFixture.content, translations: String = SiteFixture.translations) throws -> CheckedCourse {
        var checked = try CourseLint(paths: [content], translations: .folder(translations), requiredKeys: UIString.keys).run()
        #expect(!checked.hasErrors, "\(checked.diagnostics)")
        let made = HandMadeTraces.fixtureTraces()
        var traces = SnippetTraces()
        for lesson in checked.lessons {
            let path = SnippetTraces.key(of: lesson)
            for snippet in lesson.snippets {
                if snippet.role == .exercise, let starter = made.starter(lessonPath: path, snippetID: snippet.id) {
                    traces.setStarter(starter, fingerprint: "starter program \(path) \(snippet.id)", lessonPath: path, snippetID: snippet.id)
                }
                guard let trace = made[path, snippet.id] else { continue }
                traces.set(trace, fingerprint: "program \(path) \(snippet.id)", lessonPath: path, snippetID: snippet.id)
            }
        }
        checked.traces = traces
        return checked
    }

    static let theme = Result { try Theme.load(folder: SiteFixture.theme) }

    @Test func aWarmBuildReusesEveryPartAndGivesTheSameSite() throws {
        let checked = try Self.checked()
        let theme = try Self.theme.get()
        let reference = SiteGenerator.generate(checked, theme: theme)
        let store = Store()

        let cold = SiteGenerator.generate(checked, theme: theme, cache: store.cache())
        #expect(cold.site == reference)
        #expect(cold.report.reused.isEmpty)
        let lessons = SiteModel(course: checked.course)
        let parts = SiteModel.languageOrder.map { lessons.lessons(in: $0).count + 1 }.reduce(0, +)
        #expect(cold.report.rendered.count == parts, "one body per lesson and one search index per language")
        store.store(cold.report)

        let warm = SiteGenerator.generate(checked, theme: theme, cache: store.cache())
        #expect(warm.site == reference)
        #expect(warm.report.rendered.isEmpty)
        #expect(warm.report.reused == Set(cold.report.rendered.keys))

        let otherTool = SiteGenerator.generate(checked, theme: theme, cache: store.cache(renderer: "another build of the tool"))
        #expect(otherTool.site == reference)
        #expect(otherTool.report.reused.isEmpty, "parts of another renderer are never reused")
    }

    @Test func anEditedLessonRendersItsBodyAndItsLanguagesSearchIndexAgain() throws {
        let folder = try SiteFixture.copy(SiteFixture.content)
        let theme = try Self.theme.get()
        let store = Store()
        store.store(SiteGenerator.generate(try Self.checked(content: folder.path), theme: theme, cache: store.cache()).report)

        let lesson = folder.appendingPathComponent("de/02-escaping.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try (text + "\nOne more paragraph, written after the first build.\n").write(to: lesson, atomically: true, encoding: .utf8)
        let edited = try Self.checked(content: folder.path)
        let after = SiteGenerator.generate(edited, theme: theme, cache: store.cache())
        #expect(after.site == SiteGenerator.generate(edited, theme: theme))
        #expect(SiteFixture.text(after.site, "de/02-escaping.html").contains("One more paragraph, written after the first build."))
        #expect(after.report.rendered.count == 2, "the edited lesson's body and the German search index")
        #expect(!after.report.reused.isEmpty)
    }

    @Test func aChangedTraceOrUIStringRendersWhatShowsIt() throws {
        let theme = try Self.theme.get()
        let store = Store()
        let checked = try Self.checked()
        store.store(SiteGenerator.generate(checked, theme: theme, cache: store.cache()).report)

        // Another program gave another trace for one snippet: only that lesson's body changes.
        var retraced = checked
        retraced.traces.set(HandMadeTraces.grow(), fingerprint: "another program", lessonPath: "de/01-basics.md", snippetID: "pulse")
        let afterTrace = SiteGenerator.generate(retraced, theme: theme, cache: store.cache())
        #expect(afterTrace.site == SiteGenerator.generate(retraced, theme: theme))
        #expect(afterTrace.report.rendered.count == 1)

        // Another starter program for the exercise: the body shows its trace, so it is rendered
        // again, and it differs from the cached one.
        var restarted = checked
        restarted.traces.setStarter(HandMadeTraces.grow(), fingerprint: "another starter", lessonPath: "de/01-basics.md", snippetID: "grow")
        let afterStarter = SiteGenerator.generate(restarted, theme: theme, cache: store.cache())
        #expect(afterStarter.site == SiteGenerator.generate(restarted, theme: theme))
        #expect(afterStarter.report.rendered.count == 1)
        #expect(afterStarter.site.files["de/01-basics.html"] != SiteGenerator.generate(checked, theme: theme).files["de/01-basics.html"])
        let basics = try #require(checked.lessons.first { SnippetTraces.key(of: $0) == "de/01-basics.md" })
        let bodyKey = { (traces: SnippetTraces) in store.cache().bodyFingerprint(basics, strings: "", traces: traces) }
        #expect(bodyKey(restarted.traces) != bodyKey(checked.traces))
        // Without its starter's trace the exercise shows less: another key too.
        var noStarter = checked
        noStarter.traces.setStarter(nil, fingerprint: nil, lessonPath: "de/01-basics.md", snippetID: "grow")
        #expect(bodyKey(noStarter.traces) != bodyKey(checked.traces) && bodyKey(noStarter.traces) != nil)
        // A starter's trace without a fingerprint: the body is rendered every time, never stored.
        var unknownStarter = checked
        unknownStarter.traces.setStarter(HandMadeTraces.growStarter(), fingerprint: nil, lessonPath: "de/01-basics.md", snippetID: "grow")
        #expect(bodyKey(unknownStarter.traces) == nil)
        let afterUnknownStarter = SiteGenerator.generate(unknownStarter, theme: theme, cache: store.cache())
        #expect(afterUnknownStarter.site == SiteGenerator.generate(unknownStarter, theme: theme))
        #expect(afterUnknownStarter.report.rendered.isEmpty)

        // A trace without a fingerprint is rendered every time, and its body is never stored.
        var unknown = checked
        unknown.traces["de/01-basics.md", "pulse"] = HandMadeTraces.grow()
        let afterUnknown = SiteGenerator.generate(unknown, theme: theme, cache: store.cache())
        #expect(afterUnknown.site == SiteGenerator.generate(unknown, theme: theme))
        #expect(afterUnknown.report.rendered.isEmpty)

        // A UI string a body shows (the heading anchors' label): every body of that language.
        let translations = try SiteFixture.copy(SiteFixture.translations)
        let catalog = translations.appendingPathComponent("site.xcstrings")
        let original = try String(contentsOf: catalog, encoding: .utf8)
        let relabelled = original.replacingOccurrences(of: "\"Link zu diesem Abschnitt\"", with: "\"Verweis auf diesen Abschnitt\"")
        #expect(relabelled != original)
        try relabelled.write(to: catalog, atomically: true, encoding: .utf8)
        let restrung = try Self.checked(translations: translations.path)
        let afterStrings = SiteGenerator.generate(restrung, theme: theme, cache: store.cache())
        #expect(afterStrings.site == SiteGenerator.generate(restrung, theme: theme))
        let germanLessons = SiteModel(course: restrung.course).lessons(in: .german).count
        #expect(afterStrings.report.rendered.count == germanLessons)
        #expect(SiteFixture.text(afterStrings.site, "de/01-basics.html").contains("Verweis auf diesen Abschnitt"))
    }
}
