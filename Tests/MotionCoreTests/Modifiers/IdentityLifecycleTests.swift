import Testing
@_spi(Runtime) @testable import MotionCore

/// `.id(_:)` re-creates the view it is applied to and what is inside it, not the modifiers
/// written after it: SwiftUI runs `Text("a").id(n).onAppear { count += 1 }`'s action once, however
/// often `n` changes; `onDisappear`, `task` and `onChange` written outside stay with the outer
/// identity too.
@Suite struct IdentityLifecycleTests {
    typealias Log = EventModifierTests.Log

    struct Counted: View {
        let log: Log
        @State private var n = 0

        var body: some View {
            VStack {
                Text("a").id(n).onAppear { log.entries.append("appear") }
                Button("Next") { n += 1 }
            }
        }
    }

    @Test func anOnAppearOutsideTheIdRunsOnce() throws {
        let log = Log()
        let harness = RuntimeHarness(Counted(log: log))
        try harness.run(to: 4, taps: [1: ["Next"], 2: ["Next"], 3: ["Next"]])
        #expect(log.entries.count == 1)
        // The text itself was re-created each time.
        #expect(harness.events("appear").count == 4 && harness.events("disappear").count == 3)
    }

    struct Paged: View {
        let log: Log
        @State private var page = 0
        @State private var shown = true

        var body: some View {
            VStack {
                if shown {
                    Text("page \(page)")
                        .onAppear { log.entries.append("inner appear \(page)") }
                        .id(page)
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                        .onChange(of: page) { _, new in log.entries.append("change \(new)") }
                        .task {
                            log.entries.append("task")
                            do { try await Task.sleep(nanoseconds: 100_000_000_000) } catch { log.entries.append("task cancelled") }
                        }
                }
                Button("Next") { page += 1 }
                Button("Slide") { withAnimation(.linear(duration: 0.1)) { page += 1 } }
                Button("Hide") { shown = false }
                Button("Fade") { withAnimation(.linear(duration: 0.1)) { shown = false } }
            }
        }
    }

    @Test func lifecycleOutsideTheIdStaysWithTheOuterIdentity() throws {
        let log = Log()
        let harness = RuntimeHarness(Paged(log: log))
        try harness.run(to: 20, taps: [1: ["Next"], 2: ["Slide"]])
        // Each page's own `onAppear` runs; the outer ones (and the task) only once.
        #expect(log.entries == ["inner appear 0", "appear", "task", "inner appear 1", "change 1", "inner appear 2", "change 2"])
        try harness.run(to: 21, taps: [21: ["Hide"]])
        // Removed with its place: the outer `onDisappear`, and the task is cancelled (it resumes
        // after the update's actions, as a view's own task does).
        #expect(log.entries.suffix(2) == ["disappear", "task cancelled"])
    }

    @Test func anAnimatedRemovalDisappearsAfterItsAnimation() throws {
        let log = Log()
        let harness = RuntimeHarness(Paged(log: log))
        try harness.run(to: 4, taps: [1: ["Slide"], 2: ["Fade"]])
        #expect(!log.entries.contains("disappear") && log.entries.filter { $0 == "appear" }.count == 1)
        try harness.run(to: 12)
        #expect(log.entries.filter { $0 == "disappear" }.count == 1 && log.entries.suffix(2) == ["disappear", "task cancelled"])
    }
}
