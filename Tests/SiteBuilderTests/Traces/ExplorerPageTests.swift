import Diagnostics
import Foundation
import Lessons
import Testing
import TraceFormat
@testable import SiteBuilder

/// A parameter explorer on the fixture course's page (`slider-lab` in `de/02-escaping.md`,
/// `param="duration 0.2...0.6 step 0.2; delay 0...0.2 step 0.1"`), with a hand-made trace per
/// grid point: the controls, the marked literals in the code, and the data file.
@Suite struct ExplorerPageTests {
    static let lessonPath = "de/02-escaping.md"

    /// A trace whose offset.x holds the point's values, so each figure tells which point it is.
    static func trace(duration: Double, delay: Double) -> Trace {
        let times = (0...4).map { Double($0) / 4 }
        return Trace(
            view: "SliderLab", duration: 1, fps: 4, times: times,
            tracks: [.init(node: "Rectangle", path: "SliderLab/Rectangle", property: "offset", components: ["x", "y"],
                values: [[0, 0], [0, 0], [duration * 100, 0], [delay * 100 + 1, 0], [100, 0]])],
            events: [])
    }

    static func snippet() throws -> Snippet {
        var collector = DiagnosticCollector()
        let course = try CourseLoader().load([SiteFixture.content], diagnostics: &collector)
        let lesson = try #require(course.lessons.first { SnippetTraces.key(of: $0) == lessonPath })
        return try #require(lesson.snippets.first { $0.id == "slider-lab" })
    }

    static func traces(leavingOut missing: SnippetVariant? = nil) throws -> SnippetTraces {
        var traces = SnippetTraces()
        let snippet = try snippet()
        traces[lessonPath, snippet.id] = trace(duration: 0.4, delay: 0.1)
        for variant in snippet.variants where variant != missing {
            traces.setVariant(
                trace(duration: variant.values["duration"] ?? 0, delay: variant.values["delay"] ?? 0), fingerprint: nil,
                lessonPath: lessonPath, snippetID: snippet.id, variant)
        }
        return traces
    }

    @Test func theControlsTheLiteralsAndTheDataFile() throws {
        let site = try #require(try SiteFixture.build(traces: try Self.traces()).site)
        let page = SiteFixture.text(site, "de/02-escaping.html")
        #expect(page.contains(#"<div class="explorer" id="explorer-slider-lab" data-explorer-src="../explorers/de/02-escaping-slider-lab.js" data-snippet="slider-lab" role="group" aria-labelledby="explorer-slider-lab-title" hidden>"#))
        #expect(page.contains(#"data-param="duration" data-labels="0.2 0.4 0.6" data-default="1""#))
        #expect(page.contains(#"<input type="range" id="explorer-slider-lab-delay" class="explorer-slider" min="0" max="2" step="1" value="1" aria-valuetext="delay 0,1">"#))
        #expect(page.contains(#"<span class="param-literal" data-param="duration"><span class="hl-number">0.4</span></span>"#), "\(page)")
        #expect(page.contains(#".delay(<span class="param-literal" data-param="delay"><span class="hl-number">0.1</span></span>)"#))
        #expect(page.contains(#"<script src="../assets/explorer.js"></script>"#))
        // Only the page with an explorer loads its script.
        #expect(!SiteFixture.text(site, "de/01-basics.html").contains("explorer.js"))

        let data = SiteFixture.text(site, "explorers/de/02-escaping-slider-lab.js")
        #expect(data.hasPrefix(#"motionbookExplorer("trace-slider-lab", {"default": 4, "lines": ["#))
        let json = String(data.dropFirst(#"motionbookExplorer("trace-slider-lab", "#.count).dropLast(3))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lines = try #require(object["lines"] as? [String])
        let points = try #require(object["points"] as? [[Int]])
        #expect(points.count == 9 && Set(lines).count == lines.count)
        // Point 7 is duration 0.6 (third), delay 0.1 (second): its table shows 60 and 11, and the
        // default's values are drawn under its chart, named as such.
        let figure = points[7].map { lines[$0] }.joined(separator: "\n")
        #expect(figure.contains(">60</td>") && figure.contains(">11</td>"), "\(figure)")
        #expect(figure.contains("(Ausgangswerte)"))
        // The default point is the page's own figure, with no second curve.
        #expect(!points[4].map { lines[$0] }.joined(separator: "\n").contains("(Ausgangswerte)"))
    }

    /// A grid point without a trace leaves the snippet as any other: no controls, no data.
    @Test func aMissingPointLeavesNoExplorer() throws {
        let snippet = try Self.snippet()
        let site = try #require(try SiteFixture.build(traces: try Self.traces(leavingOut: snippet.variants[3])).site)
        #expect(!SiteFixture.text(site, "de/02-escaping.html").contains("class=\"explorer\""))
        #expect(site.files["explorers/de/02-escaping-slider-lab.js"] == nil)
    }
}

/// An explorer's data file is a part of the render cache: a warm build reuses it and gives the
/// same bytes; another trace of a grid point renders it again.
@Suite struct ExplorerRenderCacheTests {
    static func checked(pointFingerprint: String) throws -> CheckedCourse {
        var checked = try CourseLint(paths: [SiteFixture.content], translations: .folder(SiteFixture.translations), requiredKeys: UIString.keys).run()
        let snippet = try ExplorerPageTests.snippet()
        var traces = SnippetTraces()
        let path = ExplorerPageTests.lessonPath
        traces.set(ExplorerPageTests.trace(duration: 0.4, delay: 0.1), fingerprint: "program", lessonPath: path, snippetID: snippet.id)
        for variant in snippet.variants {
            traces.setVariant(
                ExplorerPageTests.trace(duration: variant.values["duration"] ?? 0, delay: variant.values["delay"] ?? 0),
                fingerprint: variant == snippet.variants[2] ? pointFingerprint : "program", lessonPath: path, snippetID: snippet.id, variant)
        }
        checked.traces = traces
        return checked
    }

    @Test func aWarmBuildReusesTheDataFile() throws {
        let theme = try Theme.load(folder: SiteFixture.theme)
        let store = RenderCacheTests.Store()
        let checked = try Self.checked(pointFingerprint: "program")
        let cold = SiteGenerator.generate(checked, theme: theme, cache: store.cache())
        store.store(cold.report)
        let path = "explorers/de/02-escaping-slider-lab.js"
        let text = try #require(cold.site.files[path])
        let fingerprint = try #require(cold.report.rendered.first { $0.value == text }?.key)
        let warm = SiteGenerator.generate(checked, theme: theme, cache: store.cache())
        #expect(warm.report.reused.contains(fingerprint) && warm.site.files[path] == text)
        let changed = SiteGenerator.generate(try Self.checked(pointFingerprint: "another program"), theme: theme, cache: store.cache())
        #expect(!changed.report.reused.contains(fingerprint) && changed.report.rendered.values.contains(text))
    }
}
