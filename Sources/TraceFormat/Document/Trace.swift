/// What a snippet did, frame by frame: the document a compiled snippet prints on stdout
/// (format `motionbook-trace/3`, or `/4` when it has a `Canvas` drawing written by component;
/// docs/ARCHITECTURE.md, "The trace format").
///
/// Values are in the units a SwiftUI author writes: points for offsets and frames, degrees for
/// angles, plain factors for scale, 0–1 for opacity, RGBA 0–1 for colours.
public struct Trace: Codable, Equatable, Sendable {
    /// The format identifier every trace written now carries: version 3, which has the
    /// ``scene`` (version 2 added an animation event's ``Event/parameters``).
    public static let formatIdentifier = "motionbook-trace/3"
    /// Every format identifier ``decode(_:)`` reads: version 4 is version 3 with `Canvas`
    /// drawings written by component (``seriesFormatIdentifier``), version 2 is version 3
    /// without a scene, version 1 is version 2 without ``Event/parameters``.
    public static let readableFormats = ["motionbook-trace/1", "motionbook-trace/2", formatIdentifier, "motionbook-trace/4"]

    public var format: String
    /// The mounted view type.
    public var view: String
    /// Virtual seconds traced.
    public var duration: Double
    /// Frames per second of the virtual display.
    public var fps: Int
    /// The time of every frame, in seconds: frame k is at k / fps.
    public var times: [Double]
    public var tracks: [Track]
    public var events: [Event]
    /// What it takes to draw the view at every frame (nil in documents before version 3, and
    /// in traces made by hand without one).
    public var scene: Trace.Scene?

    public init(view: String, duration: Double, fps: Int, times: [Double], tracks: [Track], events: [Event], scene: Trace.Scene? = nil) {
        self.format = Self.formatIdentifier
        self.view = view
        self.duration = duration
        self.fps = fps
        self.times = times
        self.tracks = tracks
        self.events = events
        self.scene = scene
    }

    /// One property of one view node, with one value per frame.
    public struct Track: Codable, Equatable, Sendable {
        /// The node's type name (`Circle`).
        public var node: String
        /// The node's structural path from the root (`PulsingDot/VStack/Circle`), unique per node.
        public var path: String
        /// The modifier's name (`scaleEffect`, `offset`, `opacity` …).
        public var property: String
        /// Names of the vector components (`["x", "y"]`); `["value"]` for a scalar.
        public var components: [String]
        /// One entry per frame, each with one number per component.
        public var values: [[Double]]

        public init(node: String, path: String, property: String, components: [String], values: [[Double]]) {
            self.node = node
            self.path = path
            self.property = property
            self.components = components
            self.values = values
        }
    }

    /// Something that happened at a frame: appear, tap, state change, animation start, merge,
    /// completion, phase change, keyframe boundary, a runtime warning.
    public struct Event: Codable, Equatable, Sendable {
        /// Virtual seconds.
        public var t: Double
        public var kind: EventKind
        public var node: String?
        public var path: String?
        public var property: String?
        /// The animation's description in SwiftUI's style (`easeInOut(duration: 0.35)`).
        public var animation: String?
        /// The same animation's parameters as data (nil in `motionbook-trace/1` documents).
        public var parameters: AnimationParameters?
        /// A tap's target, a phase's name, or a warning's text.
        public var detail: String?

        public init(
            t: Double, kind: EventKind, node: String? = nil, path: String? = nil, property: String? = nil,
            animation: String? = nil, parameters: AnimationParameters? = nil, detail: String? = nil
        ) {
            self.t = t
            self.kind = kind
            self.node = node
            self.path = path
            self.property = property
            self.animation = animation
            self.parameters = parameters
            self.detail = detail
        }
    }
}
