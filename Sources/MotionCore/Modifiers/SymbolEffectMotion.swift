import Foundation
import MotionAnimation

/// How many times a symbol effect plays and the pause between plays (SEMANTICS.md, "Symbol
/// effects drawn").
struct SymbolEffectPlays: Equatable, Sendable {
    /// The number of plays; nil: until the effect is switched off (or for ever).
    var count: Int?
    /// Seconds between the end of a play and the start of the next (`.periodic(delay:)`).
    var delay = 0.0
}

/// What a symbol effect does to the drawn symbol at one instant: a scale factor, an opacity
/// (0–1), a rotation in degrees and an offset in points, each applied to the whole symbol.
struct SymbolEffectPose: Equatable {
    var scale = 1.0
    var opacity = 1.0
    var degrees = 0.0
    var offset = CGSize.zero

    static let rest = SymbolEffectPose()

    /// The pose a fraction `f` (0–1) of the way from `self` to `other`.
    func mixed(with other: SymbolEffectPose, _ f: Double) -> SymbolEffectPose {
        let mix = { (a: Double, b: Double) in a + (b - a) * f }
        return SymbolEffectPose(
            scale: mix(scale, other.scale), opacity: mix(opacity, other.opacity), degrees: mix(degrees, other.degrees),
            offset: CGSize(width: mix(offset.width, other.offset.width), height: mix(offset.height, other.offset.height)))
    }
}

/// The drawn motion of a symbol effect, read from its description (`.bounce.down.byLayer`).
/// Apple documents what each effect changes [A]; the amounts and the length of a play are not
/// published, so the constants below are [GUESS]es, shared by every effect.
/// Layers are not modelled: an effect moves the whole symbol (`byLayer` draws as `wholeSymbol`).
enum SymbolEffectMotion: Equatable {
    /// A brief scale up (or down) and back [A: "transitory scaling"].
    case bounce(up: Bool)
    /// The opacity falls to a minimum and comes back [A: `pulse`]; `variableColor`'s layers
    /// dimmed in turn are drawn the same way, on the whole symbol [GUESS].
    case dim
    /// A brief back-and-forth turn (clockwise first when `clockwise`) [A: `wiggle`'s rotation].
    case wiggleTurn(clockwise: Bool)
    /// A brief back-and-forth move along `degrees` (clockwise from +x) [A: `wiggle`'s translation].
    case wiggleMove(degrees: Double)
    /// A smooth scale up and down, fading too with `.pulse` [A: `breathe`].
    case breathe(pulses: Bool)
    /// A whole turn [A: `rotate`, which turns parts of the symbol about its anchor].
    case rotate(clockwise: Bool)
    /// Drawn scaled while active [A: `scale`, "changing the symbol's scale indefinitely"].
    case scale(up: Bool)
    /// Hidden while active, scaling as it goes [A: `disappear`].
    case disappear(up: Bool)
    /// Shown by scaling in when it becomes active [A: `appear`]; at rest the symbol is as drawn.
    case appear(up: Bool)

    /// One play at speed 1, in seconds [GUESS].
    static let playDuration = 0.5
    /// How far a scale moves from 1 [GUESS].
    static let scaleStep = 0.2
    /// The opacity a dimming effect reaches [GUESS].
    static let dimmedOpacity = 0.3
    /// A wiggle's turn in degrees and move in points [GUESS]; it swings twice per play.
    static let wiggleDegrees = 10.0
    static let wiggleDistance = 4.0

    /// The motion of the effect described by `description`; nil for effects that change the
    /// symbol's strokes (`drawOn`, `drawOff`) or pick an automatic effect, which are not drawn.
    init?(description: String) {
        let parts = description.split(separator: ".").map(String.init)
        guard let kind = parts.first else { return nil }
        let has = { (name: String) in parts.dropFirst().contains(name) }
        switch kind {
        case "bounce": self = .bounce(up: !has("down"))
        case "pulse", "variableColor": self = .dim
        case "breathe": self = .breathe(pulses: has("pulse"))
        case "rotate": self = .rotate(clockwise: !has("counterClockwise"))
        case "scale": self = .scale(up: !has("down"))
        case "disappear": self = .disappear(up: has("up"))
        case "appear": self = .appear(up: has("up"))
        case "wiggle": self = Self.wiggle(parts.dropFirst())
        default: return nil
        }
    }

