import Foundation
import MotionAnimation

extension View {
    /// Runs `action` when the view appears: after the update that inserted it, parents before
    /// children [A].
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AttachingModifier { _ in .appear(action ?? {}) })
    }

    /// Runs `action` when the view disappears [A].
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AttachingModifier { _ in .disappear(action ?? {}) })
    }

    /// Runs `action` when the view is tapped `count` times in a row [A] (taps at most
    /// `ViewRuntime.multiTapInterval` apart; see `ViewRuntime.tap(_:)`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(AttachingModifier { _ in .tap(TapAction(count: max(1, count), run: action)) })
    }

    /// Runs `action` on a tap, with the location [A]: a scripted tap lands on the centre of the
    /// target's frame; `.local` is relative to this view's frame, `.global` (and `.named`) in
    /// root coordinates.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count) {
            guard let tap = ViewRuntime.current?.touches.currentTap else { return action(.zero) }
            if case .local = coordinateSpace {
                action(CGPoint(x: tap.point.x - tap.frame.minX, y: tap.point.y - tap.frame.minY))
            } else {
                action(tap.point)
            }
        }
    }

    /// Runs `action` with the old and new value when `value` changes, after the update in which
    /// it changed (and once at the first evaluation with `initial: true`) [A].
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes [A].
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (deprecated form) [A].
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Starts `action` when the view appears and cancels it when it disappears [A]. It runs on
    /// the runtime's virtual clock: `Task.sleep` inside it waits for virtual time.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(AttachingModifier { _ in .task(TaskAttachment(id: nil, action: action)) })
    }

    /// Starts `action` when the view appears and again (cancelling the previous one) whenever
    /// `value` changes [A].
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(AttachingModifier { _ in .task(TaskAttachment(id: TaskIdentity(value), action: action)) })
    }

    /// Gives the view an explicit identity: a new value is a new view, whose state starts
    /// afresh [A].
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}

/// Where locations are measured [A] (taps, drags, `GeometryProxy.frame(in:)`); `.named` is
/// treated as `.global` (the root).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// `onChange(of:)`: compares the value with the one stored at the modifier's place; the actions
/// run after the update, in the order the modifiers are written (content first).
struct OnChangeModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let previous = walk.owner.modifierState[walk.key] as? Value
        walk.owner.modifierState[walk.key] = value
        // The content first, so that several `onChange` on one view run in the order written.
        walk.appending(.content).walk(content, context)
        let (value, action) = (self.value, self.action)
        if let previous, previous != value {
            walk.runtime.queue.changeActions.append { action(previous, value) }
        } else if previous == nil, initial {
            walk.runtime.queue.changeActions.append { action(value, value) }
        }
    }
}

/// `.id(_:)`: the content's key includes the identifier. The lifecycle modifiers pending here
/// (written after the `.id`) belong to the place outside it, an `IdentityPlace` kept at the
/// modifier's place, which the views inside carry; the other modifiers land on those views.
struct IdentityModifier<ID: Hashable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let id: ID

    /// The view at its id, inside a place where it can be inserted and removed (a new id is a
    /// removal and an insertion, with transitions). Walks of a view being removed leave its
    /// place as it was.
    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        var inner = context
        inner.pending = context.pending.filter { !$0.isLifecycle }
        if runtime.transitions.removalWalkDepth == 0 {
            let key = walk.key.appending(.slot("id"))
            let place = walk.owner.modifierState[key] as? IdentityPlace ?? IdentityPlace()
            walk.owner.modifierState[key] = place
            runtime.land(context.pending.filter(\.isLifecycle), on: place.lifecycle)
            inner.pending.append(.identityPlace(place))
        }
        walk.walk(TransitionRoot(content: IdentifiedContent(id: AnyHashable(id), content: content)), inner)
    }
}

/// A view walked one step further in, at its `.id`; a `.transition` inside it is its own (no
/// default transition is added around it).
struct IdentifiedContent: View, BuiltinView, TransitionCarrier {
    typealias Body = Never
    let id: AnyHashable
    let content: any View

    func walk(_ walk: Walk, _ context: WalkContext) {
        walk.appending(.id(id)).walk(content, context)
    }

    var carriesTransition: Bool {
        (content as? any TransitionCarrier)?.carriesTransition == true
    }
}

/// An `Equatable` task id compared through `AnyHashable` (by equality only: its hash is
/// constant).
struct TaskIdentity<Value: Equatable>: Hashable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}
