import Foundation
import Testing
import MotionTrace

/// A marked literal as the compiled program reads it (`scenarioParameter(_:default:)`): the
/// scenario's `parameters` value of its name, installed before the view is made, else the
/// literal; an integer context gets the value rounded.
@Suite(.serialized) struct ScenarioParameterTests {
    struct Faded: View {
        var body: some View {
            Circle()
                .opacity(MotionTrace.scenarioParameter("level", default: 0.5))
                .offset(x: CGFloat(MotionTrace.scenarioParameter("steps", default: 3)))
        }
    }

    static func trace(_ parameters: [String: Double]) throws -> Trace {
        try MotionTrace.trace(Faded(), scenario: TraceScenario(view: "Faded", duration: 0.1, parameters: parameters))
    }

    @Test func theScenariosValueElseTheLiteral() throws {
        let given = try Self.trace(["level": 0.25, "steps": 6.6])
        #expect(try given.series("Faded/Circle", "opacity").allSatisfy { $0 == 0.25 })
        let offset = try #require(given.tracks.first { $0.property == "offset" })
        #expect(offset.values.allSatisfy { $0.first == 7 })
        let literal = try Self.trace([:])
        #expect(try literal.series("Faded/Circle", "opacity").allSatisfy { $0 == 0.5 })
        #expect(try #require(literal.tracks.first { $0.property == "offset" }).values.allSatisfy { $0.first == 3 })
    }
}
