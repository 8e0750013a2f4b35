// Angle arithmetic. SwiftUI's `Angle` does not document these operators; MotionCore adds them
// for convenience (a snippet that compiles with SwiftUI does not use them, so they cannot
// change its meaning). All operate on the value in radians.

extension Angle {
    /// The sum of two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// Adds `rhs` to `lhs`.
    @inlinable
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }

    /// Subtracts `rhs` from `lhs`.
    @inlinable
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }

    /// The opposite angle.
    @inlinable
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    /// The angle multiplied by a factor.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle multiplied by a factor.
    @inlinable
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided by a divisor.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}
