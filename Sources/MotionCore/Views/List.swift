import Foundation
import MotionAnimation

/// Rows in a scrolling column [A], laid out as iOS's inset-grouped list (see
/// `Layout/Containers/ListLayout.swift`): it takes the space offered and stacks its rows from the top, rows
/// outside a `Section` grouped as one. Rows are the views inside (a `ForEach` gives one row per
/// element, each inserted and removed with its own transition). Scrolling, selection and
/// editing are not simulated.
public struct List<SelectionValue: Hashable, Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "List" }
    var containerLayout: any ContainerLayout { ListLayout() }

    func prepareContent(_ environment: inout EnvironmentValues) {
        environment[InListKey.self] = true
    }

    /// A list whose selection is a set of row ids [A]; the selection is not read.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list selecting at most one row id [A]; the selection is not read.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows in `content` [A].
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per element of `data`, identified by its `id` [A].
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, identified by the key path `id` [A].
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per integer of a constant range [A].
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// A container of controls for data entry [A]: on iOS laid out as a `List`.
public struct Form<Content: View>: View, ContainerView {
    public typealias Body = Never
    let content: Content
    static var containerName: String { "Form" }
    var containerLayout: any ContainerLayout { ListLayout() }

    func prepareContent(_ environment: inout EnvironmentValues) {
        environment[InListKey.self] = true
    }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Whether views are walked inside a `List` or `Form` (their sections style headers).
enum InListKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Rows with an optional header and footer [A]: a visible node (`Section("Fruit")` for the
/// title forms) holding the header, the rows and the footer, in that order. In a list the
/// list places them (header above the rows, footer below; both at footnote size); elsewhere
/// they stack as a `VStack`.
public struct Section<Parent: View, Content: View, Footer: View>: View, BuiltinView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    var title: String?

    /// A section with a header and a footer [A].
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// A section with a header and a footer built by closures [A].
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "Section", title: title, at: walk, context, tappableByTitle: false)
        node.layout.base = SectionLayout()
        let rows = context.forContent
        func part(_ part: SectionPart) -> WalkContext {
            var context = rows
            if context.environment[InListKey.self] { context.environment.font = .footnote }
            context.pending = [.hint { $0.sectionPart = part }]
            return context
        }
        runtime.walkContent(of: node, transaction: context.transaction) { inner in
            inner.appending(.slot("header")).walk(header, part(.header))
            inner.appending(.slot("content")).walk(content, rows)
            inner.appending(.slot("footer")).walk(footer, part(.footer))
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows without header or footer [A].
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header, from a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
        title = titleKey.text
    }

    /// A section with a text header, from a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
        self.title = String(title)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header [A].
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    /// A section with a header built by a closure [A].
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer [A].
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }

    /// A section with a footer built by a closure [A].
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content)
    }
}

/// A button that switches a list into editing mode [A]: a `Button("Edit")`; editing is not
/// simulated (a tap does nothing).
public struct EditButton: View {
    public init() {}

    public var body: some View {
        Button("Edit") {}
    }
}
