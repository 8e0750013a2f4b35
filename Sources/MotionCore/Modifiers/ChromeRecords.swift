import Foundation

/// Menus, presentations, navigation, selection, search bars and text-editing chrome [A]: none
/// of it is drawn here, so these are recorded on the view, in the order written.
extension View {
    /// Whether choosing a menu's action dismisses the menu [A]; recorded.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        styled("menuActionDismissBehavior(.\(behavior.name))")
    }
    /// The order of a menu's items [A]; recorded.
    public func menuOrder(_ order: MenuOrder) -> some View { styled("menuOrder(.\(order))") }
    /// Whether materials look active [A]; recorded.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        styled("materialActiveAppearance(.\(appearance))")
    }
    /// Whether a navigation link shows its disclosure indicator [A]; recorded.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        styled("navigationLinkIndicatorVisibility(.\(visibility))")
    }
    /// The document the navigation title stands for [A]; recorded.
    public func navigationDocument(_ url: URL) -> some View { styled("navigationDocument(\(url.absoluteString))") }
    /// How a palette picker marks its selection [A]; recorded.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        styled("paletteSelectionEffect(.\(effect.name))")
    }
    /// How a sheet is sized [A]; recorded (a sheet fills the root here).
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        styled("presentationSizing(\(sizing.recordedName))")
    }
    /// What renaming the view does [A]; recorded, never called.
    public func renameAction(_ action: @escaping () -> Void) -> some View { styled("renameAction") }
    /// Whether find-and-replace is off [A]; recorded.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { styled("replaceDisabled(\(isDisabled))") }
    /// The scene's padding on `edges` [A]; recorded (not laid out).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { styled("scenePadding") }
    /// The scene's padding of a kind on `edges` [A]; recorded.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { styled("scenePadding(.\(padding.name))") }
    /// How the toolbar behaves while searching [A]; recorded.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        styled("searchPresentationToolbarBehavior(.\(behavior.name))")
    }
    /// How the search field sits in the toolbar [A]; recorded.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        styled("searchToolbarBehavior(.\(behavior.name))")
    }
    /// Actions for a section of a list [A]; recorded (not walked).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { styled("sectionActions") }
    /// Whether the view can be selected in a list [A]; recorded.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { styled("selectionDisabled(\(isDisabled))") }
    /// Whether a slider shows its thumb [A]; recorded.
    public func sliderThumbVisibility(_ visibility: Visibility) -> some View { styled("sliderThumbVisibility(.\(visibility))") }
    /// Whether dragging over the view activates it [A]; recorded.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        styled("springLoadingBehavior(.\(behavior.name))")
    }
    /// Whether a table shows its column headers [A]; recorded.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { styled("tableColumnHeaders(.\(visibility))") }
    /// Whether text formatting controls show at `placement` [A]; recorded.
    public func textInputFormattingControlVisibility(_ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set) -> some View {
        styled("textInputFormattingControlVisibility(.\(visibility))")
    }
    /// Which side of a boundary the text cursor sits on [A]; recorded.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        styled("textSelectionAffinity(.\(affinity))")
    }
    /// Marks the view a tip can point at, by `id` [A]; recorded.
    public func tipAnchor<AnchorID: Hashable & Sendable>(_ id: AnchorID) -> some View { styled("tipAnchor(\(id))") }
    /// Whether the Writing Tools button shows [A]; recorded.
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View {
        styled("writingToolsAffordanceVisibility(.\(visibility))")
    }
    /// How Writing Tools edit the text [A]; recorded.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        styled("writingToolsBehavior(.\(behavior.name))")
    }
}

/// Whether choosing an action dismisses its menu [A].
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}



/// How a palette marks its selected item [A].
public struct PaletteSelectionEffect: Equatable, Sendable {
    let name: String
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    public static let symbolVariant = PaletteSelectionEffect(name: "symbolVariant")
    public static let custom = PaletteSelectionEffect(name: "custom")
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { PaletteSelectionEffect(name: "symbolVariant") }
}

/// How a presentation is sized [A].
public protocol PresentationSizing {}

extension PresentationSizing {
    /// The recorded name: `.automatic`, `.form`, `.page`, `.fitted`, or the type's name.
    var recordedName: String {
        (self as? BuiltinPresentationSizing).map { ".\($0.name)" } ?? "\(type(of: self))"
    }
}

/// The sizings SwiftUI offers [A].
public struct BuiltinPresentationSizing: PresentationSizing, Sendable {
    let name: String
    /// Fitted to the content along the given axes [A].
    public func fitted(horizontal: Bool, vertical: Bool) -> BuiltinPresentationSizing { self }
    /// Whether the sheet sticks to its size along the given axes [A].
    public func sticky(horizontal: Bool, vertical: Bool) -> BuiltinPresentationSizing { self }
}

extension PresentationSizing where Self == BuiltinPresentationSizing {
    public static var automatic: BuiltinPresentationSizing { BuiltinPresentationSizing(name: "automatic") }
    public static var form: BuiltinPresentationSizing { BuiltinPresentationSizing(name: "form") }
    public static var page: BuiltinPresentationSizing { BuiltinPresentationSizing(name: "page") }
    public static var fitted: BuiltinPresentationSizing { BuiltinPresentationSizing(name: "fitted") }
}

/// A kind of scene padding [A].
public struct ScenePadding: Equatable, Sendable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

/// How the toolbar behaves while searching [A].
public struct SearchPresentationToolbarBehavior: Sendable {
    let name: String
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

/// How the search field sits in the toolbar [A].
public struct SearchToolbarBehavior: Sendable {
    let name: String
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// Whether dragging over a view activates it [A].
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// Where text formatting controls show [A].
public struct TextInputFormattingControlPlacement: Sendable {
    /// A set of placements [A].
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let contextMenu = Set(rawValue: 1)
        public static let inputAssistant = Set(rawValue: 2)
        public static let all: Set = [.contextMenu, .inputAssistant]
    }
}


/// How Writing Tools edit text [A].
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}
