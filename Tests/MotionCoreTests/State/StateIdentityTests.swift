import Testing
@_spi(Runtime) @testable import MotionCore

/// State lives in the runtime, keyed by structural identity (§ "View runtime" of SEMANTICS.md).
@Suite struct StateIdentityTests {
    /// A counter whose count shows as its offset; tapping "+\(tag)" counts up.
    struct Counter: View {
        let tag: String
        @State private var count = 0

        var body: some View {
            Button("+\(tag)") { count += 1 }
                .offset(x: Double(count))
        }
    }

    struct Host: View {
        @State private var flag = true
        @State private var show = true
        @State private var identity = 0
        @State private var unrelated = 0

        var body: some View {
            VStack {
                if flag {
                    Counter(tag: "a")
                } else {
                    Counter(tag: "a")
                }
                if show {
                    Counter(tag: "b")
                }
                Counter(tag: "c").id(identity)
                Counter(tag: "d").opacity(Double(unrelated))
                Button("flag") { flag.toggle() }
                Button("show") { show.toggle() }
                Button("identity") { identity += 1 }
                Button("unrelated") { unrelated += 1 }
            }
        }
    }

    @Test func stateFollowsStructuralIdentity() throws {
        let harness = RuntimeHarness(Host())
        try harness.run(to: 5, taps: [1: ["+a", "+b", "+c", "+d"], 2: ["+a", "+b", "+c", "+d"]])
        #expect(harness.last("Host/VStack/Counter/Button", "offset") == [2, 0])
        #expect(harness.last("Host/VStack/Counter[3]/Button", "offset") == [2, 0])
        // A re-evaluation of the parent keeps the children's state.
        try harness.run(to: 6, taps: [6: ["unrelated"]])
        #expect(harness.last("Host/VStack/Counter[3]/Button", "offset") == [2, 0])
        #expect(harness.last("Host/VStack/Counter[1]/Button", "offset") == [2, 0])
        // Another `if` branch is another view: its state starts afresh.
        try harness.run(to: 7, taps: [7: ["flag"]])
        #expect(harness.last("Host/VStack/Counter/Button", "offset") == [0, 0])
        // A view that leaves loses its state; it comes back fresh.
        try harness.run(to: 9, taps: [8: ["show"], 9: ["show"]])
        #expect(harness.last("Host/VStack/Counter[1]/Button", "offset") == [0, 0])
        // A new explicit id is a new view.
        #expect(harness.last("Host/VStack/Counter[2]/Button", "offset") == [2, 0])
        try harness.run(to: 10, taps: [10: ["identity"]])
        #expect(harness.last("Host/VStack/Counter[2]/Button", "offset") == [0, 0])
        #expect(harness.events("disappear").map(\.path) == ["Host/VStack/Counter", "Host/VStack/Counter[1]", "Host/VStack/Counter[2]"])
        #expect(harness.events("appear").map(\.path) == ["Host", "Host/VStack/Counter", "Host/VStack/Counter[1]", "Host/VStack/Counter[2]"])
    }

    struct Row: Identifiable {
        let id: String
    }

    struct Reordering: View {
        @State private var rows = [Row(id: "x"), Row(id: "y")]

        var body: some View {
            VStack {
                ForEach(rows) { row in Counter(tag: row.id) }
                Button("swap") { rows.reverse() }
            }
        }
    }

    @Test func forEachStateFollowsTheId() throws {
        let harness = RuntimeHarness(Reordering())
        try harness.run(to: 2, taps: [1: ["+y"], 2: ["swap"]])
        let counters = harness.visibleNodes.filter { $0.name == "Counter" }
        // The node of "y" keeps its count after the swap; paths stay with the nodes.
        #expect(counters.map(\.path) == ["Reordering/VStack/Counter[1]", "Reordering/VStack/Counter"])
        #expect(harness.last("Reordering/VStack/Counter[1]/Button", "offset") == [1, 0])
    }

    /// `@Binding`, `$state.animation`, reading a written value in the same action, and the
    /// grouping of writes by transaction scope.
    struct Toggle: View {
        @Binding var isOn: Bool

        var body: some View {
            Button("toggle") { $isOn.animation(.linear(duration: 1)).wrappedValue.toggle() }
        }
    }

    struct Parent: View {
        @State private var isOn = false
        @State private var plain = 0.0
        @State private var animated = 0.0
        @State private var seen = 0.0

        var body: some View {
            VStack {
                Toggle(isOn: $isOn)
                Circle().offset(x: isOn ? 100 : 0)
                Rectangle()
                    .offset(x: plain, y: animated)
                    .opacity(seen)
                Button("both") {
                    plain = 10
                    withAnimation(.linear(duration: 1)) { animated = 10 }
                    seen = plain / 10
                }
            }
        }
    }

    @Test func bindingsAndTransactionScopes() throws {
        let harness = RuntimeHarness(Parent())
        try harness.run(to: 30, taps: [0: ["toggle"], 1: ["both"]])
        // The binding's animation animates the parent's change.
        #expect(harness.values("Parent/VStack/Circle", "offset")[30] == [50, 0])
        // `plain` jumps, `animated` animates: separate updates with their own transactions.
        let second = try #require(harness.values("Parent/VStack/Rectangle", "offset")[2])
        #expect(second[0] == 10 && second[1] > 0.16 && second[1] < 0.17)
        #expect(harness.last("Parent/VStack/Rectangle", "opacity") == [1])
        #expect(harness.events("state").map(\.property) == ["isOn", "plain", "animated", "seen"])
    }

    struct CustomKey: EnvironmentKey {
        static let defaultValue = 1.0
    }

    struct Reader: View {
        @Environment(\.motionTestScale) private var scale
        @Environment(\.colorScheme) private var scheme
        @Namespace private var namespace
        @GestureState private var dragging = false

        var body: some View {
            Circle()
                .scaleEffect(scale)
                .opacity(scheme == .dark ? 0.5 : 1)
                .matchedGeometryEffect(id: "dot", in: namespace)
                .offset(x: dragging ? 1 : 0)
        }
    }

    @Test func environmentNamespaceAndGestureState() throws {
        let harness = RuntimeHarness(
            VStack {
                Reader()
                Reader().environment(\.motionTestScale, 2).environment(\.colorScheme, .dark)
            })
        try harness.run(to: 1)
        #expect(harness.last("VStack<TupleView<(Reader, ModifiedContent<ModifiedContent<Reader, EnvironmentWriter>, EnvironmentWriter>)>>/Reader/Circle", "scaleEffect") == nil)
        let circles = harness.samples.last!.properties.filter { $0.property == "scaleEffect" }.map(\.values)
        #expect(circles == [[1, 1], [2, 2]])
        let opacities = harness.samples.last!.properties.filter { $0.property == "opacity" }.map(\.values)
        #expect(opacities == [[1], [0.5]])
        let namespaces = harness.visibleNodes.filter { $0.name == "Reader" }.compactMap { ($0.slots["_namespace"] as? NamespaceLocation)?.id }
        #expect(namespaces.count == 2 && namespaces[0] != namespaces[1])
        // Two namespaces: two matched-geometry groups of one source each, no warning.
        #expect(harness.events("warning").isEmpty)
    }
}

extension EnvironmentValues {
    var motionTestScale: Double {
        get { self[StateIdentityTests.CustomKey.self] }
        set { self[StateIdentityTests.CustomKey.self] = newValue }
    }
}
