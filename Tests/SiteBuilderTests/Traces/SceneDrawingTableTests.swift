import Foundation
import Testing
import TraceFormat

@testable import SiteBuilder

/// The replay script learns which property the scene draws in each way from the property table,
/// filled in when the theme is loaded; it names no property itself.
@Suite struct SceneDrawingTableTests {
    @Test func theTableNamesEachDrawnProperty() throws {
        let table = try #require(JSONSerialization.jsonObject(with: Data(SceneDrawingTable.json.utf8)) as? [String: String])
        #expect(table.count == SceneDrawing.allCases.count - 1)
        #expect(table["paint"] == nil)
        for drawing in SceneDrawing.allCases where drawing != .paint {
            #expect(table[drawing.rawValue] == TraceProperty.drawn(as: drawing).name)
        }
        #expect(table["frame"] == TraceProperty.geometry.name)
    }

    @Test func theLoadedThemeFillsTheScriptsTable() throws {
        let source = try String(contentsOf: TestPaths.root.appendingPathComponent("site/motionbook.js"), encoding: .utf8)
        #expect(source.components(separatedBy: SceneDrawingTable.slot).count == 2, "site/motionbook.js has one table slot")
        let theme = try Theme.load(folder: SiteFixture.theme)
        let script = String(decoding: try #require(theme.assets["motionbook.js"]), as: UTF8.self)
        #expect(!script.contains(SceneDrawingTable.slot))
        #expect(script.contains("var DRAWN = " + SceneDrawingTable.json + ";"))
        #expect(script == source.replacingOccurrences(of: SceneDrawingTable.slot, with: SceneDrawingTable.json))
    }

    /// The script looks tracks up through the table, never by a property name of its own.
    @Test func theScriptNamesNoProperty() throws {
        let source = try String(contentsOf: TestPaths.root.appendingPathComponent("site/motionbook.js"), encoding: .utf8)
        #expect(source.range(of: #"track\([^)]*""#, options: .regularExpression) == nil)
        // Names that also mean something else in the script: an SVG attribute, a node kind, a
        // component.
        let otherMeanings: Set<String> = ["stroke", "progress", "cornerRadius"]
        for drawing in SceneDrawing.allCases where drawing != .paint {
            let name = TraceProperty.drawn(as: drawing).name
            if !otherMeanings.contains(name) { #expect(!source.contains("\"\(name)\""), "\(name)") }
        }
        #expect(SceneDrawingTable.filled(Array("var a = 1;".utf8)) == Array("var a = 1;".utf8))
    }
}
