import Testing
@_spi(Runtime) @testable import MotionCore

/// Blend modes and offscreen groups are recorded on the node, in the order written.
@Suite struct CompositingModifierTests {
    struct Layers: View {
        var body: some View {
            ZStack {
                Circle()
                    .blendMode(.multiply)
                    .compositingGroup()
                    .drawingGroup(opaque: true, colorMode: .linear)
                    .geometryGroup()
                    .blendMode(.plusLighter)
                    .drawingGroup()
            }
        }
    }

    @Test func blendModesAndGroupsAreRecorded() throws {
        let harness = RuntimeHarness(Layers())
        try harness.run(to: 0)
        #expect(harness.node("Layers/ZStack/Circle")?.styles == [
            "blendMode(.multiply)", "compositingGroup()", "drawingGroup(opaque: true, colorMode: .linear)", "geometryGroup()",
            "blendMode(.plusLighter)", "drawingGroup()",
        ])
        #expect(BlendMode.allCases.count == 21)
    }
}
