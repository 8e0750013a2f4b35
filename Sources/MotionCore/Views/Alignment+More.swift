import Foundation

extension Alignment {
    /// A horizontal edge or the centre with a text baseline [A]; baselines are laid out as the
    /// bottom ("Layout").
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }
}

extension HorizontalAlignment {
    /// The guides a list row's separator starts and ends at [A], for `alignmentGuide`; recorded
    /// only, as every explicit guide is (lists lay out their separators themselves).
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")

    /// One value for several explicit values of this guide [A]: their mean, nil when there are
    /// none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfExplicit(values)
    }
}

extension VerticalAlignment {
    /// One value for several explicit values of this guide [A]: their mean, nil when there are
    /// none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfExplicit(values)
    }
}

/// The mean of the values that are not nil (OpenSwiftUI's default `_combineExplicit` keeps a
/// running mean [O]); nil when all are.
private func meanOfExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let given = values.compactMap { $0 }
    return given.isEmpty ? nil : given.reduce(0, +) / CGFloat(given.count)
}
