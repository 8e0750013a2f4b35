import Foundation

/// Where a scroll view is scrolled to, as your code asks for it [A]: a view's id, an edge or a
/// point. `scrollPosition(_:anchor:)` records it; MotionCore does not scroll to it (scripted
/// scrolls and `ScrollViewProxy.scrollTo` do) nor write the scroll view's position back.
public struct ScrollPosition: Sendable {
    /// The id asked for (nil: none) [A].
    public private(set) var viewID: (any Hashable & Sendable)?
    /// The anchor of the view asked for [A] (kept, not exposed by SwiftUI either).
    private var anchor: UnitPoint?
    /// The edge asked for [A].
    public private(set) var edge: Edge?
    /// The point asked for, both coordinates given [A].
    public private(set) var point: CGPoint?
    /// The x coordinate asked for, alone or in a point [A].
    public private(set) var x: CGFloat?
    /// The y coordinate asked for, alone or in a point [A].
    public private(set) var y: CGFloat?
    /// Whether the person scrolled since your code last set a position [A] (never, here).
    public var isPositionedByUser = false

    /// No position asked for, ids of `idType` [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// The view with `id`, aligned at `anchor` [A].
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        scrollTo(id: id, anchor: anchor)
    }

    /// An edge [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        scrollTo(edge: edge)
    }

    /// A point [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        scrollTo(point: point)
    }

    /// An x coordinate [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        scrollTo(x: x)
    }

    /// A y coordinate [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        scrollTo(y: y)
    }

    /// A point from its coordinates [A].
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        scrollTo(x: x, y: y)
    }

    /// The id asked for, if it is a `T` [A].
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    /// Asks for the view with `id` [A]; forgets any other position.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(asking: id, anchor: anchor)
    }

    /// Asks for `edge` [A].
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(asking: nil)
        self.edge = edge
    }

    /// Asks for `point` [A].
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(asking: nil)
        (self.point, x, y) = (point, point.x, point.y)
    }

    /// Asks for the x coordinate `x` [A].
    public mutating func scrollTo(x: CGFloat) {
        self = ScrollPosition(asking: nil)
        self.x = x
    }

    /// Asks for the y coordinate `y` [A].
    public mutating func scrollTo(y: CGFloat) {
        self = ScrollPosition(asking: nil)
        self.y = y
    }

    /// Asks for the point (`x`, `y`) [A].
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }

    private init(asking id: (any Hashable & Sendable)?, anchor: UnitPoint? = nil) {
        (viewID, self.anchor) = (id, anchor)
    }

    /// What is asked, as recorded (`id 3`, `edge .bottom`, `point (0, 120)`, `y 40`, `none`).
    var recorded: String {
        if let viewID { return "id \(viewID)" }
        if let edge { return "edge .\(edge)" }
        if let point { return "point (\(describe(Double(point.x))), \(describe(Double(point.y))))" }
        if let x { return "x \(describe(Double(x)))" }
        if let y { return "y \(describe(Double(y)))" }
        return "none"
    }
}

/// What a scroll view is doing [A].
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    /// Whether the content is moving: every phase but `idle` [A].
    public var isScrolling: Bool { self != .idle }
}

/// Whether a kind of input scrolls [A].
public struct ScrollInputBehavior: Sendable {
    let name: String
    public static var automatic: ScrollInputBehavior { ScrollInputBehavior(name: "automatic") }
    public static var enabled: ScrollInputBehavior { ScrollInputBehavior(name: "enabled") }
    public static var disabled: ScrollInputBehavior { ScrollInputBehavior(name: "disabled") }
}

/// A kind of input that scrolls [A].
public struct ScrollInputKind: Sendable {
    let name: String
    public static var handGestureTracking: ScrollInputKind { ScrollInputKind(name: "handGestureTracking") }
}

extension View {
    /// Binds the scroll view's position to `position` [A]; recorded with what it asks for.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        styled("scrollPosition(\(position.wrappedValue.recorded))")
    }

    /// Runs `action` with the old and new phase when the phase of the modified scroll view (or
    /// the first inside the view) changes [A]: a scripted scroll goes from `idle` to
    /// `interacting` when it begins and back to `idle` when it ends (no `tracking` before it, no
    /// `decelerating` after it); recorded as well.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(ScrollViewAttachment { $0.scrollPhaseActions.append(action) }).styled("onScrollPhaseChange")
    }

    /// Runs `action` with the ids of the scroll target views at least `threshold` visible [A];
    /// recorded.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View {
        styled("onScrollTargetVisibilityChange(threshold: \(describe(threshold)))")
    }

    /// Runs `action` when the view crosses `threshold`, the fraction of it inside the nearest
    /// scroll view's frame (along both axes, by area): `true` when at least that much shows,
    /// `false` when less [A]. Read after each layout (a scripted scroll moves the view); not run
    /// for the first value [GUESS]; with no scroll view around, never run.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(GeometryChangeModifier(
            transform: { proxy, scroller in scroller.map { visibleFraction(of: proxy.frame(in: .global), in: $0) >= threshold } },
            action: { old, new in
                guard let old = old ?? nil, let new, old != new else { return }
                action(new)
            },
            readsScrollView: true))
    }

    /// Whether a kind of input scrolls [A]; recorded.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        styled("scrollInputBehavior(.\(behavior.name), for: .\(input.name))")
    }
}

/// A modifier that, after its content is walked, sets something on the scroll view it finds
/// there (the node it lands on, or the first scroll view inside it): `onScrollPhaseChange`'s
/// action, `scrollTargetBehavior`'s behavior.
struct ScrollViewAttachment: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let attach: (ViewNode) -> Void

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        runtime.walks.nodeProbes.append(nil)
        walk.modifiedContent.walk(content, context)
        guard let node = runtime.walks.nodeProbes.removeLast(), let scrollView = node.ownOrFirstScrollView else { return }
        attach(scrollView)
    }
}

/// The fraction of `frame`'s area inside `container` (0 for an empty frame).
func visibleFraction(of frame: CGRect, in container: CGRect) -> Double {
    let area = frame.width * frame.height
    guard area > 0 else { return 0 }
    let shown = frame.intersection(container)
    return shown.isNull ? 0 : Double(shown.width * shown.height / area)
}
