import Testing
import TestSupport
@testable import TraceFormat

/// Columns, rows and numbers of a printed or published trace.
@Suite struct TraceColumnsTests {
    @Test func columnsAreComponentAware() {
        let columns = TraceColumns.columns(of: sampleTrace())
        // offset.y never changes and is left out; the uniform scale is one column.
        #expect(columns.map(\.name) == ["offset.x", "scaleEffect"])
        #expect(TraceColumns.columns(of: sampleTrace(), show: ["scaleEffect", "offset"]).map(\.name) == ["scaleEffect", "offset.x"])
        #expect(TraceColumns.columns(of: sampleTrace(), show: ["offset.y"]).map(\.name) == ["offset.y"])
    }

    @Test func constantPropertiesShowOnlyWhenAskedFor() throws {
        let frame = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "frame", components: ["width", "height"], values: Array(repeating: [60, 60], count: 11))
        let trace = sampleTrace(extra: [frame])
        #expect(TraceColumns.columns(of: trace).map(\.name) == ["offset.x", "scaleEffect"])
        #expect(TraceColumns.columns(of: trace, show: ["frame", "offset"]).map(\.name) == ["frame", "offset.x"])
        // A trace in which nothing changes counts as empty.
        var still = trace
        still.tracks = [frame]
        #expect(try TraceReading.validate(Array(still.json().utf8)).get() == 0)
        #expect(try TraceReading.validate(Array(trace.json().utf8)).get() == 2)
    }

    @Test func columnsOfSeveralViewsNameTheirView() {
        let text = Trace.Track(node: "Text", path: "Demo/VStack/Text", property: "offset", components: ["x", "y"], values: (0...10).map { [Double($0), 0] })
        #expect(TraceColumns.columns(of: sampleTrace(extra: [text])).map(\.name) == ["Circle offset.x", "Circle scaleEffect", "Text offset.x"])
        // Two views of one name: their paths.
        let circle = Trace.Track(node: "Circle", path: "Demo/VStack/Circle[1]", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        #expect(TraceColumns.columns(of: sampleTrace(extra: [circle, text])).map(\.name) == [
            "Demo/VStack/Circle offset.x", "Demo/VStack/Circle scaleEffect", "Demo/VStack/Circle[1] opacity", "Text offset.x",
        ])
    }

    @Test func rowsEveryStep() {
        #expect(TraceColumns.rowFrames(of: sampleTrace(), every: 0.25) == [0, 3, 5, 8, 10])
    }

    @Test func numbers() {
        #expect(NumberText.trimmed(1.25, decimals: 3) == "1.25")
        #expect(NumberText.trimmed(-0.0001, decimals: 3) == "0")
        #expect(NumberText.trimmed(-2.5, decimals: 0) == "-3")
        #expect(NumberText.trimmed(99.9996, decimals: 3) == "100")
        #expect(NumberText.decimals(for: 0.05) == 2 && NumberText.decimals(for: 0.1) == 1 && NumberText.decimals(for: 1) == 0)
    }
}

/// Short, unique labels of columns and the units of quantities.
@Suite struct ColumnLabelsTests {
    @Test func theShortNameIsTheLastPathComponentWithoutItsIndex() {
        #expect(ColumnLabels.shortName(ofPath: "CurveRace/VStack/Circle[1]") == "Circle")
        #expect(ColumnLabels.shortName(ofPath: "Demo/VStack/Circle") == "Circle")
        #expect(ColumnLabels.shortName(ofPath: "Demo") == "Demo")
        // A slash inside quotes or brackets does not split; an index that is not a number stays.
        #expect(ColumnLabels.shortName(ofPath: #"Slide/VStack/Text("</script><b>")"#) == #"Text("</script><b>")"#)
        #expect(ColumnLabels.shortName(ofPath: "Demo/Pair<A/B>[2]") == "Pair<A/B>")
        #expect(ColumnLabels.shortName(ofPath: "Demo/Grid[x]") == "Grid[x]")
        #expect(ColumnLabels.shortName(ofPath: "Demo/") == "Demo/")
    }

