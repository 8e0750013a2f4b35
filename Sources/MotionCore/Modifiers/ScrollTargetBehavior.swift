import Foundation
import MotionAnimation

/// Where a scroll view settles when a scroll ends [A]: a behavior moves the proposed target
/// (`updateTarget(_:context:)`). MotionCore's scripted scrolls have no fling: the proposed target
/// is where the finger lifts, and the scroll view then animates to the behavior's target
/// (`ViewRuntime.settle(_:)`).
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
    typealias Properties = ScrollTargetBehaviorProperties

    /// Moves `target`, where the scroll would end, to where it should [A].
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// How scroll views with this behavior behave [A].
    func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
    /// The default properties [A].
    public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// Where a scroll ends: a rectangle of the content to show, and where it is anchored [A].
public struct ScrollTarget {
    /// The part of the content to show, in the content's coordinates (points) [A].
    public var rect: CGRect
    /// Which point of `rect` lines up with the same point of the scroll view (nil: the least
    /// move that shows it) [A].
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a behavior knows when it updates a target [A].
public struct ScrollTargetBehaviorContext {
    /// The target before any behavior moved it [A].
    public var originalTarget: ScrollTarget
    /// The size of the content, points [A].
    public var contentSize: CGSize
    /// The size of the scroll view, points [A].
    public var containerSize: CGSize
    /// The axes the scroll view scrolls [A].
    public var axes: Axis.Set
}

/// What a behavior knows when it gives its properties [A].
public struct ScrollTargetBehaviorPropertiesContext {}

/// Properties of a scroll target behavior [A].
public struct ScrollTargetBehaviorProperties: Equatable {
    public init() {}
}

/// Settles on multiples of the scroll view's size [A].
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    /// The page of the target's origin, rounded to the nearest multiple of the container's size
    /// along each scrolled axis (within the content) [A: pages the size of the scroll view].
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ origin: CGFloat, _ size: CGFloat, _ content: CGFloat) -> CGFloat {
            guard size > 0 else { return origin }
            let last = max(0, content - size)
            return min(last, max(0, (origin / size).rounded() * size))
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(target.rect.minX, context.containerSize.width, context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(target.rect.minY, context.containerSize.height, context.contentSize.height)
        }
    }
}

/// Settles with a view of the scroll target layout at the scroll view's edge [A]; recorded.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    let limitBehavior: LimitBehavior
    let anchor: UnitPoint?

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.init(limitBehavior: limitBehavior, anchor: nil)
    }

    public init(anchor: UnitPoint?) {
        self.init(limitBehavior: .automatic, anchor: anchor)
    }

    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    /// Leaves the target as it is (the views of a `scrollTargetLayout` are not consulted) [GUESS].
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

    /// How many views one scroll may pass [A].
    public struct LimitBehavior: Sendable {
        let name: String
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages the size of the scroll view [A].
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned to the views of a scroll target layout [A].
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(anchor: UnitPoint?) -> Self { ViewAlignedScrollTargetBehavior(anchor: anchor) }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

extension View {
    /// How the modified scroll view (or the first inside the view) settles when a scroll ends
    /// [A] (the innermost behavior wins); recorded (`scrollTargetBehavior(.paging)`,
    /// `.viewAligned`, or your behavior's type).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let name = switch behavior {
        case is PagingScrollTargetBehavior: ".paging"
        case is ViewAlignedScrollTargetBehavior: ".viewAligned"
        default: "\(type(of: behavior))"
        }
        return modifier(ScrollViewAttachment { $0.scrollTargetBehavior = $0.scrollTargetBehavior ?? behavior })
            .styled("scrollTargetBehavior(\(name))")
    }
}
