import Foundation
import Testing
import TraceFormat

/// Writing scenario events (`motionbook preview`'s flags and fence keys) in the grammar
/// `ScenarioSyntax` reads: what is written reads back as the same events.
@Suite struct ScenarioWritingTests {
    @Test func eventsAreWrittenInTheSyntaxOfTheirKeys() {
        #expect(ScenarioSyntax.text(TraceScenario.Tap(target: "Like", time: 0.2)) == "Like@0.2")
        #expect(ScenarioSyntax.text(TraceScenario.Drag(target: "Card", time: 0.1, dx: 0, dy: -200, duration: 0.3)) == "Card@0.1:0,-200,0.3")
        #expect(ScenarioSyntax.text(TraceScenario.Pinch(target: "Photo", time: 0.5, scale: 2, degrees: 45, duration: 0.6)) == "Photo@0.5:2,45,0.6")
        #expect(
            ScenarioSyntax.text(TraceScenario.Pinch(target: "Photo", time: 0.5, scale: 1.5, degrees: -10, dx: 20, dy: 0, duration: 0.6))
                == "Photo@0.5:1.5,-10,20,0,0.6")
        let taps = [TraceScenario.Tap(target: "A", time: 0), TraceScenario.Tap(target: "B", time: 1.25)]
        #expect(ScenarioSyntax.tapValue(taps) == "A@0,B@1.25")
        let drags = [TraceScenario.Drag(target: "*", time: 0.5, dx: 0, dy: 300, duration: 0.4), TraceScenario.Drag(target: "Card", time: 1, dx: 12.5, dy: 0, duration: 1)]
        #expect(ScenarioSyntax.dragValue(drags) == "*@0.5:0,300,0.4;Card@1:12.5,0,1")
    }

    @Test func writtenValuesReadBackAsTheSameEvents() {
        let taps = [TraceScenario.Tap(target: "Like", time: 0.233), TraceScenario.Tap(target: "App/VStack/Button", time: 2)]
        #expect(ScenarioSyntax.taps(ScenarioSyntax.tapValue(taps)) == taps)
        let drags = [TraceScenario.Drag(target: "Card", time: 0.117, dx: -35, dy: 240.5, duration: 0.017)]
        #expect(ScenarioSyntax.drags(ScenarioSyntax.dragValue(drags)) == drags)
        let pinches = [TraceScenario.Pinch(target: "Photo", time: 0, scale: 0.5, degrees: 90, dx: -3, dy: 4, duration: 1)]
        #expect(ScenarioSyntax.pinches(ScenarioSyntax.pinchValue(pinches)) == pinches)
    }

    @Test func numbersAreRoundedToMillisecondsAndNeverInExponentForm() {
        #expect(ScenarioSyntax.number(0.23333333) == "0.233")
        #expect(ScenarioSyntax.number(0.00001) == "0")
        #expect(ScenarioSyntax.number(-0.0001) == "0")
        #expect(ScenarioSyntax.number(1e7) == "10000000")
        #expect(ScenarioSyntax.rounded(0.23351) == 0.234)
        #expect(ScenarioSyntax.decimal(ScenarioSyntax.number(-12.3456), allowSign: true) == -12.346)
    }

    @Test func targetsThatWouldSplitAValueCannotBeWritten() {
        #expect(ScenarioSyntax.canWrite(target: "Like"))
        #expect(ScenarioSyntax.canWrite(target: "Add item"))
        #expect(ScenarioSyntax.canWrite(target: "App/VStack/Button"))
        for bad in ["", "a,b", "a;b", "a@b", "a:b", "it's", "say \"hi\"", "two\nlines", "back\\slash"] {
            #expect(!ScenarioSyntax.canWrite(target: bad), "\(bad)")
        }
    }
}
