import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Views and value types added for SwiftUI's documented API: `ContentUnavailableView`,
/// `MultiDatePicker`, `TextFieldLink`, `RenameButton`, `EnvironmentalModifier`,
/// `DynamicViewContent`, `ImageRenderer`, HDR colours, `ProjectionTransform`'s inverse, and the
/// smaller members (materials, symbol variants, edge sets, system colour styles, mesh gradients).
@Suite struct ViewTypeCoverageTests {
    struct Empty: View {
        var body: some View {
            ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
        }
    }

    @Test func aContentUnavailableViewFillsTheSpaceAndCentresItsLabelAndDescription() throws {
        let harness = RuntimeHarness(Empty())
        try harness.run(to: 0)
        let root = "Empty/ContentUnavailableView"
        #expect(harness.node(root)?.name == "ContentUnavailableView(\"No Mail\")")
        let frame = try #require(harness.last(root, "geometry"))
        #expect(frame[2...3] == [393, 852])
        let label = try #require(harness.paths.first { $0.hasPrefix(root) && $0.hasSuffix("/Label") })
        let description = try #require(harness.paths.first { $0.hasPrefix(root) && $0.hasSuffix("/Text") && !$0.contains("/Label") })
        let labelFrame = try #require(harness.last(label, "geometry"))
        let descriptionFrame = try #require(harness.last(description, "geometry"))
        // Centred horizontally, the description 16 points under the label.
        #expect(abs(labelFrame[0] + labelFrame[2] / 2 - 393 / 2) < 0.001)
        #expect(abs(descriptionFrame[1] - (labelFrame[1] + labelFrame[3] + 16)) < 0.001)
    }

    @Test func theSearchFormsNameTheQuery() {
        let named = ContentUnavailableView.search(text: "kiwi")
        #expect(named.description.text == "kiwi")
        #expect(ContentUnavailableView.search.description.text == nil)
    }

    struct Pickers: View {
        @State private var days: Set<DateComponents> = []
        var body: some View {
            VStack(spacing: 0) {
                MultiDatePicker("Days", selection: $days)
                TextFieldLink("Reply") { _ in }
                RenameButton()
            }
            .frame(width: 300)
        }
    }

    @Test func aMultiDatePickerIsACalendarAndATextFieldLinkPresentsTextEntry() throws {
        let harness = RuntimeHarness(Pickers())
        try harness.run(to: 1, taps: [1: ["Reply", "Rename"]])
        #expect(harness.last("Pickers/VStack/MultiDatePicker", "geometry")?[2...3] == [300, 320])
        #expect(harness.events("presentation").compactMap(\.detail) == ["textFieldLink \"Reply\" presented"])
        let rename = try #require(harness.visibleNodes.first { $0.name == "Label(\"Rename\")" })
        #expect(rename.path.hasSuffix("Button/Label"))
    }

