import Foundation

/// How a symbol's colours are drawn (iOS 26) [A]: flat, or as a gradient; recorded only.
public struct SymbolColorRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let flat = SymbolColorRenderingMode(name: "flat")
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
    public var description: String { ".\(name)" }
}

/// How a symbol shows its variable value (iOS 26) [A]: by colouring its layers, or by drawing
/// them; recorded only.
public struct SymbolVariableValueMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let color = SymbolVariableValueMode(name: "color")
    public static let draw = SymbolVariableValueMode(name: "draw")
    public var description: String { ".\(name)" }
}

extension Image {
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { adding("symbolColorRenderingMode(\(mode?.description ?? "nil"))") }
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { adding("symbolVariableValueMode(\(mode?.description ?? "nil"))") }
}

extension View {
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { styled("symbolColorRenderingMode(\(mode?.description ?? "nil"))") }
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { styled("symbolVariableValueMode(\(mode?.description ?? "nil"))") }
}

/// A value a text run carries for a `TextRenderer` (iOS 18) [A].
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks the text with `value` for a renderer [A]; recorded (`customAttribute(Highlight)`).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { adding(.style("customAttribute(\(T.self))")) }
}
