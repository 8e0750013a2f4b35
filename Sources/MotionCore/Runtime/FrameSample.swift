/// The sampled properties of one frame: what each row is (shared by the frames sampled from one
/// `SamplePlan`, which the plan's walk names) and each row's values in this frame.
@_spi(Runtime)
public struct FrameSample: Sendable {
    /// What one row of a sample is: one property of one node.
    public struct Row: Sendable {
        public var node: String
        public var path: String
        public var property: String
        public var components: [String]
        /// What the property stood for in the frames before its first sample, when that is not
        /// its first value (``AnyTracedProperty/valueBefore``); nil otherwise.
        public var before: [Double]? = nil
    }

    /// One property of one node with its values in this frame.
    public struct Property: Sendable {
        public var node: String
        public var path: String
        public var property: String
        public var components: [String]
        public var values: [Double]
        /// As ``Row/before``.
        public var before: [Double]? = nil
    }

    /// The frame's time in seconds.
    public var time: Double
    /// The walk after which the rows were planned: two samples of one runtime with the same
    /// layout have the same rows (a recorder that saw the last frame's rows need not compare
    /// this frame's).
    public var layout: Int
    /// Every property of every node present, in tree order (parents first), properties in the
    /// order their modifiers are written.
    public var rows: [Row]
    /// One number per component for each row, in the order of `rows`.
    public var values: [[Double]]

    /// The rows with their values.
    public var properties: [Property] {
        rows.indices.map { index in
            let row = rows[index]
            return Property(
                node: row.node, path: row.path, property: row.property, components: row.components, values: values[index],
                before: row.before)
        }
    }
}
