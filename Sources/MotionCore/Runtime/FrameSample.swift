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
        /// What the property stood for in the frames before its first sample, when that is not
        /// its first value (``AnyTracedProperty/valueBefore``); nil otherwise.
        public var before: [Double]? = nil
    }

    /// The frame's time in seconds.
    public var time: Double
    /// Every property of every node present, in tree order (parents first), properties in the
    /// order their modifiers are written.
    public var properties: [Property]
}
