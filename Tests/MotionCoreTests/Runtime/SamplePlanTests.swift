import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Between walks a frame samples again only the properties that were set or are animating
/// (`SamplePlan`); the others, and a `geometry` below an animated offset, must still give what
/// sampling the whole tree gives: the animated value while it runs, the model value from the
/// frame it ends, a change made by a timer from its frame, and the frames inside moving with
/// the offset above them.
@Suite struct SamplePlanTests {
    struct Slide: View {
        @State private var x: CGFloat = 0
        var body: some View {
            VStack {
                Rectangle().frame(width: 20, height: 20).opacity(0.5)
            }
            .offset(x: x)
            .onAppear {
                withAnimation(.linear(duration: 0.5)) { x = 100 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { x = 40 }
            }
        }
    }

    @Test func valuesBetweenWalksAreTheTreesValues() throws {
        let harness = RuntimeHarness(Slide())
        try harness.run(to: 90)
        let offsets = harness.values("Slide/VStack", "offset").map { $0?[0] }
        #expect(offsets.count == 91)
        // Linear over 0.5 s: 100 · k / 30 at frame k (the curve's time is quantised to 2⁻²⁰).
        for frame in 0...30 {
            let expected = 100 * Double(frame) / 30
            #expect(abs((offsets[frame] ?? .nan) - expected) < 1e-3, "frame \(frame)")
        }
        #expect(offsets[31..<60].allSatisfy { $0 == 100 })
        #expect(offsets[60...].allSatisfy { $0 == 40 })
        #expect(harness.values("Slide/VStack/Rectangle", "opacity").allSatisfy { $0 == [0.5] })

        // The rectangle's frame is laid out once; each frame it moves with the offset above it.
        let frames = harness.values("Slide/VStack/Rectangle", "geometry")
        let laidOutX = try #require(frames[0]?[0])
        for frame in 0...90 {
            let x = try #require(frames[frame]?[0])
            #expect(abs(x - laidOutX - (offsets[frame] ?? .nan)) < 1e-9, "frame \(frame)")
        }

        // Frames in which nothing animates or changes repeat the last sample exactly.
        let still = harness.samples[31].properties.map(\.values)
        for frame in 32..<60 {
            #expect(harness.samples[frame].properties.map(\.values) == still, "frame \(frame)")
        }
    }
}
