import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the bounds
/// as the layout uses them, after SwiftUI's normalisation (``init(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``).
/// Lengths in points.
struct FlexibleFrame {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    /// The frame of the values as written, normalised per dimension as SwiftUI's flexible frame
    /// does ([O] `_FlexFrameLayout.init`; the result recorded from SwiftUI: `idealWidth: 30,
    /// maxWidth: 20` lays out 30 wide): a minimum below 0 becomes 0; an ideal below the minimum
    /// (or below 0) becomes the minimum (or 0); a maximum below the ideal (or, without an ideal,
    /// below 0) becomes the ideal (or 0). A maximum below a minimum with no ideal between them
    /// stays as written (``LayoutPass/flexibleSize(_:_:child:)`` then takes the content's size).
    init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = Self.normalised(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = Self.normalised(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    /// One dimension's (min, ideal, max), each raised to the one before it (the first to 0).
    static func normalised(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        let low = low.map { max($0, 0) }
        let ideal = ideal.map { max($0, low ?? 0) }
        let high = high.map { max($0, ideal ?? 0) }
        return (low, ideal, high)
    }

    /// What SwiftUI logs for bounds out of order [A] (its inlinable `frame(minWidth:…)`).
    static let contradictionMessage = "Contradictory frame constraints specified."

    /// Whether one dimension's bounds as written contradict each other: not min ≤ ideal ≤ max,
    /// a missing ideal standing for the minimum and a missing maximum for the ideal (the check
    /// SwiftUI's `frame(minWidth:…)` makes before it logs "Contradictory frame constraints
    /// specified." [A] (its inlinable body), [O]).
    static func contradicts(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> Bool {
        let low = low ?? -.infinity
        let ideal = ideal ?? low
        let high = high ?? ideal
        return !(low <= ideal && ideal <= high)
    }
}
