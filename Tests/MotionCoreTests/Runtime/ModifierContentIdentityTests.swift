import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The views a modifier hosts (`overlay`, `background`, a sheet's content …) have an identity
/// of their own per modifier: two `overlay`s on one view are two places, as in SwiftUI, where
/// each sits at another position of the `ModifiedContent` chain.
@Suite struct ModifierContentIdentityTests {
    /// A square shown in the top-leading overlay, or else in the bottom-trailing one.
    struct Corners: View {
        let matched: Bool
        @Namespace private var namespace
        @State private var moved = false

        var body: some View {
            VStack {
                Button("Move") { withAnimation(.linear(duration: 0.5)) { moved.toggle() } }
                Rectangle()
                    .frame(width: 200, height: 200)
                    .overlay(alignment: .topLeading) {
                        if !moved { square(.blue) }
                    }
                    .overlay(alignment: .bottomTrailing) {
                        if moved { square(.red) }
                    }
            }
        }

        @ViewBuilder private func square(_ color: Color) -> some View {
            if matched {
                Rectangle().fill(color).frame(width: 40, height: 40).matchedGeometryEffect(id: "square", in: namespace)
            } else {
                Rectangle().fill(color).frame(width: 40, height: 40)
            }
        }
    }

    /// The squares' nodes (the two overlays' contents) at the last frame, blue first.
    private func squares(_ harness: RuntimeHarness) -> [ViewNode] {
        harness.runtime.host.subtree.filter { $0.isVisible && $0.isAlive && $0.properties["fill"] != nil }
    }

    /// Runs the toggle at frame 5 (t = 1/12 s) and returns the harness at frame 20, half way
    /// through the 0.5 s linear animation, with the squares' nodes.
    private func toggled(matched: Bool) throws -> (RuntimeHarness, blue: ViewNode, red: ViewNode) {
        let harness = RuntimeHarness(Corners(matched: matched))
        try harness.run(to: 4)
        let before = squares(harness)
        try #require(before.count == 1)
        try harness.run(to: 20, taps: [5: ["Move"]])
        let both = squares(harness)
        try #require(both.count == 2, "\(both.map(\.path))")
        // The blue one is the node shown before (being removed); the red one is new.
        #expect(both.contains { $0 === before[0] })
        let blue = try #require(both.first { $0 === before[0] })
        let red = try #require(both.first { $0 !== before[0] })
        #expect(blue.isRemoving && !red.isRemoving)
        // Their fills: blue's red component is 0, red's 1.
        #expect(harness.last(blue.path, "fill")?.first == 0 && harness.last(red.path, "fill")?.first == 1,
            "\(String(describing: harness.last(blue.path, "fill"))) \(String(describing: harness.last(red.path, "fill")))")
        return (harness, blue, red)
    }

    /// The opacity at `path` (the default transition's) at each frame from 5 to 20 (traced values
    /// are single precision).
    private func opacities(_ harness: RuntimeHarness, _ path: String, from first: Int = 5) -> [Double?] {
        harness.values(path, "opacity")[first...].map { $0?.first }
    }

    @Test func twoOverlaysSwappingAViewCrossFade() throws {
        let (harness, blue, red) = try toggled(matched: false)
        let events = harness.events("transition")
        // The red one's insertion and the blue one's removal, in the update of the tap.
        #expect(events.map { "\($0.path ?? "") \($0.detail ?? "")" } == ["\(red.path) insertion .opacity", "\(blue.path) removal .opacity"], "\(events)")
        #expect(events.allSatisfy { abs($0.t - 5.0 / 60) < 1e-9 }, "\(events)")
        // A linear cross-fade over 30 frames: at frame 5 + k the blue one is at 1 − k/30, the red
        // one at k/30.
        for (k, value) in opacities(harness, blue.path).enumerated() {
            #expect(abs((value ?? -1) - (1 - Double(k) / 30)) < 1e-6, "blue at frame \(5 + k): \(String(describing: value))")
        }
        for (k, value) in opacities(harness, red.path).enumerated() {
            #expect(abs((value ?? -1) - Double(k) / 30) < 1e-6, "red at frame \(5 + k): \(String(describing: value))")
        }
        // Each stays in its corner: no frame animation without matchedGeometryEffect.
        #expect(harness.values(blue.path, "geometry")[5...].allSatisfy { $0 == harness.values(blue.path, "geometry")[5] })
        #expect(harness.values(red.path, "geometry")[5...].allSatisfy { $0 == harness.values(red.path, "geometry")[5] })
        let blueFrame = try #require(harness.last(blue.path, "geometry"))
        let redFrame = try #require(harness.last(red.path, "geometry"))
        #expect(redFrame[0] - blueFrame[0] == 160 && redFrame[1] - blueFrame[1] == 160)
    }

    @Test func twoOverlaysSwappingAMatchedViewCrossFadeWhileTheFrameMoves() throws {
        let (harness, blue, red) = try toggled(matched: true)
        let events = harness.events("transition")
        #expect(events.map { "\($0.path ?? "") \($0.detail ?? "")" } == ["\(red.path) insertion .opacity", "\(blue.path) removal .opacity"], "\(events)")
        for (k, value) in opacities(harness, blue.path).enumerated() {
            #expect(abs((value ?? -1) - (1 - Double(k) / 30)) < 1e-6, "blue at frame \(5 + k): \(String(describing: value))")
        }
        for (k, value) in opacities(harness, red.path).enumerated() {
            #expect(abs((value ?? -1) - Double(k) / 30) < 1e-6, "red at frame \(5 + k): \(String(describing: value))")
        }
        // Both frames fly from the top-leading corner to the bottom-trailing one together: half
        // way (frame 20) both are 80 points along each axis.
        let start = try #require(harness.values(blue.path, "geometry")[4])
        let blueNow = try #require(harness.last(blue.path, "geometry"))
        let redNow = try #require(harness.last(red.path, "geometry"))
        #expect(abs(blueNow[0] - (start[0] + 80)) < 1e-9 && abs(blueNow[1] - (start[1] + 80)) < 1e-9, "\(start) \(blueNow)")
        #expect(abs(redNow[0] - blueNow[0]) < 1e-9 && abs(redNow[1] - blueNow[1]) < 1e-9, "\(blueNow) \(redNow)")
    }
}
