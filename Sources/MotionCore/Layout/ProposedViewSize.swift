import Foundation

/// A size a parent proposes to a child: a dimension that is `nil` asks for the child's ideal
/// size, `.infinity` for its maximum [A] (iOS 16 `ProposedViewSize`).
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions zero [A].
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: the ideal size [A].
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the maximum size [A].
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced [A].
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    func value(_ axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal with `main` along `axis` and `cross` across it.
    static func along(_ axis: Axis, main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

/// The horizontal or vertical dimension [A].
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes [A].
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    /// The dimension along `axis`.
    func value(_ axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size with `main` along `axis` and `cross` across it.
    static func along(_ axis: Axis, main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGRect {
    /// The centre point.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
