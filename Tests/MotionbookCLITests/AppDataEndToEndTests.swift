import Foundation
import Testing

/// The built `motionbook run` on an app folder with an asset catalogue and `@AppStorage`
/// (`Fixtures/asset-app`): named colours in light and dark, an image at its PNG's size, a
/// missing name logged as a warning, and defaults that start empty on every run.
@Suite struct AppDataEndToEndTests {
    static let app = Repository.root.appendingPathComponent("Tests/MotionbookCLITests/Fixtures/asset-app").path

    /// The trace `run` prints for the app with `options`.
    static func trace(_ options: [String], cache: String) throws -> [String: Any] {
        let result = try SnippetEndToEndTests.tool(["run", "App", "--format", "json", "--cache", cache] + options, in: app)
        #expect(result.status == 0, "\(result.err)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    static func nodes(_ trace: [String: Any], kind: String) -> [[String: Any]] {
        let scene = trace["scene"] as? [String: Any]
        return (scene?["nodes"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == kind }
    }

    /// The first colour of the track a colour node's fill refers to.
    static func rgba(_ node: [String: Any], in trace: [String: Any]) -> [Double]? {
        guard let fill = node["fill"] as? [String: Any], let path = fill["path"] as? String else { return nil }
        let tracks = trace["tracks"] as? [[String: Any]] ?? []
        let track = tracks.first { $0["path"] as? String == path && $0["property"] as? String == fill["property"] as? String }
        return (track?["values"] as? [[Double]])?.first
    }

    @Test func theCatalogueAndTheDefaultsOfAnAppFolder() throws {
        let cache = try SnippetEndToEndTests.freshCache()
        let light = try Self.trace(["--tap", "Tap@0.2", "--duration", "0.5"], cache: cache)
        let colors = Self.nodes(light, kind: "color")
        #expect(colors.count == 2)
        // bg: red 1.000, green 128 (of 255), blue 0x00; the missing name is clear.
        #expect(colors.first.flatMap { Self.rgba($0, in: light) }.map { $0.map { ($0 * 255).rounded() } } == [255, 128, 0, 255])
        #expect(colors.last.flatMap { Self.rgba($0, in: light) }?.last == 0)
        // logo: 60 × 20 at 1x and 100 × 40 at 2x; the largest scale gives 50 × 20 points.
        let image = try #require(Self.nodes(light, kind: "image").first)
        #expect((image["frame"] as? [Double]).map { Array($0.suffix(2)) } == [50, 20])
        let events = light["events"] as? [[String: Any]] ?? []
        let warnings = events.filter { $0["kind"] as? String == "warning" }.compactMap { $0["detail"] as? String }
        #expect(warnings == ["No color named 'missing' found in asset catalog for main bundle"])
        let states = events.filter { $0["kind"] as? String == "state" }.map { "\($0["property"] ?? "") \($0["detail"] ?? "")" }
        #expect(states == ["taps 1"])

        let dark = try Self.trace(["--color-scheme", "dark", "--tap", "Tap@0.2", "--duration", "0.5"], cache: cache)
        #expect(Self.nodes(dark, kind: "color").first.flatMap { Self.rgba($0, in: dark) } == [0, 0, 1, 1])
        // The dark run is another program run: its defaults start empty again, so the tap writes 1.
        let darkStates = (dark["events"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "state" }
        #expect(darkStates.compactMap { $0["detail"] as? String } == ["1"])
    }
}
