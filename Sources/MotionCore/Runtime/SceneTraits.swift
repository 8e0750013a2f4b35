import Foundation
import MotionAnimation
import TraceFormat

/// What a node draws and how its effects are applied, for the trace's scene
/// (`TraceFormat/Document/Trace.Scene.swift`): set by the primitive that makes the node (its kind,
/// text, font size, symbol) and by the modifiers that land on it (anchors, clipping, zIndex).
/// The runtime never draws; MotionTrace writes these next to the traced values.
@_spi(Runtime) public struct SceneTraits: Equatable, Sendable {
    /// What the node draws; `group` for a stack or your own view.
    public var kind: Trace.SceneNodeKind = .group
    /// A text's string, a control's title.
    public var text: String?
    /// A text's or symbol's font size, points.
    public var fontSize: Double?
    /// A text's weight when not regular, from its font's description (`bold`, `semibold` …).
    public var fontWeight: String?
    /// An image's symbol or asset name.
    public var symbol: String?
    /// A rounded rectangle's corner radius, points.
    public var cornerRadius: Double?
    /// The unit point the node's scale and rotation effects turn about (nil: the centre).
    public var anchor: UnitPoint?
    /// `rotation3DEffect`'s perspective.
    public var perspective: Double?
    /// The shape the content is clipped to, and a rounded clip's corner radius, points.
    public var clip: Trace.SceneNodeKind?
    public var clipCornerRadius: Double?
    /// `zIndex`, when not 0.
    public var zIndex: Double?
    /// The edges on which the node's style background (`background(_:ignoresSafeAreaEdges:)`)
    /// reaches into the safe area; nil without one.
    public var backgroundIgnoresSafeAreaEdges: Edge.Set?

    public init() {}

    /// The traits modifiers set, cleared before a walk lands them again (the primitive's own
    /// stay).
    mutating func clearModifierTraits() {
        takeModifierTraits(from: SceneTraits())
    }

    /// The traits modifiers set, taken from `other` (the primitive's own stay).
    mutating func takeModifierTraits(from other: SceneTraits) {
        anchor = other.anchor
        perspective = other.perspective
        clip = other.clip
        clipCornerRadius = other.clipCornerRadius
        zIndex = other.zIndex
        backgroundIgnoresSafeAreaEdges = other.backgroundIgnoresSafeAreaEdges
    }

    /// The scene kind of a shape type, and a rounded rectangle's corner radius.
    static func shape(_ shape: any Shape) -> SceneTraits {
        var traits = SceneTraits()
        switch shape {
        case is Circle: traits.kind = .circle
        case is Rectangle: traits.kind = .rectangle
        case is Ellipse: traits.kind = .ellipse
        case is Capsule: traits.kind = .capsule
        case let rounded as RoundedRectangle:
            traits.kind = .roundedRectangle
            traits.cornerRadius = Double(min(rounded.cornerSize.width, rounded.cornerSize.height))
        case let border as ButtonBorderShape:
            traits = border.sceneTraits
        case let concentric as ConcentricRectangle:
            let radius = concentric.uniformRadius
            traits.kind = radius == 0 ? .rectangle : radius == nil ? .shape : .roundedRectangle
            traits.cornerRadius = radius.flatMap { $0 > 0 ? Double($0) : nil }
        default: traits.kind = .shape
        }
        return traits
    }

    /// A control drawn in its system look, approximately, with its title.
    static func control(_ kind: Trace.SceneNodeKind, title: String?) -> SceneTraits {
        var traits = SceneTraits()
        traits.kind = kind
        traits.text = title
        return traits
    }

    /// The weight a font's description names (`.bold()`, `weight: .semibold`), if any.
    static func weight(of font: Font?) -> String? {
        guard let description = font?.description else { return nil }
        for weight in ["ultraLight", "thin", "light", "medium", "semibold", "heavy", "black"] where description.contains(".\(weight)") || description.contains("weight: \(weight)") {
            return weight
        }
        return description.contains("bold") ? "bold" : nil
    }
}
