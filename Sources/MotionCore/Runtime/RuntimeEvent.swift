/// Something that happened in the runtime at a frame time; MotionTrace writes these as the trace's
/// events.
@_spi(Runtime)
public struct RuntimeEvent: Equatable, Sendable {
    /// Virtual seconds.
    public var time: Double
    /// `appear`, `disappear`, `tap`, `state`, `timer`, `animation`, `merge`, `combine`,
    /// `logicallyComplete`, `removed`, `completion`, `phase`, `keyframe`, `warning`.
    public var kind: String
    /// The node's readable name (`Circle`).
    public var node: String?
    /// The node's path.
    public var path: String?
    /// The property (a modifier's name, or a state variable's).
    public var property: String?
    /// The animation's description.
    public var animation: String?
    /// A tap's target, a state's new value, a phase, a keyframe time, a warning's text.
    public var detail: String?

    public init(
        time: Double, kind: String, node: String? = nil, path: String? = nil, property: String? = nil,
        animation: String? = nil, detail: String? = nil
    ) {
        self.time = time
        self.kind = kind
        self.node = node
        self.path = path
        self.property = property
        self.animation = animation
        self.detail = detail
    }
}

/// The sampled properties of one frame.
@_spi(Runtime)
public struct FrameSample: Sendable {
    /// One property of one node.
    public struct Property: Sendable {
        public var node: String
        public var path: String
        public var property: String
        public var components: [String]
        public var values: [Double]
    }

    /// The frame's time in seconds.
    public var time: Double
    /// Every property of every node present, in tree order (parents first), properties in the
    /// order their modifiers are written.
    public var properties: [Property]
}
