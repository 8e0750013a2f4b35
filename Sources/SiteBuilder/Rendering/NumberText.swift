/// Numbers in pages and data: locale-independent, shortest round-tripping form, no `-0`.
enum NumberText {
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
