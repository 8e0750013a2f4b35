import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The accent colour, asset colours, `mix(with:by:in:)`, Core Graphics colours, and the system
/// colour styles are traced colours; other styles are recorded.
@Suite struct ColorAndStyleTests {
    @Test func accentAssetAndCoreGraphicsColours() {
        #expect(Color.accentColor.resolvedValue == Color.blue.resolvedValue)
        #expect(Color("Brand").resolvedValue.opacity == 0 && Color("Brand").description == "Color(\"Brand\")")
        let grey = Color(cgColor: CGColor(gray: 0.5, alpha: 1)).resolvedValue
        #expect(abs(grey.red - 0.5) < 1e-6 && grey.red == grey.blue)
        #expect(Color.red.cgColor?.components?.map { Float($0) } == [Color.red.resolvedValue.red, Color.red.resolvedValue.green, Color.red.resolvedValue.blue, 1])
    }

    @Test func mixingInDeviceAndPerceptualSpaces() {
        let device = Color.black.mix(with: .white, by: 0.25, in: .device).resolvedValue
        #expect(abs(device.red - 0.25) < 1e-6 && abs(device.blue - 0.25) < 1e-6)
        // In Oklab, halfway from black to white is lightness 0.5: linear 0.125, sRGB ≈ 0.3885.
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolvedValue
        #expect(abs(perceptual.linearRed - 0.125) < 1e-4 && abs(perceptual.red - 0.3885) < 1e-3)
        #expect(Color.red.mix(with: .blue, by: 0).resolvedValue.description == Color.red.resolvedValue.description)
        #expect(Color.red.mix(with: .blue, by: 2).resolvedValue.description == Color.blue.resolvedValue.description)
        let half = Color.red.opacity(0).mix(with: .red, by: 0.5, in: .device).resolvedValue
        #expect(half.opacity == 0.5)
    }

    struct Styled: View {
        var body: some View {
            VStack {
                Rectangle().fill(.separator)
                Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
                Rectangle().fill(Color.red.in(CGRect(x: 0, y: 0, width: 10, height: 10)))
                Rectangle().fill(.image(Image("tile")))
                Text("x").foregroundStyle(.link)
            }
        }
    }

    @Test func systemStylesAreColoursOthersAreRecorded() throws {
        let harness = RuntimeHarness(Styled())
        try harness.run(to: 0)
        let separator = try #require(harness.last("Styled/VStack/Rectangle", "fill"))
        #expect(separator.map { ($0 * 100).rounded() } == [24, 24, 26, 29])
        #expect(harness.node("Styled/VStack/Rectangle[1]")?.styles == ["fill(.linearGradient(red.gradient))"])
        #expect(harness.last("Styled/VStack/Rectangle[2]", "fill") == Color.red.resolvedValue.traceValues)
        #expect(harness.node("Styled/VStack/Rectangle[3]")?.styles == ["fill(.image(Image(tile)))"])
        #expect(harness.last("Styled/VStack/Text", "foregroundStyle") == Color.blue.resolvedValue.traceValues)
    }
}
