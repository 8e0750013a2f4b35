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
