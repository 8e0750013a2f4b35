import Foundation
import Testing
import TraceFormat
@_spi(Runtime) @testable import MotionCore

/// A control drawn as a button draws its label in its `tint`: the accent colour while enabled,
/// dimmed while disabled, animated with the transaction that changed it (SEMANTICS.md, "a
/// disabled control is drawn dimmed").
@Suite struct ControlTintTests {
    /// A level between 0 and 2 with a button each way, each disabled at its end.
    struct Level: View {
        let animation: Animation?
        @State private var level = 0

        var body: some View {
            HStack {
                Button("Down") { withAnimation(animation) { level -= 1 } }
                    .disabled(level == 0)
                Text("Level \(level)")
                Button("Up") { withAnimation(animation) { level += 1 } }
                    .disabled(level == 2)
            }
        }
    }

    static let down = "Level/HStack/Button"
    static let up = "Level/HStack/Button[1]"
    static let enabled = ControlTint.enabled.traceValues
    static let disabled = ControlTint.disabled.traceValues

    @Test func theTintsAreTheAccentColourAndTheDimmedGrey() {
        // System blue, sRGB (0, 122, 255): 122/255 as a `Float` colour component.
        #expect(Self.enabled[0] == 0 && abs(Self.enabled[1] - 122.0 / 255) < 1e-6 && Self.enabled[2] == 1 && Self.enabled[3] == 1)
        #expect(abs(Self.disabled[0] - 60.0 / 255) < 1e-6 && abs(Self.disabled[2] - 67.0 / 255) < 1e-6)
        #expect(Self.disabled[3] == 0.3)
        #expect(Self.disabled[0] == Self.disabled[1] && Self.disabled[2] > Self.disabled[0])
    }

    /// The down button, disabled from the start, is grey; enabled inside `withAnimation`, its
    /// tint moves to the accent colour over the animation.
    @Test func aControlEnabledInAnAnimationFadesToTheAccentColour() throws {
        let harness = RuntimeHarness(Level(animation: .linear(duration: 0.2)))
        try harness.run(to: 20, taps: [6: ["Up"]])
        let tint = harness.values(Self.down, TraceProperty.tint.name)
        #expect(tint[0] == Self.disabled && tint[5] == Self.disabled)
        #expect(tint[6] == Self.disabled)
        let middle = try #require(tint[9])
        #expect(middle[2] > Self.disabled[2] && middle[2] < 1)
        #expect(middle[3] > 0.3 && middle[3] < 1)
        #expect(tint[18] == Self.enabled && tint[20] == Self.enabled)
        // The up button has never been disabled: no track.
        #expect(harness.values(Self.up, TraceProperty.tint.name).allSatisfy { $0 == nil })
        let start = harness.events("animation").filter { $0.path == Self.down && $0.property == TraceProperty.tint.name }
        #expect(start.count >= 1)
    }

    /// Without an animation the tint changes at the frame of the change; a control first
    /// disabled later is traced from then on, starting at the accent colour.
    @Test func aControlDisabledLaterIsTracedFromThenOn() throws {
        let harness = RuntimeHarness(Level(animation: nil))
        try harness.run(to: 14, taps: [3: ["Up"], 9: ["Up"]])
        let down = harness.values(Self.down, TraceProperty.tint.name)
        #expect(down[2] == Self.disabled && down[3] == Self.enabled && down[14] == Self.enabled)
        let up = harness.values(Self.up, TraceProperty.tint.name)
        #expect(up[8] == nil)
        #expect(up[9] == Self.disabled && up[14] == Self.disabled)
        let sample = try #require(harness.samples[9].properties.first { $0.path == Self.up && $0.property == TraceProperty.tint.name })
        #expect(sample.before == Self.enabled)
    }

    /// `.animation(_:value:)` on the control animates its tint as it animates its other
    /// properties.
    struct Gate: View {
        @State private var open = false

        var body: some View {
            VStack {
                Button("Go") {}
                    .disabled(!open)
                    .animation(.linear(duration: 0.1), value: open)
                Button("Open") { open = true }
            }
        }
    }

    @Test func anAnimationModifierAnimatesTheTint() throws {
        let harness = RuntimeHarness(Gate())
        try harness.run(to: 12, taps: [3: ["Open"]])
        let tint = harness.values("Gate/VStack/Button", TraceProperty.tint.name)
        #expect(tint[3] == Self.disabled)
        let middle = try #require(tint[6])
        #expect(middle != Self.disabled && middle != Self.enabled)
        #expect(tint[12] == Self.enabled)
    }

    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4)
        }
    }

    /// The environment's `isEnabled` dims as `disabled` does, for every control drawn as a
    /// button; a custom button style draws its own label and gets no tint.
    struct Controls: View {
        var body: some View {
            VStack {
                Button("Plain") {}
                Button("Styled") {}.buttonStyle(Outlined())
                Link("Site", destination: URL(string: "https://example.com")!)
                Menu("More") { Button("Copy") {} }
            }
            .environment(\.isEnabled, false)
        }
    }

    @Test func theEnvironmentsIsEnabledDimsEveryControlDrawnAsAButton() throws {
        let harness = RuntimeHarness(Controls())
        try harness.run(to: 1)
        #expect(harness.last("Controls/VStack/Button", TraceProperty.tint.name) == Self.disabled)
        #expect(harness.last("Controls/VStack/Button[1]", TraceProperty.tint.name) == nil)
        #expect(harness.last("Controls/VStack/Link", TraceProperty.tint.name) == Self.disabled)
        #expect(harness.last("Controls/VStack/Menu", TraceProperty.tint.name) == Self.disabled)
    }
}
