import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Every gradient compiles with SwiftUI's initialisers, is a view node named after its kind and
/// a recorded style.
@Suite struct GradientTests {
    struct Gradients: View {
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.8)]

        var body: some View {
            VStack {
                EllipticalGradient(colors: [.yellow, .orange])
                RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: 40)
                AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center)
                AngularGradient(stops: stops, center: .top, startAngle: .zero, endAngle: .degrees(180))
                MeshGradient(
                    width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .yellow])
                Circle().fill(.ellipticalGradient(stops: stops, endRadiusFraction: 0.7))
                Capsule().fill(Color.blue.gradient)
                Rectangle().fill(.linearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom))
                Ellipse().fill(Gradient(colors: [.white, .black]).colorSpace(.perceptual))
                RoundedRectangle(cornerRadius: 4).fill(.conicGradient(stops: stops, center: .center))
            }
        }
    }

    @Test func gradientsAreNodesAndRecordedStyles() throws {
        let harness = RuntimeHarness(Gradients())
        try harness.run(to: 0)
        let names = harness.visibleNodes.map(\.path).filter { $0.hasPrefix("Gradients/VStack/") }
        #expect(names.prefix(5).map { String($0.dropFirst("Gradients/VStack/".count)) } == [
            "EllipticalGradient", "RadialGradient", "AngularGradient", "AngularGradient[1]", "MeshGradient",
        ])
        #expect(harness.node("Gradients/VStack/Circle")?.styles == ["fill(EllipticalGradient)"])
        #expect(harness.node("Gradients/VStack/Capsule")?.styles == ["fill(blue.gradient)"])
        #expect(harness.node("Gradients/VStack/Rectangle")?.styles == ["fill(LinearGradient)"])
        #expect(harness.node("Gradients/VStack/Ellipse")?.styles == ["fill(AnyGradient.colorSpace(.perceptual))"])
        #expect(harness.node("Gradients/VStack/RoundedRectangle")?.styles == ["fill(AngularGradient)"])
        #expect(MeshGradient(width: 3, height: 2, points: [], colors: []).description == "MeshGradient(width: 3, height: 2)")
    }
}

extension GradientTests {
    struct Backdrop: View {
        var body: some View {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                .frame(width: 120, height: 80)
        }
    }

    @Test func aGradientViewFillsItsProposal() throws {
        let harness = RuntimeHarness(Backdrop())
        try harness.run(to: 0)
        #expect(harness.last("Backdrop/LinearGradient", "geometry")?.suffix(2) == [120, 80])
    }
}
