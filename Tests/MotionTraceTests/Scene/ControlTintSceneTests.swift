import Foundation
import Testing
import MotionTrace

/// A disabled control's label in the trace: its `tint` track, held at the accent colour before
/// the control was first disabled, and the scene's paint of the label (SEMANTICS.md, "a disabled
/// control is drawn dimmed").
@Suite struct ControlTintSceneTests {
    /// "Next" is disabled once the last of three pages is reached; "Back" until it leaves the
    /// first. The "Back" label's symbol has a colour of its own.
    struct Pager: View {
        @State private var page = 0

        var body: some View {
            VStack {
                Text("Page \(page + 1)")
                HStack {
                    Button {
                        withAnimation(.linear(duration: 0.25)) { page -= 1 }
                    } label: {
                        HStack {
                            Image(systemName: "chevron.left").foregroundStyle(.orange)
                            Text("Back")
                        }
                    }
                    .disabled(page == 0)
                    Button("Next") {
                        withAnimation(.linear(duration: 0.25)) { page += 1 }
                    }
                    .disabled(page == 2)
                }
            }
        }
    }

    /// The accent colour, sRGB (0, 122, 255), as the trace writes a colour: each component the
    /// shortest decimal of its `Float`.
    static let accent: [Double] = [0, 0.4784314, 1, 1]

    @Test func aControlDisabledLaterHoldsTheAccentColourBeforeAndFadesToGrey() throws {
        let trace = try traceOf(Pager(), duration: 1, taps: [("Next", 0.1), ("Next", 0.3)])
        let next = try trace.track("Pager/VStack/HStack/Button[1]", "tint")
        #expect(next.components == ["red", "green", "blue", "opacity"])
        // Disabled by the second tap (frame 18), inside a 0.25 s animation.
        #expect(next.values[0] == Self.accent && next.values[17] == Self.accent && next.values[18] == Self.accent)
        let grey = try #require(next.values.last)
        #expect(grey[3] == 0.3 && grey[0] < 0.3)
        #expect(next.values[25] != Self.accent && next.values[25] != grey)
        #expect(next.values[34] == grey)
        // "Back" starts disabled: grey, then the accent colour after the first tap's animation.
        let back = try trace.track("Pager/VStack/HStack/Button", "tint")
        #expect(back.values[0] == grey && back.values[5] == grey)
        #expect(back.values[30] == Self.accent)
    }

    @Test func theLabelIsPaintedWithItsButtonsTintUnlessItHasAColourOfItsOwn() throws {
        let trace = try traceOf(Pager(), duration: 0.5, taps: [("Next", 0.1)])
        let scene = try #require(trace.scene)
        let byPath = Dictionary(scene.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let back = Trace.ScenePaint(path: "Pager/VStack/HStack/Button", property: "tint")
        #expect(byPath["Pager/VStack/HStack/Button/HStack/Text"]?.fill == back)
        #expect(byPath["Pager/VStack/HStack/Button/HStack/Image"]?.fill
            == Trace.ScenePaint(path: "Pager/VStack/HStack/Button/HStack/Image", property: "foregroundStyle"))
        // "Next" was never disabled in this run: the constant accent colour, no track.
        #expect(byPath["Pager/VStack/HStack/Button[1]/Text"]?.fill == Trace.ScenePaint(rgba: [0, 122.0 / 255, 1, 1]))
        #expect(!trace.tracks.contains { $0.path == "Pager/VStack/HStack/Button[1]" && $0.property == "tint" })
        // The page's text is no control's label.
        #expect(byPath["Pager/VStack/Text"]?.fill == Trace.ScenePaint(rgba: [0, 0, 0, 1]))
    }
}
