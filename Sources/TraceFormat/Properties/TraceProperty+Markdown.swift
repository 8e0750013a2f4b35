extension TraceProperty {
    /// The property table as Markdown, one row per definition in ``all``'s order: the table
    /// docs/ARCHITECTURE.md shows under "Traced properties" (a test compares the two).
    public static var markdownTable: String {
        var lines = ["| property | components | unit | drawn as | what it is |", "|---|---|---|---|---|"]
        for property in all {
            let components = property.components.isEmpty ? "the data's own" : property.components.map { "`\($0)`" }.joined(separator: ", ")
            let drawing = property.drawing.map { "`\($0.rawValue)`" } ?? "—"
            lines.append("| `\(property.name)` | \(components) | \(property.unitText) | \(drawing) | \(property.label) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The unit column: the unit, or each unit with the components it applies to, or `—`.
    private var unitText: String {
        guard let componentUnits else { return unit?.rawValue ?? "—" }
        var groups: [(unit: PropertyUnit, components: [String])] = []
        for (component, unit) in zip(components, componentUnits) {
            guard let unit else { continue }
            if let index = groups.firstIndex(where: { $0.unit == unit }) {
                groups[index].components.append(component)
            } else {
                groups.append((unit, [component]))
            }
        }
        if groups.isEmpty { return "—" }
        return groups.map { "\($0.unit.rawValue) (\($0.components.map { "`\($0)`" }.joined(separator: ", ")))" }.joined(separator: ", ")
    }
}
