import Foundation
import MotionAnimation

/// Modifiers of text fitting, labels and layout direction that MotionCore does not simulate
/// (text wraps but never tightens; layout is always left to right; a label keeps the stack's
/// spacing): recorded on the view they land on.
extension View {
    /// Whether text may tighten its letter spacing to fit [A]; recorded.
    public func allowsTightening(_ flag: Bool) -> some View { styled("allowsTightening(\(flag))") }

    /// Whether the view flips horizontally in a right-to-left layout [A]; recorded (layout is
    /// always left to right here, so nothing flips).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        styled("flipsForRightToLeftLayoutDirection(\(enabled))")
    }

    /// How the view behaves in a right-to-left layout [A]; recorded.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        styled("layoutDirectionBehavior(\(behavior.name))")
    }

    /// The space between a label's icon and title, points [A]; recorded.
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View { styled("labelIconToTitleSpacing(\(describe(Double(value))))") }

    /// The width kept for labels' icons, points [A]; recorded.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { styled("labelReservedIconWidth(\(describe(Double(value))))") }

    /// Whether controls inside show their labels [A]; recorded.
    public func labelsVisibility(_ visibility: Visibility) -> some View { styled("labelsVisibility(.\(visibility))") }
}

/// How a view behaves when the layout direction is right to left [A].
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored [A].
    case fixed
    /// Mirrored when the layout direction is `layoutDirection` [A].
    case mirrors(in: LayoutDirection)

    /// Mirrored when the layout direction is right to left [A].
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// As Swift writes it: `.fixed`, `.mirrors(in: .rightToLeft)`.
    var name: String {
        switch self {
        case .fixed: ".fixed"
        case .mirrors(let direction): ".mirrors(in: .\(direction))"
        }
    }
}
