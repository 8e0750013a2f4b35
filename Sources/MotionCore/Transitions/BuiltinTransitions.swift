import Foundation
import MotionAnimation

/// Fades: opacity 0 outside identity [A]; no motion.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales: `scaleEffect(scale, anchor)` outside identity; `.scale` uses 1e−5, not 0 ([O]).
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Moves toward an edge by the view's own size outside identity [A] ([O] `MoveTransition`).
public struct MoveTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeOffsetModifier(edge: phase.isIdentity ? nil : edge))
    }
}

/// In from the leading edge, out toward the trailing edge [A].
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeOffsetModifier(edge: phase == .willAppear ? .leading : phase == .didDisappear ? .trailing : nil))
    }
}

/// In from `edge` and out toward the opposite edge, fading [A].
public struct PushTransition: Transition {
    public var edge: Edge

    public init(edge: Edge) {
        self.edge = edge
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(EdgeOffsetModifier(edge: phase == .willAppear ? edge : phase == .didDisappear ? edge.opposite : nil))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Moves by a fixed offset outside identity [A].
public struct OffsetTransition: Transition {
    public var offset: CGSize

    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Blurs, scales and fades [A]; Apple documents no numbers: blur radius 8, scale 0.8 and
/// opacity 0 outside identity [GUESS].
public struct BlurReplaceTransition: Transition {
    /// How the view scales [A].
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    /// The blur radius outside identity, points [GUESS].
    static let radius: CGFloat = 8
    /// The scale outside identity [GUESS].
    static let scale: CGFloat = 0.8

    public var configuration: Configuration

    public init(_ configuration: Configuration = .downUp) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : Self.radius)
            .scaleEffect(phase.isIdentity ? 1 : Self.scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

/// No change [A].
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A modifier in its active state outside identity, its identity state otherwise [A]
/// (`AnyTransition.modifier(active:identity:)`).
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration)
    }
}
extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
