import Foundation

extension View {
    /// Whether the person can select the texts below [A]; recorded (nothing selects).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        styled("textSelection(.\(S.allowsSelection ? "enabled" : "disabled"))")
    }

    /// The kind of content a text field expects, for autofill [A] (UIKit's `UITextContentType`);
    /// recorded (no typing is simulated).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        styled("textContentType(\(textContentType.map { ".\($0.rawValue)" } ?? "nil"))")
    }

    /// The same with AppKit's `NSTextContentType` [A] (macOS); recorded alike. Disfavoured, so
    /// that `textContentType(nil)` is UIKit's, as on an iPhone.
    @_disfavoredOverload
    public func textContentType(_ textContentType: NSTextContentType?) -> some View {
        self.textContentType(textContentType.map { UITextContentType($0.rawValue) })
    }
}

/// Whether text can be selected [A].
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text that can be selected [A].
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected [A].
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
