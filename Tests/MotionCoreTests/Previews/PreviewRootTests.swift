import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A preview's own view is transparent: its state lives, its content's paths start at the
/// content, and modifiers on the preview land on the content's first node.
@Suite struct PreviewRootTests {
    struct Dot: View {
        var body: some View { Circle() }
    }

    /// What the runner makes of `#Preview { @Previewable @State var on = false; Dot()… }`.
    struct MotionbookPreview_1: View, _PreviewRoot {
        @State var on = false
        var body: some View {
            Dot()
                .offset(x: on ? 30 : 0)
                .onAppear { withAnimation(.linear(duration: 0.5)) { on = true } }
        }
    }

    struct Provider: PreviewProvider {
        static var previews: some View { Dot().opacity(0.5) }
    }

    @Test func aPreviewsStateDrivesItsContentUnderTheContentsPath() throws {
        let harness = RuntimeHarness(MotionbookPreview_1())
        try harness.run(to: 30)
        #expect(harness.node("MotionbookPreview_1") == nil)
        #expect(harness.values("Dot", "offset")[15] == [15, 0])
        #expect(harness.last("Dot", "offset") == [30, 0])
    }

    @Test func aProvidersPreviewsAreMountedTransparently() throws {
        let harness = RuntimeHarness(_PreviewHost { Provider.previews })
        try harness.run(to: 0)
        #expect(harness.last("Dot", "opacity") == [0.5])
    }

    /// A dashed stroke traces its phase; `strokeBorder(style:)` is the same stroke.
    struct Ants: View {
        @State var marching = false
        var body: some View {
            Circle()
                .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: marching ? 12 : 0))
                .onAppear { withAnimation(.linear(duration: 1)) { marching = true } }
        }
    }

    @Test func aDashedStrokeTracesItsPhase() throws {
        let harness = RuntimeHarness(Ants())
        try harness.run(to: 60)
        #expect(harness.values("Ants/Circle", "dashPhase")[30] == [6])
        #expect(harness.last("Ants/Circle", "stroke") == [2])
        let plain = RuntimeHarness(Circle().stroke(style: StrokeStyle(lineWidth: 3)))
        try plain.run(to: 0)
        #expect(plain.node("Circle")?.properties["dashPhase"] == nil)
    }
}
