import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `opacity(_:)` and `shadow(_:)` on any style: colours stay traced colours, others are recorded.
@Suite struct ShapeStyleOpacityTests {
    struct Chip: View {
        var faded = false

        var body: some View {
            VStack {
                Text("Tag")
                    .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
                    .foregroundStyle(.secondary.opacity(faded ? 0.5 : 1))
                Circle()
                    .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
                Capsule()
                    .fill(.blue.shadow(.drop(radius: 4)))
                    .foregroundStyle(AnyShapeStyle(.primary.opacity(0.25)))
            }
        }
    }

    @Test func colourStylesKeepTheirOpacityOthersAreRecorded() throws {
        let harness = RuntimeHarness(Chip(faded: true))
        try harness.run(to: 0)
        let text = try #require(harness.node("Chip/VStack/Text"))
        #expect(text.styles == ["background(.tint.opacity(0.15))"])
        // `.secondary` is grey at full opacity; halved here.
        #expect(Color.secondary.resolvedValue.opacity == 0.6)
        #expect(harness.last("Chip/VStack/Text", "foregroundStyle")?.last == 0.3)
        #expect(harness.node("Chip/VStack/Circle")?.styles == ["fill(LinearGradient.opacity(0.5))"])
        #expect(harness.node("Chip/VStack/Capsule")?.styles == ["fill(blue.shadow(.drop(radius: 4.0)))"])
        #expect(harness.last("Chip/VStack/Capsule", "foregroundStyle") == [0, 0, 0, 0.25])
    }
}
