import Foundation
import MotionAnimation

/// Where a view is in its scroll view [A]: before the visible region (`topLeading`, value −1),
/// in it (`identity`, 0), after it (`bottomTrailing`, 1).
public enum ScrollTransitionPhase: Equatable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is in the visible region [A].
    public var isIdentity: Bool { self == .identity }
    /// −1, 0 or 1 [A] (the discrete phase: scrolling is not simulated).
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// Whether scroll indicators show [A].
public enum ScrollIndicatorVisibility: Sendable {
    case automatic, visible, hidden, never
}

/// The look of the effect at a scroll view's edges [A].
public struct ScrollEdgeEffectStyle: Sendable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// What a default scroll anchor applies to [A].
public struct ScrollAnchorRole: Sendable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// Why a view is shown as a placeholder [A].
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
    /// Effects from where the view is in its scroll view [A]: `transition` gets an empty effect
    /// and the phase: `identity` while the view's frame is inside the nearest `ScrollView`'s frame
    /// along `axis` (the scroll view's, vertical by default), `topLeading` when it starts before,
    /// `bottomTrailing` when it ends after; evaluated with the layout like `visualEffect`.
    /// Scrolling is not simulated, so the phases are those of the content at its start.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The same with a configuration per side [A]: the view leaves its identity phase on the
    /// top/leading side by `topLeading`'s threshold and on the bottom/trailing side by
    /// `bottomTrailing`'s.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(VisualEffectModifier(effect: { empty, proxy, scroller in
            transition(empty, ScrollTransitionPhase(
                frame: proxy.frame(in: .global), in: scroller, axis: axis,
                thresholds: (topLeading.threshold, bottomTrailing.threshold)))
        }))
    }

    /// Marks the views of a lazy stack as scroll targets [A]; recorded.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { styled("scrollTargetLayout()") }

    /// Whether scroll indicators show [A]; recorded.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        styled("scrollIndicators(.\(visibility))")
    }

    /// Whether scrolling is off [A]; recorded.
    public func scrollDisabled(_ disabled: Bool) -> some View { styled("scrollDisabled(\(disabled))") }

    /// Pull to refresh [A]; recorded (never pulled).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { styled("refreshable") }

    /// Where a scroll view starts and keeps its content when sizes change (nil: the top) [A];
    /// recorded (scrolling is not simulated: content starts at its top).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        styled("defaultScrollAnchor(\(anchor.map { "\(describe(Double($0.x))), \(describe(Double($0.y)))" } ?? "nil"))")
    }
    /// The same, for one role [A]; recorded.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        styled("defaultScrollAnchor(\(anchor.map { "\(describe(Double($0.x))), \(describe(Double($0.y)))" } ?? "nil"), for: .\(role.name))")
    }
    /// Flashes the scroll indicators when the view appears [A]; recorded (no indicators are drawn).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { styled("scrollIndicatorsFlash(onAppear: \(onAppear))") }
    /// Flashes the scroll indicators when `value` changes [A]; recorded.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { styled("scrollIndicatorsFlash(trigger:)") }
    /// Hides the effect at a scroll view's edges [A]; recorded.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        styled("scrollEdgeEffectHidden(\(hidden))")
    }

    /// The style of the effect at a scroll view's edges (nil: automatic) [A]; recorded.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        styled("scrollEdgeEffectStyle(\(style.map { ".\($0.name)" } ?? "nil"))")
    }

    /// Shows the view as a placeholder [A]; recorded.
    public func redacted(reason: RedactionReasons) -> some View { styled("redacted(reason: \(reason.rawValue))") }

    /// Stops showing the view as a placeholder [A]; recorded.
    public func unredacted() -> some View { styled("unredacted()") }
}

extension ScrollTransitionPhase {
    /// The phase of a view with `frame` in a scroll view with `scroller` (identity without one):
    /// `topLeading` while the view has not passed its top/leading threshold, `bottomTrailing`
    /// while it has not passed its bottom/trailing one, else `identity`.
    init(
        frame: CGRect, in scroller: CGRect?, axis: Axis?,
        thresholds: (topLeading: ScrollTransitionConfiguration.Threshold, bottomTrailing: ScrollTransitionConfiguration.Threshold) = (.visible, .visible)
    ) {
        guard let scroller else {
            self = .identity
            return
        }
        let vertical = (axis ?? .vertical) == .vertical
        let (start, end) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let (low, high) = vertical ? (scroller.minY, scroller.maxY) : (scroller.minX, scroller.maxX)
        let (length, container) = (Double(end - start), Double(high - low))
        if Double(end - low) < thresholds.topLeading.depth(viewLength: length, containerLength: container) - 1e-9 {
            self = .topLeading
        } else if Double(high - start) < thresholds.bottomTrailing.depth(viewLength: length, containerLength: container) - 1e-9 {
            self = .bottomTrailing
        } else {
            self = .identity
        }
    }
}
