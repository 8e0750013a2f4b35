/// Styles of other platforms or of iPhone containers MotionCore lays out one way: each is
/// recorded by the style modifier, and the control keeps the layout it has on an iPhone
/// (pickers as segments, lists inset-grouped, tab views with a bar unless paged).

/// A picker that pushes a list of its options [A] (iOS 16); laid out as segments here.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var name: String { "navigationLink" } }
/// A palette of options, in a menu [A] (iOS 17); laid out as segments here.
public struct PalettePickerStyle: PickerStyle { public init() {}; public var name: String { "palette" } }
/// Radio buttons (macOS) [A]; laid out as segments here.
public struct RadioGroupPickerStyle: PickerStyle { public init() {}; public var name: String { "radioGroup" } }

extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }

/// A bordered list (macOS) [A]; laid out inset-grouped here.
public struct BorderedListStyle: ListStyle {
    let alternatesRowBackgrounds: Bool
    public init() { alternatesRowBackgrounds = false }
    /// With or without alternating row backgrounds [A]; recorded by type only.
    public init(alternatesRowBackgrounds: Bool) { self.alternatesRowBackgrounds = alternatesRowBackgrounds }
}
/// A carousel of rows (watchOS) [A]; laid out inset-grouped here.
public struct CarouselListStyle: ListStyle { public init() {} }
/// Rows on an elliptical path (watchOS) [A]; laid out inset-grouped here.
public struct EllipticalListStyle: ListStyle { public init() {} }

extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension ListStyle where Self == CarouselListStyle { public static var carousel: CarouselListStyle { .init() } }
extension ListStyle where Self == EllipticalListStyle { public static var elliptical: EllipticalListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    /// The inset style with alternating row backgrounds (macOS) [A]; recorded as `.inset`.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init() }
}

/// A text field with a square border (macOS) [A]; recorded.
public struct SquareBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { .init() } }

/// A checkbox (macOS) [A]; laid out as the switch style here.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var name: String { "checkbox" }
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }

/// A tab bar that becomes a sidebar on iPad [A] (iOS 18); on iPhone a tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: false, description: ".sidebarAdaptable") }
}
/// A tab bar only [A] (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: false, description: ".tabBarOnly") }
}
/// Tabs grouped in a toolbar (macOS) [A]; a tab bar here.
public struct GroupedTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: false, description: ".grouped") }
}
/// Tabs as a carousel (watchOS) [A]; a tab bar here.
public struct CarouselTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { TabViewStyleKind(isPage: false, description: ".carousel") }
}
/// Pages one above another (watchOS) [A]: laid out as `.page` (no bar, the page fills the view).
public struct VerticalPageTabViewStyle: TabViewStyle {
    /// How one page gives way to the next [A].
    public struct TransitionStyle: Hashable, Sendable {
        let name: String
        public static let automatic = TransitionStyle(name: "automatic")
        public static let blur = TransitionStyle(name: "blur")
        public static let identity = TransitionStyle(name: "identity")
    }

    let transitionStyle: TransitionStyle
    public init(transitionStyle: TransitionStyle = .automatic) { self.transitionStyle = transitionStyle }
    public var kind: TabViewStyleKind {
        TabViewStyleKind(isPage: true, description: transitionStyle == .automatic ? ".verticalPage" : ".verticalPage(transitionStyle: .\(transitionStyle.name))")
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == GroupedTabViewStyle { public static var grouped: GroupedTabViewStyle { .init() } }
extension TabViewStyle where Self == CarouselTabViewStyle { public static var carousel: CarouselTabViewStyle { .init() } }
extension TabViewStyle where Self == VerticalPageTabViewStyle {
    public static var verticalPage: VerticalPageTabViewStyle { .init() }
    public static func verticalPage(transitionStyle: VerticalPageTabViewStyle.TransitionStyle) -> VerticalPageTabViewStyle {
        .init(transitionStyle: transitionStyle)
    }
}

/// How a paged view's index looks [A]; recorded (the index dots are not drawn).
public protocol IndexViewStyle {}

/// The page index's dots [A].
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background [A].
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }

    var description: String {
        backgroundDisplayMode == .automatic ? ".page" : ".page(backgroundDisplayMode: .\(backgroundDisplayMode.name))"
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// How text editors look [A] (iOS 17); recorded, an editor takes the whole proposal whatever
/// its style. The configuration is opaque, as in SwiftUI.
public protocol TextEditorStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TextEditorStyleConfiguration
}

/// What a `TextEditorStyle` gets [A]: opaque.
public struct TextEditorStyleConfiguration {}

public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { .init() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { .init() } }
extension TextEditorStyle where Self == RoundedBorderTextEditorStyle { public static var roundedBorder: RoundedBorderTextEditorStyle { .init() } }

extension View {
    /// The style of the page index of the paged views below [A]; recorded.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        styled("indexViewStyle(\((style as? PageIndexViewStyle)?.description ?? String(describing: S.self)))")
    }

    /// The style of the text editors below [A]; recorded.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        styled("textEditorStyle(\(type(of: style)))")
    }
}

/// How tables look [A]; recorded by `tableStyle(_:)` (tables are not laid out here yet). The
/// configuration is opaque, as in SwiftUI.
public protocol TableStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = TableStyleConfiguration
}

/// What a `TableStyle` gets [A]: opaque.
public struct TableStyleConfiguration {}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct InsetTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    public init() { alternatesRowBackgrounds = false }
    public init(alternatesRowBackgrounds: Bool) { self.alternatesRowBackgrounds = alternatesRowBackgrounds }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct BorderedTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool
    public init() { alternatesRowBackgrounds = false }
    public init(alternatesRowBackgrounds: Bool) { self.alternatesRowBackgrounds = alternatesRowBackgrounds }
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

extension View {
    /// The style of the tables below [A]; recorded.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        styled("tableStyle(\(S.self))")
    }
}
