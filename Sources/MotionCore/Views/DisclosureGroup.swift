import Foundation
import MotionAnimation

/// A label that shows or hides its content [A] (iOS 14): a visible node `DisclosureGroup`
/// (`DisclosureGroup("Title")` for the title forms) drawn by its style. Expanded or not is the
/// binding's value, or the view's own (collapsed at first). The built-in style, as on an iPhone:
/// a row (a `Button` whose label is the group's label and a `chevron.right` symbol, turned 90°
/// when expanded, at the trailing edge) above the content, which is in the tree only while
/// expanded; a tap on the row toggles it inside `withAnimation` (the chevron turns and the
/// content fades in with the default animation) [GUESS: iOS animates the change; the curve is
/// not documented]. A custom `DisclosureGroupStyle` draws it instead.
public struct DisclosureGroup<Label: View, Content: View>: View, BuiltinView {
    public typealias Body = Never
    let label: any View
    let content: () -> any View
    let isExpanded: Binding<Bool>?
    let title: String?

    init(title: String?, isExpanded: Binding<Bool>?, label: any View, content: @escaping () -> any View) {
        self.title = title
        self.isExpanded = isExpanded
        self.label = label
        self.content = content
    }

    /// A disclosure group with a label, collapsed at first [A].
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isExpanded: nil, label: label(), content: content)
    }

    /// A disclosure group whose expansion is `isExpanded` [A].
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, isExpanded: isExpanded, label: label(), content: content)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let node = runtime.titledNode(for: Self.self, typeName: "DisclosureGroup", title: title, at: walk, context, tappableByTitle: false)
        let state = node.slots[DisclosureState.slot] as? DisclosureState ?? DisclosureState()
        node.slots[DisclosureState.slot] = state
        let expansion = isExpanded ?? Binding(get: { state.isExpanded }, set: { [weak runtime] value in
            runtime?.enqueueChange { state.isExpanded = value }
        })
        let configuration = DisclosureGroupStyleConfiguration(
            label: StyledLabel(content: label), content: StyledLabel(content: content()), isExpanded: expansion
        )
        let style = context.customStyle(for: DisclosureGroupStyleConfiguration.self)
            ?? CustomControlStyle { AutomaticDisclosureGroupStyle().makeBody(configuration: $0) }
        runtime.walkStyledBody(style, configuration, of: node, context)
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled with a localised string key [A].
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.text, isExpanded: nil, label: Text(titleKey), content: content)
    }

    /// A disclosure group titled with a localised string key, expanded as `isExpanded` [A].
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: titleKey.text, isExpanded: isExpanded, label: Text(titleKey), content: content)
    }

    /// A disclosure group titled with a string [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), isExpanded: nil, label: Text(title), content: content)
    }

    /// A disclosure group titled with a string, expanded as `isExpanded` [A].
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(title: String(title), isExpanded: isExpanded, label: Text(title), content: content)
    }
}

/// Whether a disclosure group without a binding is expanded, kept on its node.
final class DisclosureState {
    static let slot = "DisclosureGroup.isExpanded"
    var isExpanded = false
}

/// How disclosure groups look [A]. A custom style's `makeBody(configuration:)` is walked in
/// place of each disclosure group below the modifier; it expands the group through
/// `configuration.isExpanded`.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` draws [A].
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = StyledLabel
    public typealias Content = StyledLabel
    /// The group's label [A].
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The group's views, to show when expanded [A].
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded [A].
    @Binding public var isExpanded: Bool
}

/// The iPhone's disclosure group: a row with a turning chevron over the content [A].
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "automatic" }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

extension View {
    /// The style of the disclosure groups below [A]: a custom style draws them.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        controlStyle("disclosureGroupStyle", style) { (style: S, configuration: DisclosureGroupStyleConfiguration) in
            style.makeBody(configuration: configuration)
        }
    }
}
