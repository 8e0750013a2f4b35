import Foundation

/// `containerRelativeFrame` [A]: a frame sized from the view's container along the given axes.
///
/// MotionCore takes the container to be the running root's safe area (the window less the
/// device's bars), which is what a full-screen view or a full-screen scroll view gives in
/// SwiftUI; the visible size of a smaller scroll view, or of a `NavigationStack`'s content
/// area, is not used [GUESS].
/// The frame is laid out and traced as `frame(width:height:alignment:)` with those lengths.
extension View {
    /// The container's size along `axes` [A].
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A `count`-th of the container, `span` of them with the `spacing` between them:
    /// (container − spacing · (count − 1)) / count · span + spacing · (span − 1) [A].
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            ContainerRelativeLength.length(container: length, count: count, span: span, spacing: spacing)
        }
    }

    /// The length `length` computes from the container's length along each axis [A].
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let container = ViewRuntime.current?.safeRootSize ?? ScreenTraits.current.size
        return frame(
            width: axes.contains(.horizontal) ? length(container.width, .horizontal) : nil,
            height: axes.contains(.vertical) ? length(container.height, .vertical) : nil,
            alignment: alignment)
    }
}

/// The arithmetic of `containerRelativeFrame(_:count:span:spacing:)`.
enum ContainerRelativeLength {
    static func length(container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let count = max(1, count)
        let span = min(max(1, span), count)
        let cell = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(0, cell * CGFloat(span) + spacing * CGFloat(span - 1))
    }
}
