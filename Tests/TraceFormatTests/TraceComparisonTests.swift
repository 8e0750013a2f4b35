import Foundation
import Testing
import TestSupport
@testable import TraceFormat

@Suite struct TraceComparisonTests {
    @Test func identicalTracesMatch() {
        #expect(TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(), tolerance: 0.01) == nil)
        #expect(TraceComparison.identical(sampleTrace(), sampleTrace()) == nil)
    }

    @Test func theFirstDifferenceIsExplained() throws {
        let difference = try #require(
            TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(start: 3), tolerance: 0.01))
        #expect(difference.explanation == "offset.x of Circle differs first at 0.3 s: expected 20, got 0 (tolerance 0.01)")
        #expect(difference.property == "offset.x" && difference.time == 0.3 && difference.expected == 20 && difference.got == 0)
    }

    @Test func toleranceIsAbsolutePerValue() {
        #expect(TraceComparison.firstDifference(expected: sampleTrace(to: 100), actual: sampleTrace(to: 100.004), tolerance: 0.01) == nil)
        #expect(TraceComparison.firstDifference(expected: sampleTrace(to: 100), actual: sampleTrace(to: 100.1), tolerance: 0.01) != nil)
    }

    @Test func showLimitsTheComparison() {
        let other = sampleTrace(to: 50)
        // offset.x and scaleEffect both differ; comparing only offset.y finds nothing.
        #expect(TraceComparison.firstDifference(expected: sampleTrace(), actual: other, tolerance: 0.01, show: ["offset.y"]) == nil)
        #expect(
            TraceComparison.firstDifference(expected: sampleTrace(), actual: other, tolerance: 0.01, show: ["scaleEffect"])?.property
                == "scaleEffect.x")
    }

    @Test func tracksMatchAcrossOtherViewPaths() {
        #expect(TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(path: "Demo/Group/Circle"), tolerance: 0.01) == nil)
    }

    @Test func missingAndExtraProperties() {
        let opacity = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        #expect(
            TraceComparison.firstDifference(expected: sampleTrace(extra: [opacity]), actual: sampleTrace(), tolerance: 0.01)?.explanation
                == "the solution changes opacity of Circle, but your code does not")
        #expect(
            TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(extra: [opacity]), tolerance: 0.01)?.explanation
                == "your code also changes opacity of Circle, which the solution leaves alone")
        // A constant property only the learner has is no difference; one only the solution has is.
        let constant = Trace.Track(node: "Circle", path: "Demo/VStack/Circle", property: "opacity", components: ["value"], values: Array(repeating: [0.5], count: 11))
        #expect(TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(extra: [constant]), tolerance: 0.01) == nil)
        #expect(
            TraceComparison.firstDifference(expected: sampleTrace(extra: [constant]), actual: sampleTrace(), tolerance: 0.01)?.explanation
                == "the solution has opacity on Circle, but your code has not")
        // With show=, properties outside it do not count.
        #expect(TraceComparison.firstDifference(expected: sampleTrace(), actual: sampleTrace(extra: [opacity]), tolerance: 0.01, show: ["offset"]) == nil)
    }

    @Test func anExerciseDifferenceSaysWhereAndCarriesItsReason() throws {
        // No tolerance= on the exercise: the default, which the line names.
        let difference = try #require(
            TraceComparison.exerciseDifference(solution: sampleTrace(), attempt: sampleTrace(start: 3), tolerance: nil, show: []))
        #expect(difference.explanation == "offset.x of Circle differs first at 0.3 s: expected 20, got 0 (tolerance 0.01)")
        #expect(difference.reason == .value(property: "offset.x", node: "Circle", time: "0.3", expected: "20", got: "0", tolerance: "0.01"))
        #expect(TraceComparison.exerciseDifference(solution: sampleTrace(), attempt: sampleTrace(to: 100.1), tolerance: 0.5, show: []) == nil)
        #expect(TraceComparison.exerciseDifference(solution: sampleTrace(), attempt: sampleTrace(to: 50), tolerance: 0.01, show: ["offset.y"]) == nil)
    }

    @Test func theStartersValuesFollowTheTracksTheComparisonPairs() {
        // The starter moves less, later, and inside another container: its offset.x and its
        // uniform scaleEffect still shadow the target's columns.
        let target = sampleTrace()
        let starter = sampleTrace(to: 50, start: 3, path: "Demo/Group/Circle")
        let columns = TraceColumns.columns(of: target)
        #expect(columns.map(\.name) == ["offset.x", "scaleEffect"])
        let values = TraceComparison.counterpartValues(of: columns, expected: target, actual: starter)
        #expect(values == [starter.tracks[0].values.map { $0[0] }, starter.tracks[1].values.map { $0[0] }])
        #expect(TraceComparison.counterparts(of: target, in: starter) == [0, 1])

        // Columns of several views carry the node's name; a view only the target has gets none,
        // and show= leaves a track out of the pairing.
        let label = Trace.Track(node: "Text", path: "Demo/VStack/Text", property: "opacity", components: ["value"], values: (0...10).map { [Double($0) / 10] })
        let withLabel = sampleTrace(extra: [label])
        let named = TraceColumns.columns(of: withLabel)
        #expect(named.map(\.name) == ["Circle offset.x", "Circle scaleEffect", "Text opacity"])
        let shadowed = TraceComparison.counterpartValues(of: named, expected: withLabel, actual: starter)
        #expect(shadowed.map { $0 != nil } == [true, true, false])
        #expect(TraceComparison.counterparts(of: withLabel, in: starter, show: ["offset"]) == [0, nil, nil])
    }

    @Test func translationsIgnoreEventDetails() {
        var translated = sampleTrace()
        translated.events[0].detail = "Bewegen"
        #expect(TraceComparison.identical(sampleTrace(), translated) == nil)
        translated.events[0].t = 0.3
        #expect(TraceComparison.identical(sampleTrace(), translated)?.explanation == "event 1 differs: 'tap' at 0.2 s against 'tap' at 0.3 s")
    }

    @Test func quizValuesAreReadOffTheTrace() throws {
        let trace = sampleTrace()
        #expect(try TraceLookup.value(in: trace, property: "offset.x", time: 0.5) == 60)
        #expect(try TraceLookup.value(in: trace, property: "scaleEffect", time: 0.7) == 1.5)
        #expect(throws: TraceLookup.Missing(description: "'offset' has the components x, y, which differ at that time; name one, e.g. offset.x")) {
            try TraceLookup.value(in: trace, property: "offset", time: 0.5)
        }
        #expect(throws: TraceLookup.Missing(description: "1.5 s is outside the trace (0 to 1 s)")) {
            try TraceLookup.value(in: trace, property: "offset.x", time: 1.5)
        }
        #expect(throws: TraceLookup.Missing(description: "'offset' has no component 'z' (it has x, y)")) {
            try TraceLookup.value(in: trace, property: "offset.z", time: 0.5)
        }
    }
}
