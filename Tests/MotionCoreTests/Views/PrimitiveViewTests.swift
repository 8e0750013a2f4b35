import Testing
@_spi(Runtime) @testable import MotionCore

/// Names, paths, labels and the SwiftUI signatures of the primitive views.
@Suite struct PrimitiveViewTests {
    struct Card: View {
        let count = 3
        let value = 2.5

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Count: \(count)")
                Text("Value \(value, specifier: "%.2f")")
                Text(verbatim: "plain")
                Text("a" as String) + Text("b")
                Image(systemName: "star.fill")
                Label("Like", systemImage: "heart")
                Button("Go") {}
                Button {
                } label: {
                    Image(systemName: "play")
                }
                Button("Share", systemImage: "square.and.arrow.up") {}
                Color.red
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                    Ellipse()
                    Capsule()
                }
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            }
        }
    }

    @Test func namesAndPaths() throws {
        let harness = RuntimeHarness(Card())
        try harness.run(to: 0)
        #expect(harness.visibleNodes.map(\.name) == [
            "Card", "VStack", "Text(\"Count: 3\")", "Text(\"Value 2.50\")", "Text(\"plain\")", "Text(\"ab\")",
            "Image(star.fill)", "Label(\"Like\")", "Text(\"Like\")", "Image(heart)", "Button(\"Go\")", "Text(\"Go\")",
            "Button", "Image(play)", "Button(\"Share\")", "Label(\"Share\")", "Text(\"Share\")", "Image(square.and.arrow.up)",
            "Color(red)", "ZStack", "RoundedRectangle", "Ellipse", "Capsule", "LinearGradient",
        ])
        #expect(harness.node("Card/VStack/Text[3]")?.name == "Text(\"ab\")")
        #expect(harness.node("Card/VStack/Button[1]/Image")?.name == "Image(play)")
        #expect(harness.node("Card/VStack/Button[2]/Label/Image")?.labels == ["square.and.arrow.up"])
        // A colour view traces its colour (sRGB (255, 59, 48), read back from linear `Float` as
        // SwiftUI does: 59/255 = 0.23137255 comes back 0.23137254); a rounded rectangle its corner size.
        #expect(harness.last("Card/VStack/Color", "color") == [1, 0.23137254, 0.18823528, 1])
        #expect(harness.last("Card/VStack/ZStack/RoundedRectangle", "cornerSize") == [12, 12])
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct Lists: View {
        var items: [Item]

        var body: some View {
            VStack {
                ForEach(0..<2) { index in Circle().opacity(Double(index)) }
                ForEach(items) { item in Text(item.name) }
                ForEach(items.map(\.name), id: \.self) { name in Image(systemName: name) }
            }
        }
    }

    @Test func forEachIdentifiesByElement() throws {
        let first = Lists(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")])
        let harness = RuntimeHarness(first)
        try harness.run(to: 0)
        #expect(harness.visibleNodes.map(\.path) == [
            "Lists", "Lists/VStack", "Lists/VStack/Circle", "Lists/VStack/Circle[1]", "Lists/VStack/Text",
            "Lists/VStack/Text[1]", "Lists/VStack/Image", "Lists/VStack/Image[1]",
        ])
        #expect(harness.last("Lists/VStack/Circle[1]", "opacity") == [1])
    }

    struct Decorated: View {
        var body: some View {
            Text("Sale")
                .padding(4)
                .background { Capsule().fill(.yellow) }
                .overlay(Circle().opacity(0.5))
        }
    }

    @Test func decorationsAreSiblings() throws {
        let harness = RuntimeHarness(Decorated())
        try harness.run(to: 0)
        #expect(harness.visibleNodes.map(\.path) == ["Decorated", "Decorated/Text", "Decorated/Capsule", "Decorated/Circle"])
        #expect(harness.last("Decorated/Text", "padding") == [4, 4, 4, 4])
        #expect(harness.last("Decorated/Circle", "opacity") == [0.5])
    }
}