    private static func wiggle(_ variants: ArraySlice<String>) -> SymbolEffectMotion {
        for variant in variants.reversed() {
            switch variant {
            case "clockwise": return .wiggleTurn(clockwise: true)
            case "counterClockwise": return .wiggleTurn(clockwise: false)
            case "left", "backward": return .wiggleMove(degrees: 180)
            case "right", "forward": return .wiggleMove(degrees: 0)
            case "up": return .wiggleMove(degrees: 270)
            case "down": return .wiggleMove(degrees: 90)
            default:
                if variant.hasPrefix("custom(angle: "), let angle = Double(variant.dropFirst(14).prefix { $0 != "°" }) {
                    return .wiggleMove(degrees: angle)
                }
            }
        }
        // No direction written: a horizontal wiggle, starting forward [GUESS].
        return .wiggleMove(degrees: 0)
    }

    /// Whether the effect is a state held while active (`scale`, `disappear`) rather than plays.
    var isHeldState: Bool {
        switch self {
        case .scale, .disappear: true
        default: false
        }
    }

    /// The pose while a held-state effect is active.
    var heldPose: SymbolEffectPose {
        switch self {
        case .scale(let up): SymbolEffectPose(scale: 1 + (up ? 1 : -1) * Self.scaleStep)
        case .disappear(let up), .appear(let up): SymbolEffectPose(scale: 1 + (up ? 1 : -1) * Self.scaleStep, opacity: 0)
        default: .rest
        }
    }

    /// The pose a fraction `f` (0–1) into one play; 0 and 1 are at rest (but a turn's end).
    func pose(at f: Double) -> SymbolEffectPose {
        let bump = sin(Double.pi * f)
        let swing = sin(4 * Double.pi * f)
        switch self {
        case .bounce(let up): return SymbolEffectPose(scale: 1 + (up ? 1 : -1) * Self.scaleStep * bump)
        case .dim: return SymbolEffectPose(opacity: 1 - (1 - Self.dimmedOpacity) * bump)
        case .breathe(let pulses):
            return SymbolEffectPose(scale: 1 + Self.scaleStep * bump, opacity: pulses ? 1 - (1 - Self.dimmedOpacity) * bump : 1)
        case .wiggleTurn(let clockwise): return SymbolEffectPose(degrees: (clockwise ? 1 : -1) * Self.wiggleDegrees * swing)
        case .wiggleMove(let degrees):
            let radians = degrees * .pi / 180
            return SymbolEffectPose(offset: CGSize(
                width: Self.wiggleDistance * swing * cos(radians), height: Self.wiggleDistance * swing * sin(radians)))
        case .rotate(let clockwise): return SymbolEffectPose(degrees: (clockwise ? 360 : -360) * f)
        case .appear: return heldPose.mixed(with: .rest, Self.easeInOut(f))
        case .scale, .disappear: return .rest
        }
    }

    /// Which of the drawn properties the effect changes (traced from the start, at rest).
    var drawsScale: Bool {
        switch self {
        case .bounce, .breathe, .scale, .disappear, .appear: true
        default: false
        }
    }
    var drawsOpacity: Bool {
        switch self {
        case .dim, .disappear, .appear: true
        case .breathe(let pulses): pulses
        default: false
        }
    }
    var drawsRotation: Bool {
        switch self {
        case .wiggleTurn, .rotate: true
        default: false
        }
    }
    var drawsOffset: Bool {
        if case .wiggleMove = self { return true }
        return false
    }

    /// The curve of a held state's change and of an appearance: `easeInOut`'s [GUESS].
    static func easeInOut(_ f: Double) -> Double { BezierTiming.easeInOut.value(at: f) }
}
