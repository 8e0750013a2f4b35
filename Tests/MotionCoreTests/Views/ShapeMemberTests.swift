import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The static shape members (`.rect`, `.circle`, `.capsule` …) are the shapes they name.
@Suite struct ShapeMemberTests {
    struct Badges: View {
        var body: some View {
            VStack {
                Text("A")
                    .background(.blue, in: .capsule)
                    .clipShape(.rect(cornerRadius: 12))
                    .contentShape(.rect)
                Text("B")
                    .clipShape(.circle)
                    .contentShape(.ellipse)
                    .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4)))
                    .clipShape(.capsule(style: .circular))
                    .clipShape(.rect(cornerSize: CGSize(width: 3, height: 5)))
            }
        }
    }

    @Test func membersNameTheirShapes() throws {
        let harness = RuntimeHarness(Badges())
        try harness.run(to: 0)
        #expect(harness.last("Badges/VStack/Text", "clipShape") == [12])
        #expect(harness.last("Badges/VStack/Text", "background")?.map { ($0 * 1e6).rounded() / 1e6 } == [0, 0.478431, 1, 1])
        #expect(harness.node("Badges/VStack/Text")?.styles == ["contentShape(Rectangle)"])
        #expect(harness.node("Badges/VStack/Text[1]")?.styles == [
            "clipShape(Circle)", "contentShape(Ellipse)", "clipShape(UnevenRoundedRectangle)", "clipShape(Capsule)",
        ])
        #expect(harness.last("Badges/VStack/Text[1]", "clipShape") == [3])
        #expect(Capsule.capsule(style: .circular).style == .circular)
        #expect(UnevenRoundedRectangle.rect(topTrailingRadius: 9).cornerRadii.topTrailing == 9)
    }
}