    @Test func namesakesAreNumberedInTraceOrderAndOthersAreNot() {
        let text = Trace.Track(node: "Text(\"B\")", path: "Demo/VStack/Text", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        let second = Trace.Track(node: "Circle", path: "Demo/VStack/Circle[1]", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        let trace = sampleTrace(extra: [text, second])
        let columns = TraceColumns.columns(of: trace)
        #expect(ColumnLabels.labels(for: columns, in: trace).map(\.text) == [
            "Circle #1 offset.x", "Circle #1 scaleEffect", "Text opacity", "Circle #2 opacity",
        ])
        #expect(ColumnLabels.labels(for: columns, in: trace).map(\.path) == [
            "Demo/VStack/Circle", "Demo/VStack/Circle", "Demo/VStack/Text", "Demo/VStack/Circle[1]",
        ])
        // Only the second circle shown: no namesake, no number; a node keeps its number when
        // `show` puts its columns first.
        let alone = TraceColumns.columns(of: sampleTrace(extra: [text, second]), show: ["opacity"])
        #expect(ColumnLabels.labels(for: alone, in: trace).map(\.text) == ["Text opacity", "Circle opacity"])
        let reordered = TraceColumns.columns(of: trace, show: ["opacity", "offset"])
        #expect(ColumnLabels.labels(for: reordered, in: trace).map(\.text) == ["Text opacity", "Circle #2 opacity", "Circle #1 offset.x"])
        // A namesake named elsewhere (an event's node) numbers the shown node too.
        #expect(ColumnLabels.labels(for: alone, in: trace, alsoNaming: ["Demo/VStack/Circle"]).map(\.text) == ["Text opacity", "Circle #2 opacity"])
        // A single view: its name all the same (the terminal's bare `offset.x` is `name`).
        let single = TraceColumns.columns(of: sampleTrace())
        #expect(single.map(\.name) == ["offset.x", "scaleEffect"])
        #expect(ColumnLabels.labels(for: single, in: sampleTrace()).map(\.text) == ["Circle offset.x", "Circle scaleEffect"])
        // Columns without a node are their quantity.
        #expect(ColumnLabels.labels(for: [TraceColumn(name: "Circle offset.x", values: [0])], nodeOrder: []).map(\.text) == ["offset.x"])
    }

    @Test func columnsCarryTheirNodePropertyAndPresence() {
        let columns = TraceColumns.columns(of: sampleTrace())
        #expect(columns.map(\.property) == ["offset", "scaleEffect"])
        #expect(columns.map(\.quantity) == ["offset.x", "scaleEffect"])
        #expect(columns.allSatisfy { $0.node == "Circle" && $0.path == "Demo/VStack/Circle" })
        // The trace format does not carry presence yet: every node is there at every frame.
        #expect(TracePresence.presence(ofNode: "Demo/VStack/Circle", in: sampleTrace()) == nil)
        #expect(columns.allSatisfy { $0.presence == nil && $0.isPresent(at: 5) })
        let inserted = TraceColumn(name: "opacity", values: [0, 0, 1], presence: [false, true, true])
        #expect(!inserted.isPresent(at: 0) && inserted.isPresent(at: 1) && !inserted.isPresent(at: 3))
        #expect(TraceColumn(name: "Circle offset.x", values: []).property == "offset")
    }

    @Test func unitsFollowTheProperty() {
        #expect(PropertyUnit.of(property: "offset") == .points)
        #expect(PropertyUnit.of(property: "opacity[1]") == .fraction)
        #expect(PropertyUnit.of(property: "rotationEffect") == .degrees)
        #expect(PropertyUnit.of(property: "rotation3DEffect", component: "degrees") == .degrees)
        #expect(PropertyUnit.of(property: "rotation3DEffect", component: "x") == nil)
        #expect(PropertyUnit.of(property: "scaleEffect") == .factor)
        #expect(PropertyUnit.of(property: "shadow", component: "radius") == .points)
        #expect(PropertyUnit.of(property: "shadow", component: "red") == .fraction)
        #expect(PropertyUnit.of(property: "animatableData") == nil)
        #expect(PropertyUnit.units(ofQuantities: ["shadow.radius", "shadow.x", "shadow.opacity"], property: "shadow") == [.points, .fraction])
        #expect(PropertyUnit.units(ofQuantities: ["trim.from", "trim.to"], property: "trim") == [.fraction])
    }
}
