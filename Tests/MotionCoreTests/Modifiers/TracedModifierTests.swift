import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Every animatable modifier is a named property of its node, in author units.
@Suite struct TracedModifierTests {
    struct Everything: View {
        var body: some View {
            Rectangle()
                .opacity(0.5)
                .scaleEffect(2)
                .scaleEffect(x: 1.5, y: 0.5, anchor: .top)
                .scaleEffect(CGSize(width: 3, height: 4))
                .rotationEffect(.degrees(45))
                .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                .offset(x: 10, y: -20)
                .offset(CGSize(width: 1, height: 2))
                .position(x: 5, y: 6)
                .frame(width: 100, height: 50)
                .frame(width: 80)
                .foregroundStyle(.red)
                .foregroundColor(Color(red: 1, green: 0.5, blue: 0))
                .background(Color.blue.opacity(0.5))
                .cornerRadius(12)
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .blur(radius: 3)
                .shadow(color: .black, radius: 4, x: 1, y: 2)
                .shadow(radius: 5)
                .padding()
                .padding(.horizontal, 8)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .brightness(0.1)
                .saturation(0.8)
                .contrast(1.2)
                .hueRotation(.degrees(90))
                .grayscale(0.3)
        }
    }

    @Test func namesComponentsAndUnits() throws {
        let harness = RuntimeHarness(Everything())
        try harness.run(to: 0)
        let sample = try #require(harness.samples.last)
        let properties = sample.properties.filter { $0.property != "geometry" }
        let table = properties.map { "\($0.property) \($0.components.joined(separator: ",")) \($0.values.map { ($0 * 1e6).rounded() / 1e6 })" }
        #expect(table == [
            "opacity value [0.5]",
            "scaleEffect x,y [2.0, 2.0]",
            "scaleEffect[1] x,y [1.5, 0.5]",
            "scaleEffect[2] x,y [3.0, 4.0]",
            "rotationEffect degrees [45.0]",
            "rotation3DEffect degrees,x,y,z [30.0, 0.0, 1.0, 0.0]",
            "offset x,y [10.0, -20.0]",
            "offset[1] x,y [1.0, 2.0]",
            "position x,y [5.0, 6.0]",
            "frame width,height [100.0, 50.0]",
            "frame[1] width [80.0]",
            "foregroundStyle red,green,blue,opacity [1.0, 0.231373, 0.188235, 1.0]",
            "foregroundColor red,green,blue,opacity [1.0, 0.5, 0.0, 1.0]",
            "background red,green,blue,opacity [0.0, 0.478431, 1.0, 0.5]",
            "cornerRadius value [12.0]",
            "clipShape cornerRadius [8.0]",
            "blur radius [3.0]",
            "shadow radius,x,y,red,green,blue,opacity [4.0, 1.0, 2.0, 0.0, 0.0, 0.0, 1.0]",
            "shadow[1] radius,x,y,red,green,blue,opacity [5.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.33]",
            "padding top,leading,bottom,trailing [16.0, 16.0, 16.0, 16.0]",
            "padding[1] top,leading,bottom,trailing [0.0, 8.0, 0.0, 8.0]",
            "padding[2] top,leading,bottom,trailing [1.0, 2.0, 3.0, 4.0]",
            "brightness value [0.1]",
            "saturation value [0.8]",
            "contrast value [1.2]",
            "hueRotation degrees [90.0]",
            "grayscale value [0.3]",
        ])
        #expect(properties.allSatisfy { $0.path == "Everything/Rectangle" && $0.node == "Rectangle" })
    }

    struct Shapes: View {
        @State private var done = false

        var body: some View {
            VStack {
                Circle()
                    .trim(from: 0, to: done ? 1 : 0.25)
                    .stroke(.green, lineWidth: 6)
                Capsule().fill(.orange)
                Circle().strokeBorder(lineWidth: 2)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { done = true } }
        }
    }

    @Test func shapeModifiers() throws {
        let harness = RuntimeHarness(Shapes())
        try harness.run(to: 30)
        #expect(harness.values("Shapes/VStack/Circle", "trim")[0] == [0, 0.25])
        #expect(harness.last("Shapes/VStack/Circle", "trim").map { $0[1] } ?? 0 > 0.6)
        #expect(harness.last("Shapes/VStack/Circle", "stroke") == [6])
        #expect(harness.last("Shapes/VStack/Circle", "strokeColor")?.count == 4)
        #expect(harness.last("Shapes/VStack/Capsule", "fill")?.count == 4)
        #expect(harness.last("Shapes/VStack/Circle[1]", "stroke") == [2])
        #expect(harness.last("Shapes/VStack/Circle[1]", "strokeColor") == nil)
    }

    struct Styled: View {
        var body: some View {
            Button("Buy") {}
                .font(.title)
                .fontWeight(.bold)
                .buttonStyle(.borderedProminent)
                .tint(.purple)
                .symbolRenderingMode(.multicolor)
                .contentShape(Rectangle())
                .allowsHitTesting(true)
                .drawingGroup()
                .ignoresSafeArea()
                .frame(maxWidth: .infinity)
                .transition(.scale.combined(with: .opacity))
                .contentTransition(.numericText())
                .symbolEffect(.bounce, value: 1)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
    }

    @Test func stylingIsRecordedNotSimulated() throws {
        let harness = RuntimeHarness(Styled())
        try harness.run(to: 0)
        let node = try #require(harness.node("Styled/Button"))
        #expect(node.styles == [
            "font(.title)", "fontWeight(.bold)", "buttonStyle(.borderedProminent)", "tint(purple)",
            "symbolRenderingMode(.multicolor)", "contentShape(Rectangle)", "allowsHitTesting(true)", "drawingGroup()",
            "ignoresSafeArea()", "frame(maxWidth: inf)", "transition(.scale.combined(with: .opacity))",
            "contentTransition(.numericText(countsDown: false))", "symbolEffect(.bounce)", "foregroundStyle(LinearGradient)",
        ])
        // The transition's modifiers at identity and the symbol effect's scale at rest are the
        // only properties.
        #expect(harness.samples.last?.properties.filter { $0.property != "geometry" }.map(\.property) == ["scaleEffect", "opacity", "scaleEffect[1]"])
        // Transitions, content transitions and symbol effects are simulated (events), not warned.
        #expect(harness.events("warning").isEmpty)
    }
}
