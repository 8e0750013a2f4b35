import Foundation
import Testing
@testable import TraceFormat

/// The grammar of scenario values that fence keys and `motionbook run` options share.
@Suite struct ScenarioSyntaxTests {
    @Test func sizesAndDragsParse() {
        #expect(ScenarioSyntax.size("390x300.5") == CGSize(width: 390, height: 300.5))
        #expect(ScenarioSyntax.drags("*@0.5:0,-300,0.4") == [TraceScenario.Drag(target: "*", time: 0.5, dx: 0, dy: -300, duration: 0.4)])
    }

    @Test func pinchesParseInTheShortAndTheLongForm() {
        #expect(ScenarioSyntax.pinches("Photo@0.5:2,45,0.6;*@1:0.5,-30,10,-20,0.2") == [
            TraceScenario.Pinch(target: "Photo", time: 0.5, scale: 2, degrees: 45, duration: 0.6),
            TraceScenario.Pinch(target: "*", time: 1, scale: 0.5, degrees: -30, dx: 10, dy: -20, duration: 0.2),
        ])
        for malformed in ["Photo@0.5:2,45", "Photo@0.5:0,45,0.6", "Photo@0.5:-2,45,0.6", "Photo@0.5:2,45,1,0.6", "Photo@0.5:2,45,0", "@0.5:2,45,0.6", "Photo@x:2,45,0.6"] {
            #expect(ScenarioSyntax.pinches(malformed) == nil, "\(malformed)")
        }
    }
}
