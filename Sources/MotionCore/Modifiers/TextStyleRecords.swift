import Foundation

extension View {
    /// Where text that does not fit is cut, with an ellipsis [A]; recorded (a text keeps its
    /// whole lines, "Layout").
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        styled("truncationMode(.\(mode))")
    }

    /// The texts below moved up by `baselineOffset` points from their baseline [A] (iOS 16);
    /// recorded (lines are measured without it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        styled("baselineOffset(\(describe(Double(baselineOffset))))")
    }

    /// A fixed-width font for the texts below [A] (iOS 16.4); recorded (text is measured with
    /// its proportional advances).
    public func monospaced(_ isActive: Bool = true) -> some View {
        styled("monospaced(\(isActive))")
    }

    /// Whether the person can select the texts below [A]; recorded (nothing selects).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        styled("textSelection(.\(S.allowsSelection ? "enabled" : "disabled"))")
    }

    /// The kind of content a text field expects, for autofill [A] (UIKit's `UITextContentType`);
    /// recorded (no typing is simulated).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        styled("textContentType(\(textContentType.map { ".\($0.rawValue)" } ?? "nil"))")
    }
}

extension Text {
    /// Where a text that does not fit is cut [A].
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
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
