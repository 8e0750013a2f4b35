import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The parts of a laid-out text a `TextRenderer` reads: slices of a run, their bounds,
/// character indices and attributes (MotionCore builds no layout itself).
@Suite struct TextLayoutTests {
    struct Emphasis: TextAttribute {}

    @Test func slicesOfARun() {
        var glyph = Text.Layout.TypographicBounds()
        (glyph.width, glyph.ascent, glyph.descent) = (5, 10, 3)
        var tall = glyph
        tall.ascent = 12
        let indices = (0..<3).map { Text.Layout.CharacterIndex(offset: $0) }
        let run = Text.Layout.Run(
            slices: [glyph, tall, glyph], typographicBounds: Text.Layout.TypographicBounds(), characterIndices: indices, attributes: [Emphasis()])
        let slice = Text.Layout.RunSlice(run: run, indices: 1..<3)
        #expect(slice.typographicBounds.width == 10 && slice.typographicBounds.ascent == 12 && slice.typographicBounds.descent == 3)
        #expect(slice.characterIndices == Array(indices[1...]))
        #expect(run[1].characterIndices == [indices[1]] && run.count == 3)
        #expect(slice[Emphasis.self] != nil && indices[0].distance(to: indices[2]) == 2)
        #expect(Text.Layout.TypographicBounds().rect == .zero)
    }
}
