import Foundation
import Testing
import MotionTrace

/// A `TextRenderer` of the iOS 18 kind compiles, and its animatable data is traced.
@Suite struct TextRendererTests {
    struct Wave: TextRenderer {
        var strength: Double

        var animatableData: Double {
            get { strength }
            set { strength = newValue }
        }

        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for (index, glyph) in run.enumerated() {
                        var copy = context
                        copy.translateBy(x: 0, y: sin(Double(index)) * strength)
                        copy.opacity = 0.5 + strength / 20
                        copy.draw(glyph, options: .disablesSubpixelQuantization)
                    }
                }
            }
        }
    }

    struct Title: View {
        @State private var waving = false

        var body: some View {
            Text("Motion")
                .font(.largeTitle)
                .textRenderer(Wave(strength: waving ? 10 : 0))
                .onTapGesture { withAnimation(.linear(duration: 0.5)) { waving = true } }
        }
    }

    @Test func rendererDataAnimates() throws {
        let trace = try traceOf(Title(), duration: 0.6, taps: [("Motion", 0.1)])
        expectFrames(try trace.series("Title/Text", "Wave"), animatorFrames(initial: 0, changes: [(6, 10, .linear(duration: 0.5))], frames: 36))
    }
}
