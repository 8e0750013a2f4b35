import Foundation

/// A geometry value of a particular view (a rect, a point, arrays and optionals of them), which
/// a `GeometryProxy` converts into its own view's coordinates [A]. MotionCore keeps it in root
/// coordinates, from the view's laid-out frame (offsets not included, as `GeometryProxy`).
public struct Anchor<Value>: @unchecked Sendable {
    /// The value in the coordinates whose origin is the given point of the root.
    let resolve: (CGPoint) -> Value

    /// The value in root coordinates.
    var global: Value { resolve(.zero) }

    /// Where an anchor's value comes from, given the view it is read on [A].
    public struct Source: @unchecked Sendable {
        /// The anchor for a view whose frame, in root coordinates, is the argument.
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable {
    /// Two anchors are equal when their values in root coordinates are (never, for a value that
    /// is not `Equatable`) [A] (`Anchor: Equatable`).
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        ValueComparison.areEqual(lhs.global, rhs.global)
    }
}

extension Anchor: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(String(describing: global))
    }
}

extension Anchor.Source where Value == CGRect {
    /// The whole frame of the view [A].
    public static var bounds: Anchor<CGRect>.Source {
        Anchor.Source { frame in Anchor { origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) } }
    }

    /// The rect `r` in the view's own coordinates [A].
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            bounds.make(r.offsetBy(dx: frame.minX, dy: frame.minY))
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's own coordinates [A].
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            let point = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            return Anchor { origin in CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        }
    }

    /// The point at the fractions `p` of the view's width and height [A].
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            point(CGPoint(x: p.x * frame.width, y: p.y * frame.height)).make(frame)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An array of the sources' anchors [A].
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in
            let anchors = array.map { $0.make(frame) }
            return Anchor { origin in anchors.map { $0.resolve(origin) } }
        }
    }

    /// The source's anchor, or nil [A].
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in
            let resolved = anchor?.make(frame)
            return Anchor { origin in resolved?.resolve(origin) }
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's view's coordinates [A].
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(rect.origin)
    }
}
