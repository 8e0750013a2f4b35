import Foundation
import MotionAnimation
import TraceFormat

extension ViewRuntime {
    /// Samples every property of every node, in tree order (parents first, a node's properties
    /// in the order written), and records the animators' events; a visible node's `geometry`
    /// follows its properties, moved by the presented offsets of the node and its ancestors,
    /// and inside a geometry group by the group's presented origin (`groupOrigin`, window
    /// coordinates without offsets).
    ///
    /// The frame visits the runtime's `SamplePlan`, rebuilt after a walk (then every property is
    /// sampled); between walks only the properties that were set or are animating are sampled
    /// again, and the others keep their values.
    func sampleProperties() -> FrameSample {
        // Taken out while it is updated, so that its arrays are uniquely referenced.
        var plan = SamplePlan()
        swap(&plan, &samplePlan)
        defer { swap(&plan, &samplePlan) }
        let everything = !plan.isCurrent(atWalk: walks.count)
        if everything { plan = SamplePlan(host: host, walk: walks.count) }
        for index in plan.nodes.indices {
            sample(node: index, of: &plan, everything: everything)
        }
        return FrameSample(time: time, layout: plan.walk, rows: plan.rows, values: plan.values)
    }

    /// Samples the rows of one planned node (all of them when `everything`, else those whose
    /// values may have changed) and notes the offset and group origin its content starts from.
    private func sample(node index: Int, of plan: inout SamplePlan, everything: Bool) {
        let planned = plan.nodes[index]
        var offset = CGSize.zero
        var groupOrigin = CGPoint.zero
        if let parent = planned.parent {
            offset = plan.nodes[parent].offset
            groupOrigin = plan.nodes[parent].groupOrigin
        }
        if planned.decorates {
            let decorated = secondaryOffset(of: planned.node)
            offset.width += decorated.width
            offset.height += decorated.height
        }
        for row in planned.properties {
            let property = plan.traced[row].property
            if everything || property.needsSample {
                plan.values[row] = property.sample(at: time)
                property.noteSampled()
                for event in property.takeEvents() {
                    recordAnimatorEvent(event, node: planned.node, property: property)
                }
            }
            if property.isOffset, plan.values[row].count == 2 {
                offset.width += plan.values[row][0]
                offset.height += plan.values[row][1]
            }
        }
        if let row = planned.geometryRow {
            let geometry = plan.traced[row].property
            if everything || geometry.needsSample {
                plan.nodes[index].geometry = geometry.sample(at: time)
                geometry.noteSampled()
                _ = geometry.takeEvents()
            }
            let raw = plan.nodes[index].geometry
            var x = raw[0] + Double(groupOrigin.x)
            var y = raw[1] + Double(groupOrigin.y)
            if planned.isGeometryGroup { groupOrigin = CGPoint(x: x, y: y) }
            x += Double(offset.width)
            y += Double(offset.height)
            // Rewritten only when it moved (bit for bit: a -0 is written as the full walk wrote it).
            let last = plan.values[row]
            if everything || last[0].bitPattern != x.bitPattern || last[1].bitPattern != y.bitPattern
                || last[2].bitPattern != raw[2].bitPattern || last[3].bitPattern != raw[3].bitPattern
            {
                var values = raw
                values[0] = x
                values[1] = y
                plan.values[row] = values
            }
        }
        plan.nodes[index].offset = offset
        plan.nodes[index].groupOrigin = groupOrigin
    }

    private func recordAnimatorEvent(_ event: AnimatorEvent, node: ViewNode, property: AnyTracedProperty) {
        let kind: EventKind
        switch event.kind {
        case .started: kind = .animation
        case .merged: kind = .merge
        case .combined: kind = .combine
        case .logicallyComplete: kind = .logicallyComplete
        case .removed: kind = .removed
        }
        let reporting = node.reportingNode
        let animation = property.describeAnimation(of: event)
        events.append(
            Trace.Event(
                t: event.time, kind: kind, node: reporting?.name, path: reporting?.path, property: property.name,
                animation: animation.animation, parameters: animation.parameters))
    }
}
