import Foundation
import Testing
@testable import TraceFormat

/// The table of traced properties: one definition per name, one property per way of drawing,
/// units per component, and the docs' table is the code's.
@Suite struct TracePropertyTests {
    @Test func eachNameHasOneDefinition() {
        let names = TraceProperty.all.map(\.name)
        #expect(Set(names).count == names.count)
        for property in TraceProperty.all {
            #expect(TraceProperty.named(property.name) == property)
            #expect(TraceProperty.named(property.name + "[2]") == property)
        }
        #expect(TraceProperty.named("MyWave") == nil)
        #expect(TraceProperty.named("opacity[1]") == .opacity)
    }

    @Test func eachDrawingButPaintIsOneProperty() {
        for drawing in SceneDrawing.allCases where drawing != .paint {
            let drawn = TraceProperty.all.filter { $0.drawing == drawing }
            #expect(drawn.count == 1, "\(drawing)")
            #expect(TraceProperty.drawn(as: drawing) == drawn.first)
        }
        #expect(TraceProperty.drawn(as: .frame) == .geometry)
        #expect(TraceProperty.drawn(as: .opacity) == .opacity)
        #expect(TraceProperty.all.filter { $0.drawing == .paint }.allSatisfy { $0.components == TraceProperty.colourComponents })
    }

    @Test func componentUnitsMatchTheComponents() {
        for property in TraceProperty.all {
            if let units = property.componentUnits { #expect(units.count == property.components.count, "\(property.name)") }
        }
        #expect(TraceProperty.shadow.unit(of: "radius") == .points)
        #expect(TraceProperty.shadow.unit(of: "opacity") == .fraction)
        #expect(TraceProperty.shadow.unit(of: nil) == nil)
        #expect(TraceProperty.rotation3DEffect.unit(of: "z") == nil)
        #expect(TraceProperty.rotation3DEffect.unit(of: nil) == .degrees)
        #expect(TraceProperty.offset.unit(of: "y") == .points)
    }

    @Test func aRepeatIsNamedByItsProperty() {
        #expect(TraceProperty.offset.names("offset"))
        #expect(TraceProperty.offset.names("offset[3]"))
        #expect(!TraceProperty.offset.names("offsetX"))
        #expect(!TraceProperty.offset.names("position"))
    }

    /// docs/ARCHITECTURE.md, "Traced properties", shows ``TraceProperty/markdownTable``.
    @Test func theDocsTableIsTheTable() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/ARCHITECTURE.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "### Traced properties"), "docs/ARCHITECTURE.md has no \"Traced properties\" section")
        let start = try #require(lines[heading...].firstIndex { $0.hasPrefix("|") })
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        let table = lines[start..<end].joined(separator: "\n") + "\n"
        #expect(table == TraceProperty.markdownTable, "regenerate the table in docs/ARCHITECTURE.md from TraceProperty.markdownTable")
    }

    @Test func theTableHasARowPerDefinition() {
        let rows = TraceProperty.markdownTable.split(separator: "\n").dropFirst(2)
        #expect(rows.count == TraceProperty.all.count)
        #expect(rows.first == "| `offset` | `x`, `y` | points | — | `offset`, and the move of a transition that slides by the view's size |")
        #expect(rows.contains("| `shadow` | `radius`, `x`, `y`, `red`, `green`, `blue`, `opacity` | points (`radius`, `x`, `y`), fraction (`red`, `green`, `blue`, `opacity`) | — | `shadow(color:radius:x:y:)`: radius and offset, then the colour |"))
    }
}
