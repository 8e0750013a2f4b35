import Testing
@_spi(Runtime) @testable import MotionCore

/// Accessibility, the deprecated safe-area modifier and Liquid Glass compile with SwiftUI's
/// signatures and are recorded on the node they land on.
@Suite struct RecordedAPITests {
    struct Player: View {
        let title = "Song"

        var body: some View {
            HStack {
                Image(systemName: "play.fill")
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Play")
                    .accessibilityLabel(Text(title))
                    .accessibilityLabel(title)
                    .accessibilityValue("50 percent")
                    .accessibilityHint(Text("Starts playback"))
                    .accessibilityAddTraits([.isButton, .isHeader])
                    .accessibilityRemoveTraits(.isImage)
                    .accessibilityHidden(false)
                    .accessibilitySortPriority(2)
                    .accessibilityIdentifier("play")
                    .accessibilityAction { }
                    .accessibilityAction(.escape) { }
                    .accessibilityAction(named: "Skip") { }
                    .accessibilityAdjustableAction { _ in }
            }
        }
    }

    @Test func accessibilityIsRecorded() throws {
        let harness = RuntimeHarness(Player())
        try harness.run(to: 0)
        #expect(harness.node("Player/HStack/Image")?.styles == [
            "accessibilityElement(children: .combine)", "accessibilityLabel(\"Play\")", "accessibilityLabel(\"Song\")",
            "accessibilityValue(\"50 percent\")", "accessibilityHint(\"Starts playback\")", "accessibilityAddTraits([.isButton, .isHeader])",
            "accessibilityRemoveTraits(.isImage)", "accessibilityHidden(false)", "accessibilitySortPriority(2.0)",
            "accessibilityIdentifier(\"play\")", "accessibilityAction(.default)", "accessibilityAction(.escape)",
            "accessibilityAction(named: \"Skip\")", "accessibilityAdjustableAction",
        ])
        var traits: AccessibilityTraits = [.isButton]
        traits.insert(.isSelected)
        traits.remove(.isButton)
        #expect(traits == .isSelected && !traits.contains(.isButton))
    }

    struct FullBleed: View {
        var body: some View {
            VStack {
                Color.blue.edgesIgnoringSafeArea(.all)
                Color.red.ignoresSafeArea()
            }
        }
    }

    @Test func edgesIgnoringSafeAreaIsIgnoresSafeArea() throws {
        let harness = RuntimeHarness(FullBleed(), size: nil)
        try harness.run(to: 0)
        #expect(harness.node("FullBleed/VStack/Color")?.styles == ["ignoresSafeArea()"])
        #expect(harness.node("FullBleed/VStack/Color[1]")?.styles == ["ignoresSafeArea()"])
        // Both lay out alike: the stack shares the safe area's 759 points (less 8 of spacing)
        // between them; the top one reaches the screen's top, the bottom one its bottom.
        #expect(harness.last("FullBleed/VStack/Color", "geometry") == [0, 0, 393, 59 + 375.5])
        #expect(harness.last("FullBleed/VStack/Color[1]", "geometry") == [0, 442.5, 393, 375.5 + 34])
    }

    struct Toolbar: View {
        @Namespace private var glass

        var body: some View {
            GlassEffectContainer(spacing: 20) {
                Text("Edit")
                    .glassEffect()
                    .glassEffectID("edit", in: glass)
                Text("Share")
                    .glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 8))
                    .glassEffectUnion(id: 1, namespace: glass)
                Button("Done") {}
                    .buttonStyle(.glass)
            }
        }
    }

    @Test func glassIsRecordedAndItsContainerIsTransparent() throws {
        let harness = RuntimeHarness(Toolbar())
        try harness.run(to: 0)
        #expect(harness.node("Toolbar/Text")?.styles == ["glassEffect(.regular, in: DefaultGlassEffectShape)", "glassEffectID(edit)"])
        #expect(harness.node("Toolbar/Text[1]")?.styles == [
            "glassEffect(.regular.tint(blue).interactive(true), in: RoundedRectangle)", "glassEffectUnion(id: 1)",
        ])
        #expect(harness.node("Toolbar/Button")?.styles == ["buttonStyle(.glass)"])
        #expect(Glass.clear != Glass.regular && Glass.identity.description == ".identity")
    }
}
