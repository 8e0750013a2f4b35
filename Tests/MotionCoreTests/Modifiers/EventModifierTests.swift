import Testing
@_spi(Runtime) @testable import MotionCore

/// `onAppear`, `onDisappear`, `onTapGesture`, button actions, `onChange`, and your own
/// `ViewModifier`s with state.
@Suite struct EventModifierTests {
    /// Records what happened, in order, in a reference shared with the test.
    final class Log {
        var entries: [String] = []
    }

    struct Lifecycle: View {
        let log: Log
        @State private var showChild = true
        @State private var value = 0

        var body: some View {
            VStack {
                if showChild {
                    Circle()
                        .onAppear { log.entries.append("child appear") }
                        .onDisappear { log.entries.append("child disappear") }
                }
                Text("value \(value)")
                    .onChange(of: value) { old, new in log.entries.append("change \(old)→\(new)") }
                    .onChange(of: value) { log.entries.append("change") }
                    .onChange(of: value, initial: true) { _, new in log.entries.append("initial \(new)") }
                Button("hide") { showChild = false }
                Button("bump") { value += 1 }
                Rectangle().onTapGesture(count: 2) { log.entries.append("double") }
            }
            .onAppear { log.entries.append("stack appear") }
        }
    }

    @Test func lifecycleAndChanges() throws {
        let log = Log()
        let harness = RuntimeHarness(Lifecycle(log: log))
        try harness.run(to: 3, taps: [1: ["bump"], 2: ["hide"]])
        // `initial: true` also runs at the first evaluation; every change runs all three.
        #expect(log.entries == ["stack appear", "child appear", "initial 0", "change 0→1", "change", "initial 1", "child disappear"])
        // A double-tap action runs on the second tap in a row (at most 0.3 s apart), not the first.
        try harness.runtime.tap("Lifecycle/VStack/Rectangle")
        #expect(log.entries.last == "child disappear")
        try harness.runtime.tap("Lifecycle/VStack/Rectangle")
        #expect(log.entries.last == "double")
    }

    /// A `ViewModifier` of yours keeps its own state; its body's modifiers land on the content.
    struct Pulse: ViewModifier {
        @State private var on = false

        func body(content: Content) -> some View {
            content
                .scaleEffect(on ? 1.5 : 1)
                .onTapGesture { on.toggle() }
        }
    }

    struct Pressable: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
        }
    }

    struct Modified: View {
        var body: some View {
            VStack {
                Image(systemName: "star").modifier(Pulse())
                Button("Press") {}.buttonStyle(Pressable())
            }
        }
    }

    @Test func modifierStateAndButtonStyles() throws {
        let harness = RuntimeHarness(Modified())
        try harness.run(to: 2, taps: [1: ["star"]])
        #expect(harness.values("Modified/VStack/Image", "scaleEffect").compactMap { $0 } == [[1, 1], [1.5, 1.5], [1.5, 1.5]])
        #expect(harness.last("Modified/VStack/Button/Text", "scaleEffect") == [1, 1])
    }
}
