import Foundation

// Accessibility modifiers of iOS 15–18 that VoiceOver, Switch Control and watchOS quick actions
// use; no assistive technology runs here, so each is recorded on its view (as the rest of
// `AccessibilityAdditions.swift`). `LocalizedStringResource` is not in Foundation on Linux: the
// forms taking one take a `LocalizedStringKey`, which a string literal makes the same way.

/// How a quick action is presented (watchOS) [A `AccessibilityQuickActionStyle`].
public protocol AccessibilityQuickActionStyle {
    /// The style's name in the record.
    var recordName: String { get }
}

/// Quick actions shown in a prompt [A `AccessibilityQuickActionPromptStyle`].
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {
    public init() {}
    public var recordName: String { "prompt" }
}

/// Quick actions shown as an outline around the view [A `AccessibilityQuickActionOutlineStyle`].
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {
    public init() {}
    public var recordName: String { "outline" }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
    /// A prompt [A].
    public static var prompt: AccessibilityQuickActionPromptStyle { .init() }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
    /// An outline [A].
    public static var outline: AccessibilityQuickActionOutlineStyle { .init() }
}

/// Accessibility's custom content (the Accessibility framework) [A `AXCustomContent`]: only the
/// importance SwiftUI's signature uses.
open class AXCustomContent {
    /// Whether VoiceOver reads the content at once or on request [A].
    public enum Importance: Sendable {
        case `default`, high
    }
}

/// The label of a piece of custom accessibility content [A `AccessibilityCustomContentKey`].
public struct AccessibilityCustomContentKey: Sendable {
    let label: String
    let id: String

    /// A key labelled `label`, identified by `id` [A].
    public init(_ label: Text, id: String) {
        self.label = label.string
        self.id = id
    }
    /// A key labelled `labelKey`, identified by it [A].
    public init(_ labelKey: LocalizedStringKey) {
        self.init(labelKey, id: labelKey.text)
    }
    /// A key labelled `labelKey`, identified by `id` [A].
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.label = labelKey.text
        self.id = id
    }
}

extension View {
    /// Quick actions (watchOS) given by `content`, in `style` [A]; recorded (its buttons are
    /// not walked: no quick action is ever triggered).
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, @ViewBuilder content: () -> Content
    ) -> some View {
        styled("accessibilityQuickAction(style: .\(style.recordName), \(Content.self))")
    }

    /// The same, active while `isActive` [A]; recorded.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
    ) -> some View {
        styled("accessibilityQuickAction(style: .\(style.recordName), isActive: \(isActive.wrappedValue), \(Content.self))")
    }

    /// What VoiceOver says of the scroll position [A]; recorded (not when disabled).
    public func accessibilityScrollStatus(_ status: LocalizedStringKey, isEnabled: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(isEnabled ? "accessibilityScrollStatus(\(Text.quoted(status.text)))" : nil))
    }

    /// Custom content VoiceOver reads for the view, under `key` [A]; recorded (nothing when
    /// `value` is nil).
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(value.map {
            "accessibilityCustomContent(\(Text.quoted(key.label)), \(Text.quoted($0.string)), importance: .\(importance))"
        }))
    }

    /// A rotor of text ranges, labelled `label` [A]; recorded with its label and how many ranges.
    public func accessibilityRotor(_ label: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        styled("accessibilityRotor(\(Text.quoted(label.text)), textRanges: \(textRanges.count))")
    }

    /// The label of the file name field of a file exporter [A]; recorded (there is no document
    /// picker on Linux).
    public func fileExporterFilenameLabel(_ label: LocalizedStringKey) -> some View {
        styled("fileExporterFilenameLabel(\(Text.quoted(label.text)))")
    }

    /// The document the navigation title stands for, with a preview [A]; recorded.
    public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(_ document: D, preview: SharePreview<I1, I2>) -> some View {
        styled("navigationDocument(\(D.self))")
    }

    /// A customizable toolbar identified by `id` [A]: its items are walked as `toolbar(content:)`'s
    /// are, and the identifier is recorded (customization is not simulated).
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        modifier(SecondaryItemsModifier(name: "Toolbar", items: content())).styled("toolbar(id: \(Text.quoted(id)))")
    }
}
