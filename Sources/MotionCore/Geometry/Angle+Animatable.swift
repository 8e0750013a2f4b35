extension Angle: Animatable {
    /// The angle in radians multiplied by 128 (`animatableUnitScale`), so that absolute spring
    /// thresholds behave as in SwiftUI. Source: ENGINE-REFERENCE §0.6, [O]
    /// `Layout/Geometry/Angle.swift`.
    @inlinable
    public var animatableData: Double {
        get { radians * animatableUnitScale }
        set { radians = newValue / animatableUnitScale }
    }
}
