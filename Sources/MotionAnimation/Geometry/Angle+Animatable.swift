extension Angle: Animatable {
    /// The angle in radians multiplied by 128 (`animatableUnitScale`), so that absolute spring
    /// thresholds behave as in SwiftUI. Source: SEMANTICS.md, "Animatable math", [O]
    /// `Layout/Geometry/Angle.swift`.
    @inlinable
    public var animatableData: Double {
        get { radians * animatableUnitScale }
        set { radians = newValue / animatableUnitScale }
    }
}
