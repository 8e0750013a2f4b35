/// A control that picks one of its options [A]: a visible node (`Picker("Mode")` for the title
/// forms) whose children are the options, each marked with `.tag(_:)`. A tap on an option (its
/// text, or its path) sets `selection` to its tag through the binding (with its transaction).
/// Every style lays the options out side by side in equal segments, as `.segmented` does; the
/// label is not shown (a segmented picker hides it) and not walked.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, BuiltinView {
    public typealias Body = Never

    /// Writes a picked option's tag (through the binding, or into every source's).
    let select: (SelectionValue) -> Void
    let content: Content
    let title: String?

    /// A picker with a custom label [A].
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        select = { selection.wrappedValue = $0 }
        self.content = content()
        title = nil
    }

    init(title: String?, select: @escaping (SelectionValue) -> Void, content: Content) {
        self.select = select
        self.content = content
        self.title = title
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "Picker", title: title, at: walk, context)
        node.layout.base = SegmentsLayout()
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.walk(content, context.forContent)
        }
        let select = self.select
        for option in node.subtree.dropFirst() {
            guard let value = option.tagValue?.base as? SelectionValue else { continue }
            option.tapActions = [TapAction(selectsOption: true) { select(value) }]
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, select: { selection.wrappedValue = $0 }, content: content())
    }

    /// A picker titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), select: { selection.wrappedValue = $0 }, content: content())
    }
}

/// How a picker looks [A]; every style is laid out as segments here.
public protocol PickerStyle {
    var name: String { get }
}

public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var name: String { "segmented" } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var name: String { "menu" } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var name: String { "wheel" } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var name: String { "inline" } }
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var name: String { "automatic" } }

extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

extension View {
    /// The pickers' style below [A]; recorded (every picker is laid out as segments).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        styled("pickerStyle(.\(style.name))")
    }
}
