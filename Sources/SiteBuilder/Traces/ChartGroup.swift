import TraceFormat

/// The series one chart draws: the columns of one property of one node, one per component.
///
/// Columns come from the runner's ``TraceColumns`` (the same choice of properties as
/// `motionbook run`'s table) with their short labels (``ColumnLabels``); this only gathers
/// `offset.x` and `offset.y` of one node into the chart of its `offset`.
struct ChartGroup: Equatable {
    /// The node's short label (`Circle`, `Circle #2`), nil for columns without a node.
    var view: String?
    /// The node's path, nil for columns without a node.
    var path: String?
    /// The traced property (`offset`).
    var property: String
    /// Each series: its column (values per frame, presence) and its label (`Circle offset.x`).
    var series: [LabelledColumn]

    /// The charts of `columns`, in the order their first column appears.
    static func groups(_ columns: [LabelledColumn]) -> [ChartGroup] {
        var groups: [ChartGroup] = []
        for column in columns {
            if let index = groups.firstIndex(where: { $0.path == column.column.path && $0.property == column.column.property }) {
                groups[index].series.append(column)
            } else {
                groups.append(ChartGroup(view: column.label.view, path: column.column.path, property: column.column.property, series: [column]))
            }
        }
        return groups
    }

    /// What the chart shows: the property when it draws several components, else its one
    /// quantity (`offset` for x and y, `offset.x` when only x changes).
    var quantity: String { series.count == 1 ? series[0].label.quantity : property }

    /// The units of the chart's values, each once (`points`); empty when the trace does not say.
    var units: [PropertyUnit] { PropertyUnit.units(ofQuantities: series.map(\.label.quantity), property: property) }

    /// The visible title, the chart's accessible name: the view, the quantity and its unit,
    /// `Circle · offset.x (pt)`.
    func title(strings: Localizer) -> String {
        let unitText = units.map { Self.unitText($0, strings: strings) }.joined(separator: ", ")
        let what = unitText.isEmpty ? quantity : "\(quantity) (\(unitText))"
        return view.map { "\($0) · \(what)" } ?? what
    }

    /// A unit as the title writes it: the symbols `pt`, `°` and `0–1`, the word for a factor
    /// in the page's language.
    static func unitText(_ unit: PropertyUnit, strings: Localizer) -> String {
        switch unit {
        case .points: "pt"
        case .degrees: "°"
        case .fraction: "0–1"
        case .factor: strings[.traceUnitFactor]
        }
    }
}

/// A column with the label the page shows for it.
struct LabelledColumn: Equatable {
    var column: TraceColumn
    var label: ColumnLabel

    /// The columns of `trace` (``TraceColumns``, `show` as in the fence) with their labels; views
    /// are numbered over the columns' nodes and `alsoNaming` (the events' nodes).
    static func columns(of trace: Trace, show: [String], alsoNaming paths: [String] = []) -> [LabelledColumn] {
        let columns = TraceColumns.columns(of: trace, show: show)
        return zip(columns, ColumnLabels.labels(for: columns, in: trace, alsoNaming: paths)).map(LabelledColumn.init)
    }

    /// A column without a node, labelled by its quantity (tests and hand-made columns).
    init(_ column: TraceColumn) {
        self.init(column: column, label: ColumnLabel(view: nil, quantity: column.quantity, path: column.path))
    }

    init(column: TraceColumn, label: ColumnLabel) {
        self.column = column
        self.label = label
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
