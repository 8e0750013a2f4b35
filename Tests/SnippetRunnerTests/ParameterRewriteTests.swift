import Foundation
import Lessons
import Testing
import TraceFormat
@testable import SnippetRunner

/// A marked literal is compiled as a read of the scenario, on its own line, and one compiled
/// program traces every value.
@Suite struct ParameterRewriteTests {
    static let source = """
        import SwiftUI

        struct Lab: View {
            @State private var on = false
            let count = 2
            var body: some View {
                Circle()
                    .frame(width: 40, height: 40)
                    .offset(x: on ? 100 : 0, y: CGFloat(count))
                    .animation(.linear(duration: 0.5).delay(0.1), value: on)
                    .onTapGesture { on.toggle() }
            }
        }

        """

    static func request(_ markup: String, values: [String: Double] = [:]) throws -> SnippetRequest {
        let parameters = try ParameterMarkup.parse(markup, source: source).get()
        var request = SnippetRequest(source: source, duration: 1, taps: [.init(target: "*", time: 0.1)])
        request.parameters = parameters
        request.scenario.parameters = values
        return request
    }

    @Test func theLiteralBecomesACallOnItsOwnLineAndThePreludeDeclaresIt() throws {
        let plan = try SnippetPlan(try Self.request("duration 0.25...1 step 0.25; count 0...4 step 1"))
        let lines = plan.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == #"    let count = __motionbookParameter("count", 2)"#)
        #expect(lines[9] == #"            .animation(.linear(duration: __motionbookParameter("duration", 0.5)).delay(0.1), value: on)"#)
        #expect(plan.prelude.contains("func __motionbookParameter<Value: BinaryFloatingPoint>"))
        #expect(plan.prelude.contains("func __motionbookParameter<Value: BinaryInteger>"))
        // Columns after the call map back to what the author wrote.
        let position = try #require(plan.files[0].originalPosition(line: 10, column: lines[9].utf8.count - 9))
        #expect(position.line == 10 && position.column == Self.source.split(separator: "\n", omittingEmptySubsequences: false)[9].utf8.count - 9, "\(position)")
        // Without parameters the program is the one it always was.
        let plain = try SnippetPlan(SnippetRequest(source: Self.source, duration: 1))
        #expect(!plain.prelude.contains("__motionbookParameter") && !plain.source.contains("__motionbookParameter"))
    }

    /// The grid's points are scenarios of one program: one compile, and each trace is the
    /// engine's for that value (the delay moves the animation's start, a Double; the whole
    /// number reaches an `Int`).
    @Test func everyPointRunsTheOneProgram() throws {
        let pipeline = try TestPipeline.make { $0.readsCache = false }
        let markup = "delay 0...0.3 step 0.1; count 0...4 step 1"
        let requests = try [[:], ["delay": 0.3, "count": 4], ["delay": 0, "count": 0]].map { try Self.request(markup, values: $0) }
        let batch = pipeline.run(requests)
        #expect(batch.compiled == 1, "\(batch.results)")
        let traces = try batch.results.map { try Trace.decode(Data(try #require($0.traceJSON).utf8)) }
        // The tap at 0.1 s starts the animation; its delay holds the value at 0 until 0.1 s + delay.
        let firstMoves = try traces.map { trace -> Double in
            let offset = try #require(trace.tracks.first { $0.property == "offset" })
            let frame = try #require(offset.values.firstIndex { ($0.first ?? 0) > 0 })
            return trace.times[frame]
        }
        #expect(firstMoves[0] > 0.2 && firstMoves[0] < 0.25 && firstMoves[1] > 0.4 && firstMoves[1] < 0.45 && firstMoves[2] < 0.15, "\(firstMoves)")
        // The whole number reaches the `Int` (offset.y = count).
        let ys = traces.map { trace in trace.tracks.first { $0.property == "offset" }?.values.last?.last }
        #expect(ys == [2, 4, 0])
    }
}
