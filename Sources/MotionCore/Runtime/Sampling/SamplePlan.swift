import Foundation
import TraceFormat

/// What a frame samples, as a flat list in tree order: built from the tree after a walk and
/// kept until the next one (`ViewRuntime.sampleProperties()`).
///
/// The tree, the nodes' properties, their names and paths, their `geometry` and the links of
/// decorating views change only in a walk, so between walks a frame visits this list instead of
/// the tree. Each row keeps the values it had at the last sample; a frame re-samples only the
/// properties that ask for it (`AnyTracedProperty.needsSample`: set since their last sample, or
/// animating) and recomputes a `geometry` row only when its frame or an offset above it moved.
/// A frame in which nothing animates and nothing was set rewrites no row.
struct SamplePlan {
    /// A node that samples something or moves the frames below it.
    struct Node {
        /// The node.
        let node: ViewNode
        /// The nearest planned ancestor, whose offset and group origin this node starts from.
        let parent: Int?
        /// Whether the node decorates another (a `background` or `overlay` whose offsets are
        /// the decorated view's): its decorated offset is read every frame.
        let decorates: Bool
        /// Its properties' rows, in the order written.
        let properties: Range<Int>
        /// Its `geometry` row (a visible node with a frame).
        let geometryRow: Int?
        /// Whether the node is a geometry group (its frame's origin moves the frames inside it).
        let isGeometryGroup: Bool
        /// The `geometry` property's values at its last sample, before offsets and group origin.
        var geometry: [Double] = []
        /// The offsets of this node and its ancestors at the last frame, points.
        var offset = CGSize.zero
        /// The origin of the geometry group this node's content is in at the last frame.
        var groupOrigin = CGPoint.zero
    }

    /// A row's property.
    struct Traced {
        let property: AnyTracedProperty
    }

    /// The walk count the plan was built at (the samples' `layout`); `-1`: never built.
    private(set) var walk = -1
    var nodes: [Node] = []
    /// The property behind each row of `rows`.
    private(set) var traced: [Traced] = []
    /// What each row of the frame's sample is.
    private(set) var rows: [FrameSample.Row] = []
    /// Each row's values as the last frame left them, updated in place.
    var values: [[Double]] = []

    init() {}

    /// The plan of the tree under `host` after walk `walk`. Its rows hold no values yet.
    init(host: ViewNode, walk: Int) {
        self.walk = walk
        visit(host, parent: nil)
        values = Array(repeating: [], count: rows.count)
    }

    /// Whether the plan describes the tree after walk `walk`.
    func isCurrent(atWalk walk: Int) -> Bool { self.walk == walk }

    private mutating func visit(_ node: ViewNode, parent: Int?) {
        var parent = parent
        let samples = !node.propertyOrder.isEmpty || node.geometry != nil
        let decorates = node.secondaryLink != nil
        if samples || decorates {
            let firstRow = rows.count
            if samples {
                let reporting = node.reportingNode ?? node
                for property in node.propertyOrder {
                    rows.append(
                        FrameSample.Row(
                            node: reporting.name, path: reporting.path, property: property.name,
                            components: property.components, before: property.valueBefore))
                    traced.append(Traced(property: property))
                }
            }
            let propertyRows = firstRow..<rows.count
            var geometryRow: Int?
            if samples, node.isVisible, let geometry = node.geometry {
                geometryRow = rows.count
                rows.append(
                    FrameSample.Row(
                        node: node.name, path: node.path, property: TraceProperty.geometry.name,
                        components: geometry.components))
                traced.append(Traced(property: geometry))
            }
            nodes.append(
                Node(
                    node: node, parent: parent, decorates: decorates, properties: propertyRows, geometryRow: geometryRow,
                    isGeometryGroup: node.layout.isGeometryGroup))
            parent = nodes.count - 1
        }
        for child in node.childOrder { visit(child, parent: parent) }
    }
}
