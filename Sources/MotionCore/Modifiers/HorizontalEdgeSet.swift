import Foundation

extension HorizontalEdge {
    /// A set of horizontal edges [A], one bit per edge (leading 1, trailing 2).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone [A].
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

extension VerticalEdge.Set {
    /// The set holding `edge` alone [A].
    public init(_ e: VerticalEdge) {
        self = e == .top ? .top : .bottom
    }
}
