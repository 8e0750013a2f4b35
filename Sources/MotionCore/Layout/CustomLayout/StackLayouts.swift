import Foundation
import MotionAnimation

/// `HStack`'s layout as a `Layout` value [A `HStackLayout`]: lays out as `HStack` does.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public typealias AnimatableData = EmptyAnimatableData

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.horizontal) }

    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(of: subviews.elements, proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.elements, origin: bounds.origin, size: bounds.size, proposal: proposal)
    }
}

/// `VStack`'s layout as a `Layout` value [A `VStackLayout`]: lays out as `VStack` does.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public typealias AnimatableData = EmptyAnimatableData

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties { .stack(.vertical) }

    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(of: subviews.elements, proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.elements, origin: bounds.origin, size: bounds.size, proposal: proposal)
    }
}

/// `ZStack`'s layout as a `Layout` value [A `ZStackLayout`]: lays out as `ZStack` does.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public typealias AnimatableData = EmptyAnimatableData

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var none: Void = ()
        return ZStackContainerLayout(alignment: alignment).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var none: Void = ()
        ZStackContainerLayout(alignment: alignment).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
    }
}

extension LayoutProperties {
    /// A stack's properties.
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}
