import Foundation
import Testing
@testable import TraceFormat

/// The grammar of scenario values that fence keys and `motionbook run` options share.
@Suite struct ScenarioSyntaxTests {
    @Test func sizesAndDragsParse() {
        #expect(ScenarioSyntax.size("390x300.5") == CGSize(width: 390, height: 300.5))
        #expect(ScenarioSyntax.drags("*@0.5:0,-300,0.4") == [TraceScenario.Drag(target: "*", time: 0.5, dx: 0, dy: -300, duration: 0.4)])
    }
}
