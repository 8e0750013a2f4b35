import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Tap targets: `*`, button titles, texts and symbols inside tappable views, paths.
@Suite struct TapTargetTests {
    final class Log {
        var taps: [String] = []
    }

    struct Panel: View {
        let log: Log

        var body: some View {
            VStack {
                Text("Title")
                Circle().onTapGesture { log.taps.append("circle") }
                Button { log.taps.append("heart") } label: {
                    Label("Like", systemImage: "heart.fill")
                }
                Button("Reset") { log.taps.append("reset") }
                HStack {
                    Text("Row")
                    Image(systemName: "chevron.right")
                }
                .onTapGesture { log.taps.append("row") }
                .onTapGesture { log.taps.append("outer") }
            }
        }
    }

    @Test func targets() throws {
        let log = Log()
        let harness = RuntimeHarness(Panel(log: log))
        for target in ["*", "heart.fill", "Like", "Reset", "Row", "chevron.right", "Panel/VStack/Circle"] {
            try harness.runtime.tap(target)
        }
        #expect(log.taps == ["circle", "heart", "heart", "reset", "row", "row", "circle"])
        #expect(throws: TapTargetError(description: "'Title' is not tappable (no button, onTapGesture or gesture on it or around it)")) {
            try harness.runtime.tap("Title")
        }
        #expect(throws: TapTargetError(description: "no view is named 'Nope' (a button title, a text, an SF Symbol name or a path)")) {
            try harness.runtime.tap("Nope")
        }
        #expect(harness.runtime.takeEvents().filter { $0.kind == .tap }.map(\.path) == [
            "Panel/VStack/Circle", "Panel/VStack/Button", "Panel/VStack/Button", "Panel/VStack/Button[1]",
            "Panel/VStack/HStack", "Panel/VStack/HStack", "Panel/VStack/Circle",
        ])
    }

    struct Spot: View {
        let log: Log

        var body: some View {
            VStack {
                Rectangle()
                    .frame(width: 100, height: 60)
                    .onTapGesture(coordinateSpace: .local) { log.taps.append("local \($0.x) \($0.y)") }
                Text("Here")
                    .onTapGesture(coordinateSpace: .global) { log.taps.append("global \($0.x) \($0.y)") }
            }
        }
    }

    @Test func tapLocationsAreTheTargetsCentre() throws {
        let log = Log()
        let harness = RuntimeHarness(Spot(log: log))
        try harness.run(to: 1, taps: [0: ["Spot/VStack/Rectangle"], 1: ["Here"]])
        // The rectangle's centre in its own frame; the text's centre in root coordinates.
        let line: Double = 17 * 1.193
        let stackTop: Double = (852 - (68 + line)) / 2
        let textCentre: Double = stackTop + 68 + line / 2
        #expect(log.taps == ["local 50.0 30.0", "global 196.5 \(textCentre)"])
    }

    struct Settings: View {
        let log: Log
        @State private var mode = 0

        var body: some View {
            VStack {
                Picker("Mode", selection: $mode) {
                    Text("Day").tag(0)
                    Text("Night").tag(1)
                }
                Text("Twice").onTapGesture(count: 2) { log.taps.append("twice") }
                Button("Apply") { log.taps.append("apply \(mode)") }
            }
        }
    }

    /// `*` passes over a picker's options and a view that wants a double tap: it taps the first
    /// view one tap runs an action of.
    @Test func starSkipsPickersAndViewsWithoutAnActionForOneTap() throws {
        let log = Log()
        let harness = RuntimeHarness(Settings(log: log))
        try harness.run(to: 0, taps: [0: ["*"]])
        #expect(log.taps == ["apply 0"])
        #expect(harness.events("tap").map(\.path) == ["Settings/VStack/Button"])
        // Only a picker: `*` still taps its first option, as before.
        let only = RuntimeHarness(Picker("Mode", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) })
        try only.runtime.tap("*")
        #expect(only.runtime.takeEvents().filter { $0.kind == .tap }.map(\.path) == ["Picker/Text"])
    }

    @Test func nothingTappable() {
        let harness = RuntimeHarness(Text("static"))
        #expect(throws: TapTargetError(description: "there is no tappable view to tap ('*')")) { try harness.runtime.tap("*") }
    }
}

/// Snippet code that touches the virtual clock from another thread makes the run unsupported.
@Suite struct OffThreadTests {
    @Test func useFromAnotherThreadIsRecorded() {
        let harness = RuntimeHarness(Text("x"))
        #expect(harness.runtime.unsupportedUse == nil)
        let runtime = Unchecked(value: harness.runtime)
        let thread = Thread { _ = runtime.value.checkThread("Task.sleep") }
        thread.start()
        while !thread.isFinished { usleep(1000) }
        #expect(harness.runtime.unsupportedUse?.hasPrefix("Task.sleep was used outside the view's own tasks") == true)
        #expect(harness.runtime.checkThread("here"))
    }
}
