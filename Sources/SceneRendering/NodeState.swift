import Foundation
import TraceFormat

/// How one scene node is drawn at one frame, read from its tracks as the replay script reads
/// them. Lengths are in points, angles in degrees, colours red, green, blue, alpha in 0…1.
public struct NodeState: Equatable, Sendable {
    /// The node's frame in root space.
    public var frame: Rect
    /// Its top-left corner relative to its parent's (root space for a root).
    public var offsetInParent: (x: Double, y: Double)
    /// The point scale and rotation are applied about, as fractions of the frame (0.5, 0.5 is
    /// the centre).
    public var anchor: (x: Double, y: Double)
    /// `scaleEffect` (1 is none).
    public var scale: (x: Double, y: Double)
    /// `rotationEffect` (clockwise, y down).
    public var rotation: Double
    /// `rotation3DEffect`: the axis and the angle (0 when none).
    public var rotation3D: (x: Double, y: Double, z: Double, degrees: Double)
    /// The node's own opacity (1 when none); a parent's multiplies it when drawn.
    public var opacity: Double
    /// `blur` radius (0 when none).
    public var blur: Double
    /// The fill colour (shapes, text, symbols, colours), or nil.
    public var fill: [Double]?
    /// The background colour, or nil.
    public var background: [Double]?
    /// How far the background reaches past the frame: top, leading, bottom, trailing
    /// (``Trace/SceneNode/backgroundOutsets(at:)``).
    public var backgroundOutsets: [Double] = [0, 0, 0, 0]
    /// The stroke's line width (0 when the shape is filled).
    public var lineWidth: Double
    /// A rounded rectangle's corner radius; a capsule's is half its shorter side.
    public var cornerRadius: Double
    /// `trim(from:to:)` as fractions of the outline.
    public var trim: (from: Double, to: Double)
    /// A `ProgressView`'s value in 0…1.
    public var progress: Double
    /// The clip shape's corner radius (a rounded-rectangle clip).
    public var clipCornerRadius: Double
    /// The string a text shows, the name of the symbol or image (``Trace/SceneNode/content(at:)``).
    public var text: String?
    public var symbol: String?

    /// The scale drawn in 2D: `scaleEffect` times a 3D rotation's head-on projection
    /// (``SceneTimeline/projectedScale(_:)``).
    public var flatScale: (x: Double, y: Double) {
        let projected = SceneTimeline.projectedScale(rotation3D)
        return (scale.x * projected.x, scale.y * projected.y)
    }

    /// The rotation drawn in 2D: `rotationEffect`, plus a 3D rotation whose axis is mostly z
    /// (which turns the view in its plane).
    public var flatRotation: Double {
        rotation + (abs(rotation3D.z) > abs(rotation3D.x) + abs(rotation3D.y) ? rotation3D.degrees : 0)
    }

    public static func == (a: NodeState, b: NodeState) -> Bool {
        a.frame == b.frame && a.offsetInParent == b.offsetInParent && a.anchor == b.anchor && a.scale == b.scale
            && a.rotation == b.rotation && a.rotation3D == b.rotation3D && a.opacity == b.opacity && a.blur == b.blur
            && a.fill == b.fill && a.background == b.background && a.backgroundOutsets == b.backgroundOutsets && a.lineWidth == b.lineWidth && a.cornerRadius == b.cornerRadius
            && a.trim == b.trim && a.progress == b.progress && a.clipCornerRadius == b.clipCornerRadius
            && a.text == b.text && a.symbol == b.symbol
    }
}

extension SceneTimeline {
    /// Node `index`'s state at frame `k`.
    public func state(_ index: Int, at k: Int) -> NodeState {
        let node = scene.nodes[index]
        let path = node.path
        let frame = frame(index, at: k)
        let parentFrame = parent(of: index).map { self.frame($0, at: k) }
        let scaling = track(path, drawing: .scale)
        let rotation3D = track(path, drawing: .rotation3D)
        let trim = track(path, drawing: .trim)
        let content = node.content(at: k)
        let corner: Double
        switch node.kind {
        case .capsule: corner = min(frame.width, frame.height) / 2
        case .roundedRectangle: corner = component(track(path, drawing: .shapeCorner), k, "width", node.cornerRadius ?? 0)
        default: corner = component(track(path, drawing: .cornerClip), k, "value", 0)
        }
        return NodeState(
            frame: frame,
            offsetInParent: (frame.x - (parentFrame?.x ?? 0), frame.y - (parentFrame?.y ?? 0)),
            anchor: (node.anchor?.first ?? 0.5, node.anchor.map { $0.count > 1 ? $0[1] : 0.5 } ?? 0.5),
            scale: (component(scaling, k, "x", 1), component(scaling, k, "y", 1)),
            rotation: component(track(path, drawing: .rotation), k, "degrees", 0),
            rotation3D: (
                component(rotation3D, k, "x", 0), component(rotation3D, k, "y", 1), component(rotation3D, k, "z", 0),
                component(rotation3D, k, "degrees", 0)
            ),
            opacity: component(track(path, drawing: .opacity), k, "value", 1),
            blur: component(track(path, drawing: .blur), k, "radius", 0),
            fill: colour(node.fill, at: k),
            background: colour(node.background, at: k),
            backgroundOutsets: node.backgroundOutsets(at: k),
            lineWidth: node.lineWidth.map { component(track(path, drawing: .lineWidth), k, "lineWidth", $0) } ?? 0,
            cornerRadius: corner,
            trim: (component(trim, k, "from", 0), component(trim, k, "to", 1)),
            progress: max(0, min(1, component(track(path, drawing: .progress), k, "value", 0.5))),
            clipCornerRadius: component(track(path, drawing: .clipCorner), k, "cornerRadius", node.clipCornerRadius ?? 0),
            text: content.text,
            symbol: content.symbol
        )
    }

    /// The product of node `index`'s opacity and every ancestor's at frame `k`: what it is drawn
    /// with where opacity does not pass down a tree (Lottie layers).
    public func effectiveOpacity(_ index: Int, at k: Int) -> Double {
        var value = 1.0
        var current: Int? = index
        while let node = current {
            value *= component(track(scene.nodes[node].path, drawing: .opacity), k, "value", 1)
            current = parent(of: node)
        }
        return value
    }

    /// The 2D scale that a `rotation3DEffect` about the x or y axis projects to, seen head-on
    /// (cos of the angle along the axis it turns across); perspective is left out.
    public static func projectedScale(_ r: (x: Double, y: Double, z: Double, degrees: Double)) -> (x: Double, y: Double) {
        let cosine = cos(r.degrees * .pi / 180)
        let length = (r.x * r.x + r.y * r.y + r.z * r.z).squareRoot()
        guard length > 0, r.degrees != 0 else { return (1, 1) }
        let (ax, ay) = (abs(r.x) / length, abs(r.y) / length)
        return (1 - ay * (1 - cosine), 1 - ax * (1 - cosine))
    }
}
