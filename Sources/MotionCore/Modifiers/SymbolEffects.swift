import Foundation
import MotionAnimation

/// An SF Symbol animation [A]. An effect is named in the `symbolEffect` events and style records
/// by its description, which keeps the variants chosen (`.bounce.up.byLayer`,
/// `.variableColor.iterative.reversing`, `.replace.downUp`); `SymbolEffectMotion` reads what it
/// draws from it.
public protocol SymbolEffect {}

/// Effects that play once when a value changes (`symbolEffect(_:options:value:)`) [A].
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// Effects that run while active (`symbolEffect(_:options:isActive:)`) [A].
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// Effects that replace one symbol with another (`contentTransition(.symbolEffect(_:))`) [A].
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// Effects that insert or remove a symbol (`transition(.symbolEffect(_:))`) [A].
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect with its variants chosen so far.
protocol SymbolEffectVariants: SymbolEffect, CustomStringConvertible {
    var description: String { get set }
}

extension SymbolEffectVariants {
    func adding(_ variant: String) -> Self {
        var copy = self
        copy.description += ".\(variant)"
        return copy
    }
}

/// Bounces the symbol [A].
public struct BounceSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".bounce"
    public var up: BounceSymbolEffect { adding("up") }
    public var down: BounceSymbolEffect { adding("down") }
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
}
/// Fades the symbol's layers in and out [A].
public struct PulseSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".pulse"
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
}
/// Colours the symbol's variable layers in turn [A].
public struct VariableColorSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".variableColor"
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
}
/// Scales the symbol up or down while active [A].
public struct ScaleSymbolEffect: SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var description = ".scale"
    public var up: ScaleSymbolEffect { adding("up") }
    public var down: ScaleSymbolEffect { adding("down") }
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
}
/// Replaces one symbol with another [A].
public struct ReplaceSymbolEffect: SymbolEffectVariants, ContentTransitionSymbolEffect {
    public var description = ".replace"
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
    /// The replacement that morphs between related symbols when it can [A] (iOS 18).
    public var magic: ReplaceSymbolEffect { adding("magic") }
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect { adding("magic(fallback: \(fallback))") }
}
/// Wiggles the symbol [A] (iOS 18).
public struct WiggleSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".wiggle"
    public var up: WiggleSymbolEffect { adding("up") }
    public var down: WiggleSymbolEffect { adding("down") }
    public var left: WiggleSymbolEffect { adding("left") }
    public var right: WiggleSymbolEffect { adding("right") }
    public var forward: WiggleSymbolEffect { adding("forward") }
    public var backward: WiggleSymbolEffect { adding("backward") }
    public var clockwise: WiggleSymbolEffect { adding("clockwise") }
    public var counterClockwise: WiggleSymbolEffect { adding("counterClockwise") }
    public var byLayer: WiggleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: WiggleSymbolEffect { adding("wholeSymbol") }
    public func custom(angle: Angle) -> WiggleSymbolEffect { adding("custom(angle: \(describe(angle.degrees))°)") }
}
/// Turns the symbol or its layers [A] (iOS 18).
public struct RotateSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".rotate"
    public var clockwise: RotateSymbolEffect { adding("clockwise") }
    public var counterClockwise: RotateSymbolEffect { adding("counterClockwise") }
    public var byLayer: RotateSymbolEffect { adding("byLayer") }
    public var wholeSymbol: RotateSymbolEffect { adding("wholeSymbol") }
}
/// Breathes the symbol in and out [A] (iOS 18).
public struct BreatheSymbolEffect: SymbolEffectVariants, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var description = ".breathe"
    public var pulse: BreatheSymbolEffect { adding("pulse") }
    public var plain: BreatheSymbolEffect { adding("plain") }
    public var byLayer: BreatheSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BreatheSymbolEffect { adding("wholeSymbol") }
}
/// Makes the symbol appear [A].
public struct AppearSymbolEffect: SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var description = ".appear"
    public var up: AppearSymbolEffect { adding("up") }
    public var down: AppearSymbolEffect { adding("down") }
    public var byLayer: AppearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: AppearSymbolEffect { adding("wholeSymbol") }
}
/// Makes the symbol disappear [A].
public struct DisappearSymbolEffect: SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var description = ".disappear"
    public var up: DisappearSymbolEffect { adding("up") }
    public var down: DisappearSymbolEffect { adding("down") }
    public var byLayer: DisappearSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DisappearSymbolEffect { adding("wholeSymbol") }
}
/// Draws the symbol's strokes on [A] (iOS 26).
public struct DrawOnSymbolEffect: SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var description = ".drawOn"
    public var byLayer: DrawOnSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DrawOnSymbolEffect { adding("wholeSymbol") }
    public var individually: DrawOnSymbolEffect { adding("individually") }
}
/// Draws the symbol's strokes off [A] (iOS 26).
public struct DrawOffSymbolEffect: SymbolEffectVariants, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var description = ".drawOff"
    public var byLayer: DrawOffSymbolEffect { adding("byLayer") }
    public var wholeSymbol: DrawOffSymbolEffect { adding("wholeSymbol") }
    public var individually: DrawOffSymbolEffect { adding("individually") }
    public var nonReversed: DrawOffSymbolEffect { adding("nonReversed") }
    public var reversed: DrawOffSymbolEffect { adding("reversed") }
}
/// The system's choice of transition for a symbol [A].
public struct AutomaticSymbolEffect: SymbolEffectVariants, TransitionSymbolEffect, ContentTransitionSymbolEffect {
    public var description = ".automatic"
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == DrawOnSymbolEffect { public static var drawOn: DrawOnSymbolEffect { .init() } }
extension SymbolEffect where Self == DrawOffSymbolEffect { public static var drawOff: DrawOffSymbolEffect { .init() } }
extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: AutomaticSymbolEffect { .init() } }

