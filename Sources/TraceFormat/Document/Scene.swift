/// What it takes to draw the traced view at any frame (format `motionbook-trace/3`,
/// docs/ARCHITECTURE.md, "The scene"): every visible node of the tree that the engine laid out,
/// in drawing order, with what it draws and when it exists. What changes from frame to frame is
/// in the trace's tracks, by the node's path: `geometry` (its frame in root coordinates, offsets
/// included), `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `opacity`, `blur`, `trim`,
/// colours, `cornerSize`, `stroke`. A node whose frame never changes has no `geometry` track;
/// its ``SceneNode/frame`` is the frame.
///
/// Everything here was computed by the engine (layout, the resolved colour of a shape or text,
/// the font's point size); a reader only draws it.
extension Trace {
    public struct Scene: Codable, Equatable, Sendable {
        /// The root's size, points (the scenario's `size`).
        public var width: Double
        public var height: Double
        /// The nodes in drawing order: tree order, a parent before its children, a `background`
        /// before the view it decorates and an `overlay` after it; later nodes are drawn on top.
        public var nodes: [SceneNode]

        public init(width: Double, height: Double, nodes: [SceneNode]) {
            self.width = width
            self.height = height
            self.nodes = nodes
        }
    }

    /// One visible node of the scene.
    public struct SceneNode: Codable, Equatable, Sendable {
        /// The node's trace path (`BounceLab/VStack/Circle`), as in tracks and events.
        public var path: String
        /// What it draws.
        public var kind: SceneNodeKind
        /// The index in ``Scene/nodes`` of the nearest visible ancestor it is drawn inside (whose
        /// effects — scale, rotation, opacity, blur, clipping — apply to it); nil for the root.
        public var parent: Int?
        /// The first frame the node is in the tree.
        public var from: Int
        /// The first frame it is no longer in the tree (after its removal transition); nil when it
        /// stays to the end.
        public var until: Int?
        /// Its frame in root coordinates at frame ``from`` [x, y, width, height], points; the frame
        /// at every frame when there is no `geometry` track.
        public var frame: [Double]
        /// A text's string, a button's or control's title, a label's text.
        public var text: String?
        /// A text's font size, points (the engine's text metrics for its font).
        public var fontSize: Double?
        /// A text's weight when not regular (`bold`, `semibold` …).
        public var fontWeight: String?
        /// An image's name: an SF Symbol (`star.fill`) or an asset.
        public var symbol: String?
        /// What fills the shape, colours the text or the symbol.
        public var fill: ScenePaint?
        /// What fills the node's frame behind it (`background` with a colour).
        public var background: ScenePaint?
        /// Where ``background`` reaches past the node's frame into the safe area (a style
        /// background on a view along the safe area's edge), five numbers per change: the frame
        /// it holds from (the first at ``from`` or later), then how far past the top, leading,
        /// bottom and trailing edges, points. Nil when it never does.
        public var backgroundOutsets: [Double]?
        /// A stroked shape's line width, points (nil: filled).
        public var lineWidth: Double?
        /// A rounded rectangle's corner radius, points, when it has no `cornerSize` track.
        public var cornerRadius: Double?
        /// The unit point `scaleEffect`, `rotationEffect` and `rotation3DEffect` turn about
        /// [x, y] (0 … 1 of its frame); nil: the centre.
        public var anchor: [Double]?
        /// `rotation3DEffect`'s perspective (1: SwiftUI's default).
        public var perspective: Double?
        /// The shape its content is clipped to (`clipShape`, `clipped()`, `mask` by a shape).
        public var clip: SceneNodeKind?
        /// The clip's corner radius, points, for a rounded rectangle.
        public var clipCornerRadius: Double?
        /// `zIndex` when not 0: among siblings, higher is drawn later.
        public var zIndex: Double?
        /// What the node shows from a later frame on, when its string or symbol name changes
        /// while it stays (a `Text("\(count)")`, a swapped `Image(systemName:)`), in frame order;
        /// ``text`` and ``symbol`` are what it shows from ``from``. Nil when nothing changes.
        public var contents: [SceneContent]?

        public init(path: String, kind: SceneNodeKind, parent: Int? = nil, from: Int = 0, until: Int? = nil, frame: [Double]) {
            self.path = path
            self.kind = kind
            self.parent = parent
            self.from = from
            self.until = until
            self.frame = frame
        }
    }

    /// What a text or symbol node shows from ``frame`` on.
    public struct SceneContent: Codable, Equatable, Sendable {
        /// The first frame it shows this.
        public var frame: Int
        /// The text's string (a text, a button's title) from then on.
        public var text: String?
        /// The symbol's or image's name from then on.
        public var symbol: String?

        public init(frame: Int, text: String? = nil, symbol: String? = nil) {
            self.frame = frame
            self.text = text
            self.symbol = symbol
        }
    }

    /// What a scene node draws.
    public enum SceneNodeKind: String, Codable, Equatable, Sendable, CaseIterable {
        /// Draws nothing itself: a stack, your own view, a spacer; its effects apply to its children.
        case group
        case rectangle
        case roundedRectangle
        case circle
        case ellipse
        case capsule
        /// Another shape (a custom `Shape`, a `Path`): drawn as its frame.
        case shape
        case text
        /// An SF Symbol (`Image(systemName:)`): cannot be shipped, drawn as a neutral glyph.
        case symbol
        /// An image from an asset or a file.
        case image
        /// A `Color` used as a view: fills its frame.
        case color
        /// A gradient used as a view: fills its frame.
        case gradient
        /// A button: drawn in the system's look, approximately (its title in the tint).
        case button
        /// A toggle's switch, approximately.
        case toggle
        /// A slider's track and thumb, approximately.
        case slider
        /// A progress view's bar or spinner, approximately.
        case progress
    }

    /// A colour or gradient as the engine resolved it for a node.
    public struct ScenePaint: Codable, Equatable, Sendable {
        /// A constant colour, [red, green, blue, opacity] in sRGB 0–1.
        public var rgba: [Double]?
        /// A colour that changes: the track of this property at ``path`` (`fill`, `foregroundStyle`,
        /// `foregroundColor`, `color`, `tint` …), whose components are red, green, blue, opacity.
        public var path: String?
        public var property: String?
        /// A gradient's stops, five numbers each: red, green, blue, opacity, location (0–1).
        public var stops: [Double]?
        /// A linear gradient's start and end unit points [x0, y0, x1, y1].
        public var points: [Double]?

        public init(rgba: [Double]? = nil, path: String? = nil, property: String? = nil, stops: [Double]? = nil, points: [Double]? = nil) {
            self.rgba = rgba
            self.path = path
            self.property = property
            self.stops = stops
            self.points = points
        }
    }
}

extension Trace.SceneNode {
    /// How far the node's background reaches past its frame at frame `k`: top, leading,
    /// bottom, trailing, points (zeros where ``backgroundOutsets`` has nothing by `k`).
    public func backgroundOutsets(at k: Int) -> [Double] {
        var outsets: [Double] = [0, 0, 0, 0]
        guard let groups = backgroundOutsets else { return outsets }
        var index = 0
        while index + 4 < groups.count, Int(groups[index]) <= k {
            outsets = Array(groups[(index + 1)...(index + 4)])
            index += 5
        }
        return outsets
    }

    /// The string and symbol name the node shows at frame `k` (its ``contents`` up to `k`).
    public func content(at k: Int) -> (text: String?, symbol: String?) {
        guard let later = contents?.last(where: { $0.frame <= k }) else { return (text, symbol) }
        return (later.text, later.symbol)
    }
}
