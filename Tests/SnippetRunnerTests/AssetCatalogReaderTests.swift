import Diagnostics
import Foundation
import Testing
import TraceFormat
@testable import SnippetRunner

/// The asset catalogue reader: colour sets as Xcode writes them (fractions, hex bytes, 0–255,
/// grey, display P3, light and dark, iPhone over universal, high contrast left out), image sets
/// sized from their PNG's header at the largest scale, namespaced groups, and diagnostics at the
/// line and column of what is malformed.
@Suite struct AssetCatalogReaderTests {
    static func png(width: Int, height: Int) -> Data {
        func be(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        return Data(PNGSize.signature + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0])
    }

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func color(_ space: String, _ components: String, appearance: String? = nil, idiom: String = "universal") -> String {
        let appearances = appearance.map { #", "appearances": [{"appearance": "luminosity", "value": "\#($0)"}]"# } ?? ""
        return #"{"idiom": "\#(idiom)"\#(appearances), "color": {"color-space": "\#(space)", "components": {\#(components)}}}"#
    }

    @Test func readsColourAndImageSets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let colors = [
            Self.color("srgb", #""red": "1.000", "green": "0x80", "blue": "51", "alpha": "1.000""#),
            Self.color("display-p3", #""red": "0.100", "green": "0.200", "blue": "0.300", "alpha": "0.500""#, appearance: "dark"),
            #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}}"#,
        ]
        try Self.write(#"{"colors": [\#(colors.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#, "App/Assets.xcassets/bg.colorset/Contents.json", in: root)
        try Self.write(#"{"colors": [\#(Self.color("gray-gamma-22", #""white": "0.250", "alpha": "1""#)), \#(Self.color("srgb", #""red": 1, "green": 1, "blue": 1, "alpha": 1"#, idiom: "iphone")), \#(Self.color("srgb", #""red": 0, "green": 0, "blue": 0, "alpha": 1"#, idiom: "ipad"))]}"#, "App/Assets.xcassets/Brand/ink.colorset/Contents.json", in: root)
        try Self.write(#"{"properties": {"provides-namespace": true}}"#, "App/Assets.xcassets/Brand/Contents.json", in: root)
        try Self.write(#"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"}, {"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"}, {"idiom": "universal", "scale": "2x"}]}"#, "App/Assets.xcassets/logo.imageset/Contents.json", in: root)
        try Self.png(width: 30, height: 10).write(to: root.appendingPathComponent("App/Assets.xcassets/logo.imageset/logo.png"))
        try Self.png(width: 90, height: 30).write(to: root.appendingPathComponent("App/Assets.xcassets/logo.imageset/logo@3x.png"))
        let result = AssetCatalogReader.read(below: [root.path])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let bg = try #require(result.catalog.colors["bg"])
        #expect(bg.any == AssetCatalog.Components(space: .sRGB, red: 1, green: 128.0 / 255, blue: 51.0 / 255, opacity: 1))
        #expect(bg.dark == AssetCatalog.Components(space: .displayP3, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5))
        #expect(bg.light == nil, "the high-contrast entry is left out")
        // The iPhone's entry wins over the universal one; the iPad's is left out.
        #expect(result.catalog.colors["Brand/ink"]?.any == AssetCatalog.Components(space: .sRGB, red: 1, green: 1, blue: 1, opacity: 1))
        #expect(result.catalog.images["logo"] == AssetCatalog.ImageSet(width: 30, height: 10))
    }

    @Test func malformedContentsAreDiagnosedAtTheirPlace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write("{\"colors\": [\n  {\"color\": {\"color-space\": \"cmyk\", \"components\": {}}}\n]}", "A.xcassets/a.colorset/Contents.json", in: root)
        try Self.write("{\"colors\": [\n  {\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"300\", \"green\": \"0\", \"blue\": \"0\", \"alpha\": \"1\"}}}\n]}", "A.xcassets/b.colorset/Contents.json", in: root)
        try Self.write("{\"colors\": [\n  {\"idiom\": \"universal\",}\n]}", "A.xcassets/c.colorset/Contents.json", in: root)
        try Self.write("{\"images\": [{\"filename\": \"gone.png\"}]}", "A.xcassets/d.imageset/Contents.json", in: root)
        let result = AssetCatalogReader.read(below: [root.path])
        let lines = result.diagnostics.sorted().map { "\($0.path.dropFirst(root.path.count + 1)):\($0.location): \($0.message) [\($0.rule.id)]" }
        #expect(lines == [
            "A.xcassets/a.colorset/Contents.json:2:29: unknown color space 'cmyk' (expected one of 'display-p3', 'extended-gray', 'extended-linear-srgb', 'extended-srgb', 'gray-gamma-22', 'srgb') [asset.malformed]",
            "A.xcassets/b.colorset/Contents.json:2:59: the value 300 is outside 0–255 [asset.malformed]",
            "A.xcassets/c.colorset/Contents.json:2:25: expected a quoted key [asset.malformed]",
            "A.xcassets/d.imageset/Contents.json:1:26: the image set names 'gone.png', which is not in its folder [asset.malformed]",
        ])
        #expect(result.catalog.isEmpty)
    }

    @Test func pngSizeNeedsTheSignatureAndIHDR() {
        #expect(PNGSize.pixels(Array(Self.png(width: 640, height: 2)))! == (640, 2))
        #expect(PNGSize.pixels(Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 30)) == nil)
    }
}
