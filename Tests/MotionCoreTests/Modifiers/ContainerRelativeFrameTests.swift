import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `containerRelativeFrame` sizes a view from the root (the window) along its axes.
@Suite struct ContainerRelativeFrameTests {
    struct Pages: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.containerRelativeFrame(.horizontal)
                Color.red.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10)
                Color.green.containerRelativeFrame(.vertical) { length, _ in length / 4 }
            }
        }
    }

    @Test func framesFollowTheContainersSize() throws {
        let harness = RuntimeHarness(Pages())
        try harness.run(to: 0)
        #expect(harness.last("Pages/HStack/Color", "frame") == [393])
        // (393 − 2 · 10) / 3 · 2 + 10 and (852 − 20) / 3 · 2 + 10.
        let red = try #require(harness.last("Pages/HStack/Color[1]", "frame"))
        #expect(abs(red[0] - 258.6667) < 1e-3 && abs(red[1] - 564.6667) < 1e-3, "\(red)")
        #expect(harness.last("Pages/HStack/Color[2]", "frame") == [213])
        #expect(ContainerRelativeLength.length(container: 100, count: 0, span: 5, spacing: 0) == 100)
    }
}
