import Foundation
import Testing
import MotionTrace

/// `Toggle`: a tap flips its binding, with the binding's transaction.
@Suite struct ToggleTests {
    struct Settings: View {
        @State private var details = false
        @State private var plain = false

        var body: some View {
            VStack {
                Toggle("Details", isOn: $details.animation(.linear(duration: 0.5)))
                Toggle(isOn: $plain) { Label("Plain", systemImage: "star") }
                if details { Text("More") }
                Circle().frame(width: 20, height: 20).offset(x: plain ? 100 : 0)
            }
        }
    }

    @Test func aTapFlipsTheBindingWithItsTransaction() throws {
        let trace = try traceOf(Settings(), duration: 1, taps: [("Details", 0.1), ("Plain", 0.2)])
        // The animated binding fades the text in over 0.5 s from frame 6 …
        expectFrames(try trace.series("Settings/VStack/Text", "opacity"), animatorFrames(initial: 0, changes: [(6, 1, .linear(duration: 0.5))], frames: 60))
        // … the plain one moves the circle at once.
        let offset = try trace.series("Settings/VStack/Circle", "offset")
        #expect(offset[11] == 0 && offset[12] == 100)
        #expect(trace.events("state").compactMap(\.detail) == ["true", "true"])
        // A toggle is as wide as the root; as high as its switch (31 points) here.
        let toggle = try trace.track("Settings/VStack/Toggle", "geometry").values[0]
        #expect(toggle[0] == 0 && toggle[2] == 393 && toggle[3] == 31)
    }

    struct Knob: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Capsule()
                    .frame(width: 50, height: 30)
                    .overlay {
                        Circle().frame(width: 26, height: 26).offset(x: configuration.isOn ? 10 : -10)
                    }
                    .onTapGesture { withAnimation(.linear(duration: 0.3)) { configuration.isOn.toggle() } }
            }
        }
    }

    struct Styled: View {
        @State private var custom = false
        @State private var plain = false

        var body: some View {
            VStack {
                Toggle("Custom", isOn: $custom).toggleStyle(Knob())
                Toggle("Plain", isOn: $plain).toggleStyle(.switch)
                Text(custom ? "on" : "off")
            }
        }
    }

    @Test func aCustomStyleLaysOutAndFlipsTheToggle() throws {
        // The custom toggle is not tappable itself: its capsule is; the built-in style keeps the
        // toggle's own tap.
        let trace = try traceOf(Styled(), duration: 0.6, taps: [("Styled/VStack/Toggle/HStack/Capsule", 0.1), ("Plain", 0.2)])
        expectFrames(try trace.series("Styled/VStack/Toggle/HStack/Circle", "offset"), animatorFrames(initial: -10, changes: [(6, 10, .linear(duration: 0.3))], frames: 36))
        #expect(trace.events("state").compactMap(\.property) == ["custom", "plain"])
        #expect(throws: MotionTraceError.self) { try traceOf(Styled(), duration: 0.2, taps: [("Custom", 0.1)]) }
    }

    struct Modes: View {
        @State private var mode = 0

        var body: some View {
            VStack {
                Picker("Mode", selection: $mode) {
                    Text("List").tag(0)
                    Text("Grid").tag(1)
                }
                .pickerStyle(.segmented)
                Circle()
                    .frame(width: 20, height: 20)
                    .offset(x: mode == 0 ? -50 : 50)
                    .animation(.linear(duration: 0.3), value: mode)
            }
        }
    }

    @Test func aTapOnAPickerOptionSelectsItsTag() throws {
        let trace = try traceOf(Modes(), duration: 0.6, taps: [("Grid", 0.1), ("Grid", 0.5)])
        expectFrames(try trace.series("Modes/VStack/Circle", "offset"), animatorFrames(initial: -50, changes: [(6, 50, .linear(duration: 0.3))], frames: 36))
        // The second tap selects what is selected already: one change.
        #expect(trace.events("state").compactMap(\.detail) == ["1"])
        // Two equal segments across the root, 32 points high; each option centred in its own.
        let session = TraceSession(Modes())
        try session.advance(to: 0)
        let picker = try #require(session.frame(of: "Modes/VStack/Picker"))
        let grid = try #require(session.frame(of: "Modes/VStack/Picker/Text[1]"))
        #expect(picker.width == 393 && picker.height == 32 && abs(grid.midX - 393 * 0.75) < 1e-9)
    }
}
