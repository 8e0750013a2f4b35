import Foundation

/// Core Graphics' path, as far as SwiftUI code hands one to `Path` or reads one from it
/// [A `CGPath`]: the same elements, with its two bounding boxes.
public final class CGPath: Equatable, @unchecked Sendable {
    let path: Path

    init(_ path: Path) { self.path = path }

    /// The smallest rectangle holding every point, control points included [A `boundingBox`].
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle holding the outline itself, curves flattened [A `boundingBoxOfPath`].
    public var boundingBoxOfPath: CGRect { Path(polylines: path.polylines).boundingRect }
    /// Whether there are no elements [A `isEmpty`].
    public var isEmpty: Bool { path.isEmpty }
    /// The point the next element would start from [A `currentPoint`]; the origin for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

extension Path {
    /// The path as a Core Graphics path [A].
    public var cgPath: CGPath { CGPath(self) }

    /// A path with a Core Graphics path's elements [A].
    public init(_ path: CGPath) {
        self = path.path
    }
}
