import Foundation

extension View {
    /// The font: recorded [A].
    public func font(_ font: Font?) -> some View {
        environment(\.font, font).styled("font(\(font?.description ?? "nil"))")
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { styled("fontWeight(\(weight?.description ?? "nil"))") }
    public func fontDesign(_ design: Font.Design?) -> some View { styled("fontDesign(\(design.map { ".\($0)" } ?? "nil"))") }
    public func bold(_ isActive: Bool = true) -> some View { styled("bold(\(isActive))") }
    public func italic(_ isActive: Bool = true) -> some View { styled("italic(\(isActive))") }
    public func monospacedDigit() -> some View { styled("monospacedDigit()") }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { styled("multilineTextAlignment(.\(alignment))") }
    public func lineLimit(_ number: Int?) -> some View { styled("lineLimit(\(number.map(String.init) ?? "nil"))") }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { styled("lineSpacing(\(describe(Double(lineSpacing))))") }
    /// The case texts below are shown in [A]: recorded, and applied to what they draw and how
    /// they are measured (`Text+Styles.swift`).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentWriter { $0[TextCaseKey.self] = textCase }).styled("textCase(\(textCase.map { ".\($0)" } ?? "nil"))")
    }

    /// Symbol styling: recorded [A].
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { styled("symbolRenderingMode(\(mode?.description ?? "nil"))") }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { styled("symbolVariant(\(variant.description))") }
    public func imageScale(_ scale: Image.Scale) -> some View { styled("imageScale(.\(scale))") }

    /// Interaction and rendering hints: recorded [A].
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { styled("contentShape(\(S.self))") }
    public func allowsHitTesting(_ enabled: Bool) -> some View { styled("allowsHitTesting(\(enabled))") }
    /// Whether users can interact with the view [A]: recorded, and `isEnabled` in the content's
    /// environment becomes false when `disabled` is true (an outer `disabled(true)` wins over an
    /// inner `disabled(false)`, as documented). A view whose environment is not enabled runs no
    /// tap action and no gesture (`ViewNode.acceptsInteraction`).
    public func disabled(_ disabled: Bool) -> some View {
        styled("disabled(\(disabled))").modifier(EnvironmentWriter { $0.isEnabled = $0.isEnabled && !disabled })
    }
    public func hidden() -> some View { styled("hidden()") }
    public func controlSize(_ controlSize: ControlSize) -> some View { styled("controlSize(.\(controlSize))") }

    /// Sets an environment value for the view's content [A].
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
    }
}

/// Text alignment [A].
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Letter case [A].
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// How SF Symbols are coloured [A]; recorded only.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let monochrome = SymbolRenderingMode(description: ".monochrome")
    public static let multicolor = SymbolRenderingMode(description: ".multicolor")
    public static let hierarchical = SymbolRenderingMode(description: ".hierarchical")
    public static let palette = SymbolRenderingMode(description: ".palette")
}

/// SF Symbol variants [A]; recorded only.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let none = SymbolVariants(description: ".none")
    public static let fill = SymbolVariants(description: ".fill")
    public static let circle = SymbolVariants(description: ".circle")
    public static let square = SymbolVariants(description: ".square")
    public static let slash = SymbolVariants(description: ".slash")
}

/// Control sizes [A].
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

