import Foundation
import MotionAnimation

/// Liquid Glass (iOS 26) [A]: MotionCore draws no material, so the effect, its id and the glass
/// button styles are recorded on the view's node; a `GlassEffectContainer` is transparent, as
/// a `Group` (its views are laid out as they would be without it; merging their shapes is not
/// drawn), and a morph between glass views with the same id is not simulated.
extension View {
    /// Puts the view on a glass shape [A]; recorded as `glassEffect(.regular.tint(blue), in: Capsule)`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        styled("glassEffect(\(glass), in: \(type(of: shape)))")
    }

    /// The identity of the view's glass inside a container, for morphing [A]; recorded.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        styled("glassEffectID(\(id.map { "\($0)" } ?? "nil"))")
    }

    /// Joins the view's glass with the others of the same id into one shape [A]; recorded.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        styled("glassEffectUnion(id: \(id.map { "\($0)" } ?? "nil"))")
    }
}

/// A Liquid Glass material [A].
public struct Glass: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// The standard glass [A].
    public static var regular: Glass { Glass(description: ".regular") }
    /// A more transparent glass [A].
    public static var clear: Glass { Glass(description: ".clear") }
    /// No glass [A].
    public static var identity: Glass { Glass(description: ".identity") }

    /// The glass tinted with `color` [A].
    public func tint(_ color: Color?) -> Glass { Glass(description: "\(description).tint(\(color.map { "\($0)" } ?? "nil"))") }
    /// Glass that reacts to touches [A]; recorded (there are no touches on glass).
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(description: "\(description).interactive(\(isEnabled))") }
}

/// The shape glass takes unless told otherwise: a capsule [A].
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Combines the glass of the views inside into shapes that can merge and morph [A]; transparent
/// here (laid out as its views are), `spacing` recorded only.
public struct GlassEffectContainer<Content: View>: View, BuiltinView {
    public typealias Body = Never
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.walk(content, context)
    }
}

/// The glass button styles [A] (iOS 26); recorded like the other built-in styles.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    let glass: Glass
    public init() { glass = .regular }
    /// The glass button style with another glass [A] (iOS 26).
    public init(_ glass: Glass) { self.glass = glass }
    var styleName: String { glass == .regular ? "glass" : "glass(\(glass))" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
    public init() {}
    var styleName: String { "glassProminent" }
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// The glass button style with `glass` [A] (iOS 26).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
