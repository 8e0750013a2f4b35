/// The short label of a column for pages (and any reader with little room): the view as the
/// last component of its node's path without its `[n]` index (`Demo/VStack/Circle[1]` →
/// `Circle`), then the quantity (`Circle offset.x`).
///
/// Labels stay unique: when the columns come from two or more nodes whose short names are the
/// same, every one of those nodes is numbered, `#1` included (`Circle #1 offset.x`,
/// `Circle #2 offset.x`). The number is the node's place among the nodes of that short name in
/// the trace (the order of their first tracks), so a node keeps its number whichever columns
/// `show` picks. Columns of a node whose short name no other named node has are not numbered.
/// The full path stays available (``ColumnLabel/path``) for a tooltip.
public struct ColumnLabel: Equatable, Sendable {
    /// The view's short name, numbered when needed (`Circle`, `Circle #2`); nil for a column
    /// without a node.
    public var view: String?
    /// The property or component (`offset.x`, `scaleEffect`).
    public var quantity: String
    /// The node's structural path (`Demo/VStack/Circle[1]`), nil for a column without a node.
    public var path: String?

    public init(view: String?, quantity: String, path: String?) {
        self.view = view
        self.quantity = quantity
        self.path = path
    }

    /// `Circle offset.x`; the quantity alone without a view.
    public var text: String { view.map { "\($0) \(quantity)" } ?? quantity }
}

public enum ColumnLabels {
    /// The labels of `columns` (one each, in order), numbering nodes in the order of `trace`'s
    /// tracks. `alsoNaming` lists the paths of other nodes named beside the columns (a page's
    /// list of events), which count as namesakes too, so one node has one name in both.
    public static func labels(for columns: [TraceColumn], in trace: Trace, alsoNaming: [String] = []) -> [ColumnLabel] {
        labels(for: columns, nodeOrder: trace.tracks.map(\.path), alsoNaming: alsoNaming)
    }

    /// The labels of `columns` (one each, in order). `nodeOrder` lists node paths in the order
    /// that numbers them (repeats are ignored); a path missing from it comes after the listed
    /// ones, in the order of the columns and then of `alsoNaming`.
    public static func labels(for columns: [TraceColumn], nodeOrder: [String], alsoNaming: [String] = []) -> [ColumnLabel] {
        let views = viewNames(of: columns.compactMap(\.path) + alsoNaming, nodeOrder: nodeOrder)
        return columns.map { column in
            ColumnLabel(view: column.path.flatMap { views[$0] }, quantity: column.quantity, path: column.path)
        }
    }

    /// The view name of each of `paths`: its short name, with ` #n` when another of `paths`
    /// has the same short name (n counted over `nodeOrder`, then `paths`).
    public static func viewNames(of paths: [String], nodeOrder: [String]) -> [String: String] {
        var pathsByShortName: [String: [String]] = [:]
        for path in unique(nodeOrder + paths) { pathsByShortName[shortName(ofPath: path), default: []].append(path) }
        let shown = Set(paths)
        var names: [String: String] = [:]
        for path in shown {
            let short = shortName(ofPath: path)
            let namesakes = pathsByShortName[short] ?? [path]
            let shownNamesakes = namesakes.filter { shown.contains($0) }
            if shownNamesakes.count > 1, let rank = namesakes.firstIndex(of: path) {
                names[path] = "\(short) #\(rank + 1)"
            } else {
                names[path] = short
            }
        }
        return names
    }

    /// The last component of a structural path without its `[n]` index: `Demo/VStack/Circle[1]`
    /// → `Circle`. A `/` inside quotes, parentheses, brackets or angle brackets does not split
    /// (`Demo/Text("a/b")` → `Text("a/b")`); a path with an empty last component is returned whole.
    public static func shortName(ofPath path: String) -> String {
        var start = path.startIndex
        var depth = 0
        var inQuotes = false
        var escaped = false
        var index = path.startIndex
        while index < path.endIndex {
            let character = path[index]
            if inQuotes {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else {
                switch character {
                case "\"": inQuotes = true
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth = max(0, depth - 1)
                case "/" where depth == 0: start = path.index(after: index)
                default: break
                }
            }
            index = path.index(after: index)
        }
        let last = path[start...]
        guard !last.isEmpty else { return path }
        return String(withoutIndex(last))
    }

    /// `Circle[2]` → `Circle`; anything else unchanged.
    static func withoutIndex(_ component: Substring) -> Substring {
        guard component.last == "]", let open = component.lastIndex(of: "[") else { return component }
        let digits = component[component.index(after: open)..<component.index(before: component.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), open > component.startIndex else { return component }
        return component[..<open]
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
