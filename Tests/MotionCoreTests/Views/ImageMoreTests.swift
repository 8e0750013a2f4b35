import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Labels, variable values and dynamic ranges are recorded on an image's node; an image drawn by
/// a renderer is laid out at its size.
@Suite struct ImageMoreTests {
    struct Icons: View {
        var body: some View {
            HStack {
                Image(systemName: "wifi", variableValue: 0.4).symbolRenderingMode(.hierarchical)
                Image("hero", bundle: nil, label: Text("Hero")).allowedDynamicRange(.high)
                Image(size: CGSize(width: 30, height: 12)) { _ in }
            }
        }
    }

    @Test func recordsAndDrawnSize() throws {
        let harness = RuntimeHarness(Icons())
        try harness.run(to: 0)
        #expect(harness.node("Icons/HStack/Image")?.styles == ["variableValue(0.4)", "symbolRenderingMode(.hierarchical)"])
        #expect(harness.node("Icons/HStack/Image[1]")?.styles == ["accessibilityLabel(\"Hero\")", "allowedDynamicRange(.high)"])
        #expect(harness.last("Icons/HStack/Image[2]", "geometry")?.suffix(2) == [30, 12])
        #expect(harness.node("Icons/HStack/Image[2]")?.name == "Image(drawing)")
        #expect(Image.Orientation.allCases.count == 8)
    }

    struct Gauge: View {
        struct Highlight: TextAttribute {}
        var body: some View {
            VStack {
                Image(systemName: "speaker.wave.3", variableValue: 0.5).symbolVariableValueMode(.draw).symbolColorRenderingMode(.gradient)
                Text("Loud").customAttribute(Highlight()).symbolColorRenderingMode(.flat)
            }
        }
    }

    @Test func symbolModesAndTextAttributesAreRecorded() throws {
        let harness = RuntimeHarness(Gauge())
        try harness.run(to: 0)
        #expect(harness.node("Gauge/VStack/Image")?.styles == ["variableValue(0.5)", "symbolVariableValueMode(.draw)", "symbolColorRenderingMode(.gradient)"])
        #expect(harness.node("Gauge/VStack/Text")?.styles == ["customAttribute(Highlight)", "symbolColorRenderingMode(.flat)"])
    }
}
