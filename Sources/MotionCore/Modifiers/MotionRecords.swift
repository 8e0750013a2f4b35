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
    public static func symbolEffect<T: SymbolEffect>(_ effect: T) -> ContentTransition {
        ContentTransition(description: ".symbolEffect(\(effect))")
    }
}

/// An SF Symbol animation [A]; recorded only.
public protocol SymbolEffect {}

/// The SF Symbol effects [A].
public struct BounceSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".bounce" }
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}
public struct PulseSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".pulse" }
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}
public struct VariableColorSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".variableColor" }
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".scale" }
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
}
public struct ReplaceSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".replace" }
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
}
public struct WiggleSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".wiggle" }
}
public struct RotateSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".rotate" }
}
public struct BreatheSymbolEffect: SymbolEffect, CustomStringConvertible {
    public var description: String { ".breathe" }
}
extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// Options of a symbol effect [A].
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
}

extension View {

    /// Isolates the geometry of the view's content: recorded [A].
    public func geometryGroup() -> some View {
        styled("geometryGroup()")
    }

    /// How changes of the content of texts and symbols below are shown [A]: a change of a
    /// `Text`'s string or an `Image`'s symbol is a `content` event naming the transition and the
    /// animation of the change (nothing is drawn).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition).styled("contentTransition(\(transition))")
    }

    /// An SF Symbol effect that plays when `value` changes [A]: a `symbolEffect` event at each
    /// change (not drawn).
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(effect: "\(effect)", value: value, isTrigger: true)).styled("symbolEffect(\(effect))")
    }

    /// An SF Symbol effect that is active while `isActive` [A]: `symbolEffect` events when it
    /// starts (also when the view appears active) and stops (not drawn).
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(SymbolEffectModifier(effect: "\(effect)", value: isActive, isTrigger: false)).styled("symbolEffect(\(effect))")
    }
}

