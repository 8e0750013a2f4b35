import TraceFormat

/// The series one chart draws: the columns of one property (of one node), one per component.
///
/// Columns come from the runner's ``TraceColumns`` (the same choice of properties and names as
/// `motionbook run`'s table); this only gathers `offset.x` and `offset.y` (or `Circle offset.x`
/// and `Circle offset.y`) into the chart of `offset` (`Circle offset`).
struct ChartGroup: Equatable {
    /// The chart's title: the property, prefixed by the node when the runner named one.
    var title: String
    /// Each series' full column name (`offset.x`) and its value per frame.
    var series: [TraceColumn]

    /// The charts of `columns`, in the order their first column appears.
    static func groups(_ columns: [TraceColumn]) -> [ChartGroup] {
        var groups: [ChartGroup] = []
        for column in columns {
            let title = property(of: column.name)
            if let index = groups.firstIndex(where: { $0.title == title }) {
                groups[index].series.append(column)
            } else {
                groups.append(ChartGroup(title: title, series: [column]))
            }
        }
        return groups
    }

    /// `Circle offset.x` → `Circle offset`; `scaleEffect` → `scaleEffect`. Only the part after
    /// the node prefix (the last space) is split at its last dot.
    static func property(of name: String) -> String {
        let start = name.lastIndex(of: " ").map { name.index(after: $0) } ?? name.startIndex
        guard let dot = name[start...].lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

/// The event kinds a chart marks, each drawn in its own style and named in the legend.
enum EventMark: String, CaseIterable {
    case tap, state, animation, completion, phase, keyframe

    /// The mark for a trace event kind (MotionTrace README, "Events"); nil for kinds not marked
    /// (`appear`, `timer`, `warning` …).
    init?(kind: EventKind) {
        switch kind {
        case .tap: self = .tap
        case .state: self = .state
        case .animation, .merge, .combine: self = .animation
        case .logicallyComplete, .removed, .completion: self = .completion
        case .phase: self = .phase
        case .keyframe: self = .keyframe
        default: return nil
        }
    }

    /// The legend's name for the kind.
    var label: UIString {
        switch self {
        case .tap: .traceEventTap
        case .state: .traceEventState
        case .animation: .traceEventAnimation
        case .completion: .traceEventCompletion
        case .phase: .traceEventPhase
        case .keyframe: .traceEventKeyframe
        }
    }
}
