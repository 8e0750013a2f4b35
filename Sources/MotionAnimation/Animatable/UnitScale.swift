/// The factor some types multiply their animatable data by: 128.
///
/// `Angle` (radians), `UnitPoint` (x and y) and `Color.Resolved` (linear-sRGB components and
/// opacity) are pre-scaled by this factor, so that the absolute stop thresholds of springs
/// (SEMANTICS.md, "Animations") act on them as SwiftUI's do. Source: SEMANTICS.md, "Animatable math",
/// [O] `Animatable/VectorArithmetic.swift` (`unitScale`).
@usableFromInline
package let animatableUnitScale: Double = 128
