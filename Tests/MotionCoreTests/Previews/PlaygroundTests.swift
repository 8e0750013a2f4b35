import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A `#Playground` as the runner compiles it: the block runs once, the type checker decides
/// which variables hold views, and the chosen view is traced under its own path.
@Suite struct PlaygroundTests {
    struct Dot: View {
        @State var moved = false
        var body: some View {
            Circle()
                .offset(x: moved ? 30 : 0)
                .onAppear { withAnimation(.linear(duration: 0.5)) { moved = true } }
        }
    }

    final class Runs: @unchecked Sendable {
        var count = 0
    }

    /// What the runner makes of `#Playground("Cards") { let count = 3; let dot = Dot(); let label = Text("l") }`.
    private static func cards(_ runs: Runs) -> _Playground {
        _Playground("Cards") { values in
            runs.count += 1
            let count = 3
            let dot = Dot()
            let label = Text("l")
            values.record(count, "count"); values.record(dot, "dot"); values.record(label, "label")
        }
    }

    @Test func theNamedValueIsTracedUnderItsOwnPath() throws {
        let runs = Runs()
        guard case .view(let root) = Self.cards(runs).run(tracing: "Cards: dot") else {
            Issue.record("no view")
            return
        }
        #expect(runs.count == 1)
        let harness = RuntimeHarness(root)
        try harness.run(to: 30)
        #expect(harness.paths == ["Dot", "Dot/Circle"], "\(harness.paths)")
        #expect(harness.values("Dot/Circle", "offset")[15] == [15, 0])
        #expect(harness.last("Dot/Circle", "offset") == [30, 0])
    }

    @Test func anotherNameTracesTheFirstViewAndAValueIsNoView() throws {
        guard case .view(let root) = Self.cards(Runs()).run(tracing: "Cards") else {
            Issue.record("no view")
            return
        }
        let harness = RuntimeHarness(root)
        try harness.run(to: 30)
        #expect(harness.last("Dot/Circle", "offset") == [30, 0])
        guard case .nothingToTrace(let reason) = Self.cards(Runs()).run(tracing: "Cards: count") else {
            Issue.record("count traced")
            return
        }
        #expect(reason == "'count' holds Int, not a view (the playground's views: dot, label)")
    }

    @Test func aPlaygroundWithoutViewsSaysWhatItsVariablesHold() {
        let numbers = _Playground(nil) { values in
            let total = 55
            let names = ["a"]
            values.record(total, "total"); values.record(names, "names")
        }
        guard case .nothingToTrace(let reason) = numbers.run(tracing: "total") else {
            Issue.record("traced")
            return
        }
        #expect(reason == "no variable at the playground's top level holds a view (total: Int, names: Array<String>); assign a view to one, as in `let card = Card()`, to trace it")
        let nothing = _Playground(nil, { _ in })
        guard case .nothingToTrace(let empty) = nothing.run(tracing: nil) else {
            Issue.record("traced")
            return
        }
        #expect(empty.hasPrefix("the playground declares no variable at its top level;"))
    }

    struct Failure: Error {}

    @Test func aThrowingBlockIsReported() {
        let bad = _Playground("Bad", { _ in throw Failure() })
        guard case .threw(let message) = bad.run(tracing: nil) else {
            Issue.record("did not throw")
            return
        }
        #expect(message == "the playground 'Bad' threw MotionCoreTests.PlaygroundTests.Failure()")
    }
}
