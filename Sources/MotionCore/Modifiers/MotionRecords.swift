import Foundation

/// How a view is inserted and removed [A]. Recorded, not simulated: transitions belong to the
/// geometry issue (ENGINE-REFERENCE §8).
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition(".identity")
    public static let opacity = AnyTransition(".opacity")
    public static let scale = AnyTransition(".scale")
    public static let slide = AnyTransition(".slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(".scale(scale: \(describe(Double(scale))))")
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(".move(edge: .\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(".push(from: .\(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(".offset(CGSize(width: \(describe(Double(offset.width))), height: \(describe(Double(offset.height)))))")
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(".offset(x: \(describe(Double(x))), y: \(describe(Double(y))))")
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(".asymmetric(insertion: \(insertion), removal: \(removal))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description).combined(with: \(other))")
    }
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(description).animation(\(animation.map { ".\($0)" } ?? "nil"))")
    }
}

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
    /// The transition for insertion and removal: recorded, not simulated [A].
    public func transition(_ t: AnyTransition) -> some View {
        unsimulated("transition(\(t))")
    }

    /// Links the geometry of views with the same id: recorded, not simulated [A].
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        unsimulated("matchedGeometryEffect(id: \(id))")
    }

    /// Isolates the geometry of the view's content: recorded [A].
    public func geometryGroup() -> some View {
        styled("geometryGroup()")
    }

    /// How content changes animate: recorded, not simulated [A].
    public func contentTransition(_ transition: ContentTransition) -> some View {
        unsimulated("contentTransition(\(transition))")
    }

    /// An SF Symbol effect that plays when `value` changes: recorded, not simulated [A].
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        unsimulated("symbolEffect(\(effect))")
    }

    /// An SF Symbol effect that is active while `isActive`: recorded, not simulated [A].
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        unsimulated("symbolEffect(\(effect))")
    }
}

/// Which geometry `matchedGeometryEffect` shares [A].
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