/// Options of a symbol effect [A]: how often it repeats and how fast it plays; recorded with the
/// effect (`symbolEffect(.bounce, options: .repeat(2).speed(2))`).
public struct SymbolEffectOptions: Equatable, Sendable, CustomStringConvertible {
    /// The options written, in order (`repeat(2)`, `speed(2)`).
    let parts: [String]
    /// How often the effect plays (the last repeat option written wins); nil: the form's default.
    var plays: SymbolEffectPlays?
    /// The speed multiplier (`speed(_:)`, 1 by default [A]; several multiply).
    var speedFactor = 1.0

    public var description: String { parts.isEmpty ? ".default" : "." + parts.joined(separator: ".") }

    private func adding(_ part: String, plays: SymbolEffectPlays? = nil, speed: Double = 1) -> SymbolEffectOptions {
        SymbolEffectOptions(parts: parts + [part], plays: plays ?? self.plays, speedFactor: speedFactor * speed)
    }

    public static let `default` = SymbolEffectOptions(parts: [])
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions.default.repeating }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions.default.nonRepeating }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(behavior) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    public var repeating: SymbolEffectOptions { adding("repeating", plays: SymbolEffectPlays(count: nil)) }
    public var nonRepeating: SymbolEffectOptions { adding("nonRepeating", plays: SymbolEffectPlays(count: 1)) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { adding("repeat(\(count))", plays: SymbolEffectPlays(count: max(1, count))) }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { adding("repeat(\(behavior))", plays: behavior.plays) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { adding("speed(\(describe(speed)))", speed: speed > 0 ? speed : 1) }

    /// How an effect repeats [A] (iOS 18).
    public struct RepeatBehavior: Equatable, Sendable, CustomStringConvertible {
        public let description: String
        /// The plays it asks for.
        let plays: SymbolEffectPlays
        /// Plays again after a pause each time [A].
        public static var periodic: RepeatBehavior { RepeatBehavior(description: ".periodic", plays: SymbolEffectPlays(count: nil)) }
        /// Plays `count` times (nil: for ever), `delay` seconds apart [A].
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            let arguments = [count.map { "\($0)" }, delay.map { "delay: \(describe($0))" }].compactMap { $0 }
            return RepeatBehavior(
                description: ".periodic(\(arguments.joined(separator: ", ")))",
                plays: SymbolEffectPlays(count: count.map { max(1, $0) }, delay: max(0, delay ?? 0)))
        }
        /// Plays without pausing [A].
        public static var continuous: RepeatBehavior { RepeatBehavior(description: ".continuous", plays: SymbolEffectPlays(count: nil)) }
    }
}

extension View {
    /// An SF Symbol effect that plays when `value` changes [A]: a `symbolEffect` event at each
    /// change, and the effect drawn on the symbol (`SymbolEffectModifier`).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(SymbolEffectModifier(effect: effect, options: options, value: value, isTrigger: true)).styled(Self.symbolEffectRecord(effect, options))
    }

    /// An SF Symbol effect that is active while `isActive` [A]: `symbolEffect` events when it
    /// starts (also when the view appears active) and stops, and the effect drawn on the symbol
    /// while it runs (`SymbolEffectModifier`).
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(SymbolEffectModifier(effect: effect, options: options, value: isActive, isTrigger: false)).styled(Self.symbolEffectRecord(effect, options))
    }

    /// Removes the symbol effects of the views below [A]; recorded.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { styled("symbolEffectsRemoved(\(isEnabled))") }

    static func symbolEffectRecord(_ effect: some SymbolEffect, _ options: SymbolEffectOptions) -> String {
        options == .default ? "symbolEffect(\(effect))" : "symbolEffect(\(effect), options: \(options))"
    }
}

/// Inserts and removes an SF Symbol with a symbol effect [A]: `.transition(.symbolEffect(.drawOn))`,
/// `.transition(.symbolEffect)` (the automatic one). The effect is not drawn: the view is shown
/// as it is in every phase, so an animated insertion or removal shows only its `transition` event.
public struct SymbolEffectTransition: Transition, CustomStringConvertible {
    public let description: String

    public init<T: TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        description = options == .default ? ".symbolEffect(\(effect))" : ".symbolEffect(\(effect), options: \(options))"
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == SymbolEffectTransition {
    /// A symbol transition with `effect` [A].
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
    /// The automatic symbol transition [A].
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AutomaticSymbolEffect(), options: .default) }
}
