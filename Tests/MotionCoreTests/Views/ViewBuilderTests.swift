import Testing
@_spi(Runtime) @testable import MotionCore

/// `ViewBuilder`: blocks of any arity, conditionals, optionals, `switch`, `#available`.
@Suite struct ViewBuilderTests {
    struct Twelve: View {
        var body: some View {
            VStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            }
        }
    }

    @Test func blocksOfAnyArity() throws {
        let harness = RuntimeHarness(Twelve())
        try harness.run(to: 0)
        let texts = harness.visibleNodes.filter { $0.name.hasPrefix("Text") }
        #expect(texts.map(\.name) == (1...12).map { "Text(\"\($0)\")" })
        #expect(texts.map(\.path).prefix(3) == ["Twelve/VStack/Text", "Twelve/VStack/Text[1]", "Twelve/VStack/Text[2]"])
    }

    enum Mode: Equatable { case circle, square, none }

    struct Conditionals: View {
        var flag: Bool
        var name: String?
        var mode: Mode

        var body: some View {
            HStack {
                if flag {
                    Circle()
                } else {
                    Rectangle()
                }
                if let name {
                    Text(name)
                }
                switch mode {
                case .circle: Circle()
                case .square: Rectangle()
                case .none: EmptyView()
                }
                if #available(macOS 14, iOS 17, *) {
                    Capsule()
                }
                Spacer()
                Divider()
            }
        }
    }

    @Test func conditionalsOptionalsSwitchAndAvailability() throws {
        let a = RuntimeHarness(Conditionals(flag: true, name: "Hi", mode: .square))
        try a.run(to: 0)
        #expect(a.visibleNodes.map(\.name) == ["Conditionals", "HStack", "Circle", "Text(\"Hi\")", "Rectangle", "Capsule", "Spacer", "Divider"])
        let b = RuntimeHarness(Conditionals(flag: false, name: nil, mode: .none))
        try b.run(to: 0)
        #expect(b.visibleNodes.map(\.name) == ["Conditionals", "HStack", "Rectangle", "Capsule", "Spacer", "Divider"])
    }

    struct Erased: View {
        var body: some View {
            Group {
                AnyView(Circle())
                AnyView(erasing: Text("x"))
            }
        }
    }

    @Test func anyViewAndGroupAreTransparent() throws {
        let harness = RuntimeHarness(Erased())
        try harness.run(to: 0)
        #expect(harness.visibleNodes.map(\.path) == ["Erased", "Erased/Circle", "Erased/Text"])
    }
}
