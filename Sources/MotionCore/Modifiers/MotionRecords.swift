import Foundation

/// How changing content (text, symbols) is animated [A]; recorded only.
public struct ContentTransition: Sendable, CustomStringConvertible {
    public let description: String
    public static let identity = ContentTransition(description: ".identity")
    public static let opacity = ContentTransition(description: ".opacity")
    public static let interpolate = ContentTransition(description: ".interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(description: ".numericText(countsDown: \(countsDown))")
    }
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(description: ".numericText(value: \(describe(value)))")
    }
    /// Replaces a symbol with `effect` [A].
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(description: options == .default ? ".symbolEffect(\(effect))" : ".symbolEffect(\(effect), options: \(options))")
    }
    /// The automatic symbol replacement [A].
    public static var symbolEffect: ContentTransition { ContentTransition(description: ".symbolEffect(.automatic)") }
}

extension View {

    /// Isolates the geometry of the view's content [A]: the frames of the views inside animate
    /// relative to this view's frame, so a view inserted inside while this view moves rides along
    /// instead of appearing at its final place (SEMANTICS.md, "Layout").
    public func geometryGroup() -> some View {
        modifier(AttachingModifier { _ in .geometryGroup }).styled("geometryGroup()")
    }

    /// How changes of the content of texts and symbols below are shown [A]: a change of a
    /// `Text`'s string or an `Image`'s symbol is a `content` event naming the transition and the
    /// animation of the change (nothing is drawn).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition).styled("contentTransition(\(transition))")
    }
}

