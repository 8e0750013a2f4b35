import MotionAnimation

/// How a view is inserted and removed [A] (iOS 17): `body(content:phase:)` gives the view in
/// each phase; the runtime animates from `.willAppear` to `.identity` on insertion and from
/// `.identity` to `.didDisappear` on removal, with the transaction of the change.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// Whether the transition moves the view [A].
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition, then `other` applied to its result, in the same phase [A].
    public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with its own animation [A].
    public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
        AnimatedTransition(base: self, animation: animation)
    }

    /// `content` as this transition shows it in `phase` [A `Transition.apply(content:phase:)`]:
    /// the transition's body with `content` in its placeholder.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(erased: content), phase: phase)
    }

    /// The view in `phase` (type-erased, for the runtime).
    func apply(_ content: any View, _ phase: TransitionPhase) -> any View {
        body(content: PlaceholderContentView(erased: content), phase: phase)
    }
}

/// Two transitions applied one after the other [A] ([O] `CombiningTransition`).
public struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.body(content: PlaceholderContentView(erased: first.apply(content, phase)), phase: phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition carrying its own animation [A].
public struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    public func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView(erased: content), phase: phase)
    }

    public static var properties: TransitionProperties { Base.properties }
}

/// Different transitions for insertion and removal [A]: the insertion transition sees the phase
/// (identity while disappearing), the removal transition sees it (identity while appearing)
/// ([O] `AsymmetricTransition`).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let inserted = insertion.apply(content, phase == .didDisappear ? .identity : phase)
        return removal.body(content: PlaceholderContentView(erased: inserted), phase: phase == .willAppear ? .identity : phase)
    }

    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}
