import Foundation
import MotionAnimation

// The rest of `Image`'s initialisers and members [A]. A label, a variable value and a dynamic
// range are recorded on the image's node (`variableValue(0.4)`); nothing is drawn.

extension Image {
    /// An image of the asset catalogue with an accessibility label [A].
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        styles.append("accessibilityLabel(\(Text.quoted(label.string)))")
    }

    /// An SF Symbol drawn at `variableValue` (0–1, nil for the plain symbol) [A].
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        styles += Self.variable(variableValue)
    }

    /// An asset symbol drawn at `variableValue` [A].
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        styles += Self.variable(variableValue)
    }

    /// An asset symbol drawn at `variableValue`, with an accessibility label [A].
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
        styles += Self.variable(variableValue)
    }

    /// An asset symbol drawn at `variableValue` that accessibility ignores [A].
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        styles += Self.variable(variableValue)
    }

    /// An image of `size` points drawn by `renderer` [A]: laid out at that size (unless made
    /// resizable) and named `Image(drawing)`; the renderer is not run, so what it draws is not
    /// traced (a `Canvas` traces its drawing).
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        self.init("drawing")
        drawnSize = size
        if let label { styles.append("accessibilityLabel(\(Text.quoted(label.string)))") }
    }

    private static func variable(_ value: Double?) -> [String] {
        value.map { ["variableValue(\(describe($0)))"] } ?? []
    }

    /// How the image is turned or mirrored [A].
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// The dynamic range an image may show [A].
    public struct DynamicRange: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
        public var description: String { ".\(name)" }
    }

    /// The dynamic range the image may show [A]; recorded.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { adding("allowedDynamicRange(\(range?.description ?? "nil"))") }

    /// How the symbol's layers are coloured [A]; recorded, as the view modifier is.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { adding("symbolRenderingMode(\(mode?.description ?? "nil"))") }
}
