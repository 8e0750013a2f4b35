import Foundation
import Testing
import TraceFormat
@_spi(Runtime) @testable import MotionCore

/// The engine traces every property as the trace property table defines it: the name is one
/// of the table's, and the components are the definition's (a frame's only those given).
@Suite struct TracePropertyDefinitionTests {
    struct Modified: View {
        var body: some View {
            VStack {
                TracedModifierTests.Everything()
                Circle().trim(from: 0.1, to: 0.9).stroke(.green, style: StrokeStyle(lineWidth: 4, dash: [3], dashPhase: 2))
                RoundedRectangle(cornerRadius: 6).fill(.orange)
                Rectangle().rotation(.degrees(10)).scale(2).offset(x: 3, y: 4)
                Color.red
                Text("Hi").foregroundColor(.blue)
                ProgressView(value: 0.4)
                Rectangle().overlay(.pink, in: Rectangle()).border(Color.gray)
                Button("Off") {}.disabled(true)
            }
        }
    }

    @Test func everyTracedPropertyIsItsDefinition() throws {
        let harness = RuntimeHarness(Modified())
        try harness.run(to: 0)
        let properties = try #require(harness.samples.last).properties
        var seen = Set<String>()
        for property in properties {
            let definition = try #require(TraceProperty.named(property.property), "\(property.property) is not in the table")
            seen.insert(definition.name)
            if definition.name == TraceProperty.frame.name {
                #expect(property.components.allSatisfy(definition.components.contains), "\(property.property)")
            } else {
                #expect(property.components == definition.components, "\(property.property)")
            }
        }
        let expected: Set<String> = [
            "opacity", "scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "position", "frame", "foregroundStyle",
            "foregroundColor", "background", "cornerRadius", "clipShape", "blur", "shadow", "padding", "brightness", "saturation",
            "contrast", "hueRotation", "grayscale", "geometry", "trim", "stroke", "strokeColor", "dashPhase", "cornerSize", "fill",
            "rotation", "scale", "color", "progress", "overlay", "border", "tint",
        ]
        #expect(seen == expected)
    }
}