    struct Dimmed: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Fade(amount: environment.isEnabled ? 1 : 0.25)
        }
    }

    struct Fade: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    struct Environmental: View {
        var body: some View {
            VStack {
                Rectangle().modifier(Dimmed())
                Rectangle().modifier(Dimmed()).environment(\.isEnabled, false)
            }
        }
    }

    @Test func anEnvironmentalModifierIsResolvedInTheEnvironmentOfItsView() throws {
        let harness = RuntimeHarness(Environmental())
        try harness.run(to: 0)
        #expect(harness.last("Environmental/VStack/Rectangle", "opacity") == [1])
        #expect(harness.last("Environmental/VStack/Rectangle[1]", "opacity") == [0.25])
    }

    struct Rows: View {
        var body: some View {
            List {
                ForEach(["a", "b"], id: \.self) { Text($0) }
                    .onDelete { _ in }
            }
        }
    }

    @Test func dynamicContentKeepsItsDataAndRecordsItsEditingActions() throws {
        let content = ForEach([1, 2, 3], id: \.self) { Text("\($0)") }.onMove { _, _ in }.onDelete(perform: nil)
        #expect(content.data.count == 3)
        let harness = RuntimeHarness(Rows())
        try harness.run(to: 0)
        #expect(harness.node("Rows/List/Text")?.styles == ["onDelete"])
    }

    @Test func anImageRendererAnnouncesEachChangeOfItsSettings() {
        let renderer = ImageRenderer(content: Text("x"))
        #expect(renderer.scale == 1 && renderer.proposedSize == .unspecified && !renderer.isOpaque && renderer.colorMode == .nonLinear)
        var sent = 0
        let subscription = renderer.objectWillChange.sink { sent += 1 }
        renderer.scale = 2
        renderer.proposedSize = ProposedViewSize(width: 100, height: nil)
        renderer.content = Text("y")
        #expect(sent == 3)
        _ = subscription
    }

    @Test func hdrColoursCarryTheirHeadroomAndExposure() {
        let base = Color(.sRGBLinear, red: 0.25, green: 0.5, blue: 0.125)
        let brighter = base.exposureAdjust(2).resolveHDR(in: EnvironmentValues())
        #expect([brighter.linearRed, brighter.linearGreen, brighter.linearBlue] == [1, 2, 0.5])
        #expect(brighter.headroom == 4)
        #expect(base.headroom(3).resolveHDR(in: EnvironmentValues()).headroom == 3)
        #expect(base.resolveHDR(in: EnvironmentValues()).headroom == nil)
        var hdr = Color.ResolvedHDR(Color.Resolved(red: 0.5, green: 0.5, blue: 0.5), headroom: 2)
        #expect(abs(hdr.red - 0.5) < 1e-6)
        hdr.red = 1
        #expect(hdr.linearRed == 1)
        let cg = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5).cgColor
        #expect(cg.components?.map { ($0 * 1000).rounded() / 1000 } == [1, 0.5, 0, 0.5])
    }

    @Test func aProjectionTransformInvertsToTheIdentity() {
        var transform = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: -6))
        transform.m13 = 0.001
        let product = transform.concatenating(transform.inverted())
        for (value, expected) in [(product.m11, 1.0), (product.m12, 0), (product.m13, 0), (product.m21, 0), (product.m22, 1), (product.m23, 0),
                                  (product.m31, 0), (product.m32, 0), (product.m33, 1)] {
            #expect(abs(value - expected) < 1e-9)
        }
        var singular = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let invertible = singular.invert()
        #expect(!invertible)
        #expect(singular == ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    }

    @Test func smallerMembersKeepSwiftUIsValues() {
        #expect(Material.regular.description == ".regularMaterial")
        #expect(Material.thin.materialActiveAppearance(.inactive).description == ".thinMaterial.materialActiveAppearance(.inactive)")
        let variants = SymbolVariants.fill.rectangle
        #expect(variants.description == ".fill.rectangle")
        #expect(variants.contains(.fill) && variants.contains(.rectangle) && !variants.contains(.circle) && variants.contains(.none))
        #expect(HorizontalEdge.Set(.trailing) == .trailing && HorizontalEdge.Set.all.contains(.leading))
        #expect(VerticalEdge.Set(.bottom) == .bottom)
        #expect(ButtonRole.close != ButtonRole.confirm && ButtonRole.close != ButtonRole.cancel)
        #expect(ShapeStyleResolution.color(of: FillShapeStyle()) == Color(uiColor: .systemFill).resolvedValue)
        #expect(SeparatorShapeStyle().description == ".separator" && ShapeStyleResolution.color(of: SelectionShapeStyle()) == nil)
        let scroll = ScrollView(.horizontal, showsIndicators: false) { Text("x") }
        #expect(scroll.axes == .horizontal && !scroll.showsIndicators)
        let mesh = MeshGradient(width: 2, height: 1, points: [[0, 0], [1, 0]], resolvedColors: [Color.Resolved(red: 1, green: 0, blue: 0)])
        #expect(mesh.locations == .points([[0, 0], [1, 0]]) && mesh.smoothsColors && mesh.background == .clear)
        #expect(Button("Delete", systemImage: "trash", role: .destructive) {}.role == .destructive)
        // The title forms keep their role too, for the button's style.
        #expect(Button("Delete", role: .destructive) {}.role == .destructive)
        #expect(Button(String("Cancel"), role: .cancel) {}.role == .cancel)
        let state = GestureState(initialValue: 3, reset: { _, _ in })
        #expect(state.wrappedValue == 3)
    }

    struct Node: Identifiable {
        var id: String
        var children: [Node]?
    }

    struct Tree: View {
        @State private var nodes = [Node(id: "Fruit", children: [Node(id: "Apple"), Node(id: "Pear")]), Node(id: "Bread")]
        var body: some View {
            List($nodes, children: \.children) { $node in Text(node.id) }
        }
    }

    @Test func anOutlineListShowsItsRootsAndOpensASubgroupOnATap() throws {
        let harness = RuntimeHarness(Tree())
        try harness.run(to: 1)
        #expect(harness.node("Tree/List/DisclosureGroup") != nil)
        #expect(harness.visibleNodes.filter { $0.name.hasPrefix("Text(") }.map(\.name) == ["Text(\"Fruit\")", "Text(\"Bread\")"])
        try harness.run(to: 40, taps: [2: ["Fruit"]])
        #expect(harness.visibleNodes.filter { $0.name.hasPrefix("Text(") }.map(\.name) == [
            "Text(\"Fruit\")", "Text(\"Apple\")", "Text(\"Pear\")", "Text(\"Bread\")",
        ])
    }

    struct Editable: View {
        @State private var nodes = [Node(id: "a"), Node(id: "b")]
        var body: some View {
            List($nodes, editActions: .delete) { $node in
                Button(node.id) { node.id += "!" }
            }
        }
    }

    @Test func anEditableListBindsEachRowAndRecordsItsEditActions() throws {
        let harness = RuntimeHarness(Editable())
        try harness.run(to: 1, taps: [1: ["b"]])
        let buttons = harness.visibleNodes.filter { $0.name.hasPrefix("Button(") }
        #expect(buttons.map(\.name) == ["Button(\"a\")", "Button(\"b!\")"])
        #expect(buttons.first?.styles == ["editActions(.delete)"])
        #expect(EditActions<[Int]>.all == [.move, .delete])
    }

    struct Effects: View {
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .visualEffect { effect, _ in effect.scaleEffect(x: 2, y: 0.5).blendMode(.multiply) }
        }
    }

    @Test func visualEffectsScaleAlongEachAxisAndRecordTheirBlendMode() throws {
        let harness = RuntimeHarness(Effects())
        try harness.run(to: 1)
        #expect(harness.last("Effects/Rectangle", "scaleEffect")?.prefix(2) == [2, 0.5])
        #expect(harness.node("Effects/Rectangle")?.styles.contains("blendMode(.multiply)") == true)
    }

    struct Reversed: View {
        var body: some View {
            Group(subviews: Group {
                Text("a")
                if true { Text("b") }
                ForEach(["c", "d"], id: \.self) { Text($0).tag($0) }
                EmptyView()
            }) { subviews in
                VStack(spacing: 0) {
                    ForEach(subviews.reversed()) { $0 }
                }
            }
        }
    }

    @Test func aGroupOfSubviewsFlattensItsViewAndKeepsTheirTags() throws {
        let harness = RuntimeHarness(Reversed())
        try harness.run(to: 0)
        #expect(harness.visibleNodes.filter { $0.name.hasPrefix("Text(") }.map(\.name) == [
            "Text(\"d\")", "Text(\"c\")", "Text(\"b\")", "Text(\"a\")",
        ])
        let subviews = SubviewResolution.subviews(of: Group { Text("x"); Text("y").tag(7) })
        #expect(subviews.count == 2 && subviews[0].id != subviews[1].id)
        #expect(subviews[1].containerValues.tag(for: Int.self) == 7 && subviews[1].containerValues.hasTag(7))
        #expect(subviews[0].containerValues.tag(for: Int.self) == nil)
    }

    struct Sectioned: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(sections: Group {
                    Section("Fruit") { Text("Apple"); Text("Pear") }
                    Text("Loose")
                }) { section in
                    Text("\(section.header.count) \(section.content.count) \(section.footer.count)")
                }
            }
        }
    }

    @Test func sectionsGatherLooseViewsIntoASectionOfTheirOwn() throws {
        let harness = RuntimeHarness(Sectioned())
        try harness.run(to: 0)
        #expect(harness.visibleNodes.filter { $0.name.hasPrefix("Text(") }.map(\.name) == ["Text(\"1 2 0\")", "Text(\"0 1 0\")"])
    }

    struct Badge: ContainerValueKey {
        static var defaultValue: Int { 0 }
    }

    final class TagBox { var tags: [Int?] = [] }

    struct TagReader: Layout {
        let box: TagBox
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            box.tags = subviews.map { $0.containerValues.tag(for: Int.self) }
            return .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func containerValuesHoldTagsAndKeyedValues() throws {
        var values = ContainerValues()
        #expect(values[Badge.self] == 0)
        values[Badge.self] = 3
        #expect(values[Badge.self] == 3)
        let box = TagBox()
        let harness = RuntimeHarness(TagReader(box: box) { Text("a").tag(1); Text("b") })
        try harness.run(to: 0)
        #expect(box.tags == [1, nil])
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
    }

    struct People: View {
        let people = [Person(id: 1, name: "Juan", email: "j@x"), Person(id: 2, name: "Mei", email: "m@x")]
        var body: some View {
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("E-Mail", value: \.email)
            }
        }
    }

    @Test func aTableOnAnIPhoneIsAListOfItsFirstColumn() throws {
        let harness = RuntimeHarness(People())
        try harness.run(to: 0)
        #expect(harness.node("People/Table") != nil)
        #expect(harness.visibleNodes.filter { $0.name.hasPrefix("Text(") }.map(\.name) == ["Text(\"Juan\")", "Text(\"Mei\")"])
        let built = Table(of: Person.self) { TableColumn("Name") { (person: Person) in Text(person.name) } } rows: {
            TableRow(Person(id: 3, name: "Tom", email: "t@x"))
            TableRow(Person(id: 4, name: "Gita", email: "g@x"))
        }
        #expect(built.rows._rowValues.map(\.id) == [3, 4] && built.columns._columns.map(\.title) == ["Name"])
    }

    @Test func smallerInitialisersKeepWhatTheyAreGiven() {
        var stored = 3
        let erased = Binding<AnyHashable>(Binding(get: { stored }, set: { stored = $0 }))
        #expect(erased.wrappedValue == AnyHashable(3))
        erased.wrappedValue = AnyHashable(5)
        erased.wrappedValue = AnyHashable("five")
        #expect(stored == 5)
        #expect(SwitchToggleStyle(tint: .red).tint == .red && SwitchToggleStyle().tint == nil)
        let updating = GestureStateGesture(base: TapGesture(), state: GestureState(wrappedValue: false)) { _, state, _ in state = true }
        #expect(updating.state.wrappedValue == false)
        let defaults = UserDefaults(suiteName: "ViewTypeCoverageTests")!
        defaults.removeObject(forKey: "tabs")
        let storage = AppStorage<TabViewCustomization>("tabs", store: defaults)
        #expect(storage.wrappedValue == TabViewCustomization())
        storage.projectedValue.wrappedValue = TabViewCustomization()
        #expect(defaults.data(forKey: "tabs") == Data())
        #expect(Subview.ContainerSizingOptions.uniform(axis: .horizontal) != .variable)
    }

    struct Headings: View {
        @State private var faded = false
        var body: some View {
            VStack {
                Text("Title").accessibilityHeading(.h1).accessibilityTextContentType(.narrative)
                Button("Fade") { faded.toggle() }
                Rectangle().modifier(Fade(amount: faded ? 0.2 : 1).transaction { $0.animation = .linear(duration: 1) })
            }
        }
    }

    @Test func textAttributesStayTextAndModifierTransactionsApplyToTheirContent() throws {
        let heading: Text = Text("Title").accessibilityHeading(.h2)
        _ = heading
        let harness = RuntimeHarness(Headings())
        try harness.run(to: 30, taps: [1: ["Fade"]])
        #expect(harness.node("Headings/VStack/Text")?.styles == ["accessibilityHeading(.h1)", "accessibilityTextContentType(.narrative)"])
        // The change made without animation animates over 1 s under the modifier's transaction.
        let opacity = try #require(harness.last("Headings/VStack/Rectangle", "opacity")?.first)
        #expect(opacity > 0.2 && opacity < 1)
    }
}
