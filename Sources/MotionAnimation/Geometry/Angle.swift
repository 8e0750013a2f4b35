import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// Same shape as SwiftUI's `Angle` [A]: stored in radians; `degrees` is derived
/// (degrees = radians · 180 / π).
@frozen
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees: `radians · 180 / π`.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// The zero angle.
    @inlinable
    public init() { radians = 0 }

    /// Creates an angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }

    /// An angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The zero angle.
    public static let zero = Angle()

    /// Orders angles by their value in radians.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
