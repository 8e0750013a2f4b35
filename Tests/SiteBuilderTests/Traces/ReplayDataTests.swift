import Diagnostics
import Foundation
import Testing
import Lessons
import TraceFormat

@testable import SiteBuilder

/// The replay's data: the scene with the tracks drawing needs, constant tracks as one value, a
/// paint by its track's index, the marked events; no replay without a scene.
@Suite struct ReplayDataTests {
    private func decoded(_ trace: Trace) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(ReplayData.json(trace).utf8)) as? [String: Any])
    }

    @Test func theSceneAndOnlyTheTracksThatDrawIt() throws {
        var trace = HandMadeTraces.slide()
        trace.scene?.nodes[2].fill = Trace.ScenePaint(path: "Slide/VStack/RoundedRectangle", property: "fill")
        trace.tracks.append(.init(node: "RoundedRectangle", path: "Slide/VStack/RoundedRectangle", property: "fill",
                                  components: ["red", "green", "blue", "opacity"], values: Array(repeating: [1, 0, 0, 1], count: 11)))
        let data = try decoded(trace)
        let tracks = try #require(data["tracks"] as? [[String: Any]])
        // offset is already in geometry: not sent; the fill is, once, as it never changes.
        #expect(tracks.map { "\($0["path"]!) \($0["property"]!)" } == [
            "Slide/VStack/RoundedRectangle geometry", "Slide/VStack/RoundedRectangle opacity",
            "Slide/VStack/RoundedRectangle scaleEffect", "Slide/VStack/Text(\"</script><b>\") opacity",
            "Slide/VStack/RoundedRectangle fill",
        ])
        #expect(tracks[4]["value"] as? [Double] == [1, 0, 0, 1] && tracks[4]["frames"] == nil)
        #expect((tracks[0]["frames"] as? [[Double]])?[7] == [250, 380, 60, 60])
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["parent"] as? Int } == [-1, 0, 1, 1])
        #expect((nodes[2]["fill"] as? [String: Int])?["track"] == 4)
        #expect(nodes[3]["from"] as? Int == 3 && nodes[3]["until"] as? Int == -1 && nodes[3]["text"] as? String == "</script><b>")
        let events = try #require(data["events"] as? [[String: Any]])
        // appear, completion and removal are not marked on the scrubber.
        #expect(events.map { $0["kind"] as? String } == ["tap", "state", "animation", "animation"])
        #expect(data["width"] as? Double == 393 && data["height"] as? Double == 852)
    }

    @Test func aTraceWithoutASceneOrWithoutDrawingHasNoReplay() {
        var trace = HandMadeTraces.slide()
        #expect(ReplayData.isReplayable(trace))
        let groups = trace.scene!.nodes.filter { $0.kind == .group }
        trace.scene?.nodes = groups
        #expect(!ReplayData.isReplayable(trace))
        trace.scene = nil
        #expect(!ReplayData.isReplayable(trace))
        #expect(ReplayHTML(trace: trace, id: "t", strings: Localizer(translations: Translations(), language: "en")).render().isEmpty)
    }

    @Test func theStageSaysWhatMoves() {
        var ignored = DiagnosticCollector()
        let translations = Translations.load(folder: SiteFixture.translations, requiredKeys: [], diagnostics: &ignored)
        let summary = ReplayHTML.motionSummary(of: HandMadeTraces.slide(), strings: Localizer(translations: translations, language: "en"))
        #expect(summary.contains("RoundedRectangle x"))
        #expect(summary.contains("RoundedRectangle scaleEffect"))
        #expect(!summary.contains("RoundedRectangle y"))
        #expect(summary.contains("RoundedRectangle x goes from 180 to 280 between 0.2 s and 0.7 s"))
    }
}
