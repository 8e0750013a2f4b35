import Foundation

/// A 2D affine transform [A] (CoreGraphics' `CGAffineTransform`, which Foundation on Linux does
/// not have): a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), in points.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init() { self = .identity }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }

    public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation by `angle` radians; positive turns clockwise on a screen, whose y axis points down.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` [A].
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self` [A].
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }

    /// A scale applied before `self` [A].
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }

    /// A rotation applied before `self` [A].
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }

    /// The transform that undoes this one [A]; itself when it cannot be undone (determinant 0),
    /// as Core Graphics returns it.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// The point mapped by `transform` [A].
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

/// A 3 × 3 projective transform [A], what a `GeometryEffect` returns: a point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ transform: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part [A].
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `other` [A].
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let rows = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let columns = [[other.m11, other.m21, other.m31], [other.m12, other.m22, other.m32], [other.m13, other.m23, other.m33]]
        func entry(_ row: Int, _ column: Int) -> CGFloat { zip(rows[row], columns[column]).map(*).reduce(0, +) }
        (result.m11, result.m12, result.m13) = (entry(0, 0), entry(0, 1), entry(0, 2))
        (result.m21, result.m22, result.m23) = (entry(1, 0), entry(1, 1), entry(1, 2))
        (result.m31, result.m32, result.m33) = (entry(2, 0), entry(2, 1), entry(2, 2))
        return result
    }

    /// The affine part (the perspective row dropped).
    package var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}
