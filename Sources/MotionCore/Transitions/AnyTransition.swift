import Foundation
import MotionAnimation

/// A type-erased transition [A]: how a view is inserted and removed. The default is `.opacity`
/// (SEMANTICS.md, "Transitions").
public struct AnyTransition: @unchecked Sendable, CustomStringConvertible {
    public let description: String
    /// The view in a phase.
    let apply: (any View, TransitionPhase) -> any View
    /// Whether it moves the view.
    let hasMotion: Bool
    /// Its own animation when it inserts a view (`.animation(_:)`), if any: `.some(nil)` turns
    /// animation off.
    let insertionAnimation: Animation??
    /// Its own animation when it removes a view; differs from `insertionAnimation` only in an
    /// `.asymmetric` transition whose two sides carry different ones.
    let removalAnimation: Animation??
    /// Whether it removes a view as `.identity` does (`.identity`, an `.asymmetric` one whose
    /// removal is `.identity`, `.identity` combined with `.identity`): such a removal is no
    /// transition, so the removed view's `onDisappear` runs before the `onAppear` of a view
    /// inserted in the same update (SEMANTICS.md, "Events and time").
    let removesAsIdentity: Bool

    init(
        description: String, hasMotion: Bool, insertionAnimation: Animation?? = nil, removalAnimation: Animation?? = nil,
        removesAsIdentity: Bool = false, apply: @escaping (any View, TransitionPhase) -> any View
    ) {
        self.description = description
        self.apply = apply
        self.hasMotion = hasMotion
        self.insertionAnimation = insertionAnimation
        self.removalAnimation = removalAnimation
        self.removesAsIdentity = removesAsIdentity
    }

    /// A transition of your own [A].
    public init<T: Transition>(_ transition: T) {
        let animation: Animation?? = (transition as? any AnimatedTransitionProtocol)?.ownAnimation
        self.init(
            description: (transition as? CustomStringConvertible)?.description ?? ".\(T.self)", hasMotion: T.properties.hasMotion,
            insertionAnimation: animation, removalAnimation: animation, removesAsIdentity: T.self == IdentityTransition.self
        ) { transition.apply($0, $1) }
    }

    private init<T: Transition>(_ transition: T, description: String) {
        self.init(description: description, hasMotion: T.properties.hasMotion, removesAsIdentity: T.self == IdentityTransition.self) {
            transition.apply($0, $1)
        }
    }

    public static let identity = AnyTransition(IdentityTransition(), description: ".identity")
    public static let opacity = AnyTransition(OpacityTransition(), description: ".opacity")
    public static let scale = AnyTransition(ScaleTransition(1e-5), description: ".scale")
    public static let slide = AnyTransition(SlideTransition(), description: ".slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor), description: ".scale(scale: \(describe(Double(scale))))")
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge), description: ".move(edge: .\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge), description: ".push(from: .\(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(
            OffsetTransition(offset),
            description: ".offset(CGSize(width: \(describe(Double(offset.width))), height: \(describe(Double(offset.height)))))")
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)), description: ".offset(x: \(describe(Double(x))), y: \(describe(Double(y))))")
    }
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition(), description: ".blurReplace") }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration), description: ".blurReplace(.\(configuration.name))")
    }

    /// A transition between a modifier's active and identity states [A].
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity), description: ".modifier(active: \(E.self), identity: \(E.self))")
    }

    /// Insertion and removal by different transitions [A], each with its own animation if it
    /// carries one.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            description: ".asymmetric(insertion: \(insertion), removal: \(removal))",
            hasMotion: insertion.hasMotion || removal.hasMotion,
            insertionAnimation: insertion.insertionAnimation, removalAnimation: removal.removalAnimation,
            removesAsIdentity: removal.removesAsIdentity
        ) { content, phase in
            let inserted = insertion.apply(content, phase == .didDisappear ? .identity : phase)
            return removal.apply(inserted, phase == .willAppear ? .identity : phase)
        }
    }

    /// This transition, then `other` on its result, in the same phase [A].
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            description: "\(description).combined(with: \(other))", hasMotion: hasMotion || other.hasMotion,
            insertionAnimation: insertionAnimation ?? other.insertionAnimation, removalAnimation: removalAnimation ?? other.removalAnimation,
            removesAsIdentity: removesAsIdentity && other.removesAsIdentity
        ) { content, phase in
            other.apply(self.apply(content, phase), phase)
        }
    }

    /// This transition with its own animation [A].
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(
            description: "\(description).animation(\(animation.map { ".\($0)" } ?? "nil"))", hasMotion: hasMotion,
            insertionAnimation: .some(animation), removalAnimation: .some(animation), removesAsIdentity: removesAsIdentity, apply: apply)
    }

    /// `.opacity` when Reduce Motion is on and the transition moves the view (SEMANTICS.md, "Transitions", [O]
    /// `adjustedForAccessibility`).
    func adjusted(reduceMotion: Bool) -> AnyTransition {
        guard reduceMotion, hasMotion else { return self }
        return AnyTransition(
            description: ".opacity", hasMotion: false, insertionAnimation: insertionAnimation, removalAnimation: removalAnimation,
            apply: AnyTransition.opacity.apply)
    }
}

/// The animation an `AnimatedTransition` carries, for `AnyTransition`.
protocol AnimatedTransitionProtocol {
    var ownAnimation: Animation?? { get }
}

extension AnimatedTransition: AnimatedTransitionProtocol {
    var ownAnimation: Animation?? { .some(animation) }
}

extension View {
    /// How the view is inserted and removed [A]: applied when the view is the first one of an
    /// insertion or removal (an `if` branch, a `ForEach` element).
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }

    /// How the view is inserted and removed [A].
    public func transition<T: Transition>(_ t: T) -> some View {
        modifier(TransitionModifier(transition: AnyTransition(t)))
    }
}

/// `.transition(_:)`: walks its content through the transition in the phase of its view.
struct TransitionModifier: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let transition: AnyTransition

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.runtime.walkTransition(transition, content: content, at: walk, context)
    }
}
