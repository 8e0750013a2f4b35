extension Trace.AnimationParameters {
    /// How a non-finite number is written in parameters (a spring without damping never
    /// settles): the JSON strings `"inf"`, `"-inf"` and `"nan"`, which `Trace.decode(_:)` reads
    /// back. Track values and times stay finite numbers.
    static let infinity = "inf"
    static let notANumber = "nan"

    /// The parameters as one line of JSON: `kind` and `description` first, then the fields
    /// present in declaration order, numbers in Swift's shortest round-trip form, so that the
    /// same animation always gives the same bytes.
    public func json() -> String {
        var fields = ["\"kind\": \(Trace.string(kind.rawValue))", "\"description\": \(Trace.string(description))"]
        let numbers: [(String, Double?)] = [
            ("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration),
            ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity),
        ]
        fields += numbers.compactMap { key, value in value.map { "\"\(key)\": \(Self.number($0))" } }
        if let spring { fields.append("\"spring\": \(spring.json())") }
        if let duration { fields.append("\"duration\": \(Self.number(duration))") }
        if let curve { fields.append("\"curve\": \(curve.json())") }
        if let delay { fields.append("\"delay\": \(Self.number(delay))") }
        if let speed { fields.append("\"speed\": \(Self.number(speed))") }
        if let repeatCount { fields.append("\"repeatCount\": \(repeatCount)") }
        if let autoreverses { fields.append("\"autoreverses\": \(autoreverses)") }
        if let animations { fields.append("\"animations\": [\(animations.map { $0.json() }.joined(separator: ", "))]") }
        if let beginTimes { fields.append("\"beginTimes\": [\(beginTimes.map(Self.number).joined(separator: ","))]") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A number of the parameters: as in the rest of the trace, or a string when not finite.
    static func number(_ value: Double) -> String {
        if value.isNaN { return Trace.string(notANumber) }
        if value.isInfinite { return Trace.string(value < 0 ? "-" + infinity : infinity) }
        return Trace.number(value)
    }
}

extension Trace.SpringParameters {
    /// `{"response": 0.5, "dampingFraction": 0.825, "mass": 1, …}`, in declaration order.
    func json() -> String {
        let fields: [(String, Double)] = [
            ("response", response), ("dampingFraction", dampingFraction), ("mass", mass), ("stiffness", stiffness),
            ("damping", damping), ("duration", duration), ("bounce", bounce), ("settlingDuration", settlingDuration),
        ]
        return "{" + fields.map { "\"\($0.0)\": \(Trace.AnimationParameters.number($0.1))" }.joined(separator: ", ") + "}"
    }
}

extension Trace.CurveParameters {
    /// `{"name": "easeInOut", "controlPoints": [0.42,0,0.58,1]}`, absent fields left out.
    func json() -> String {
        var fields: [String] = []
        if let name { fields.append("\"name\": \(Trace.string(name))") }
        if let controlPoints {
            fields.append("\"controlPoints\": [\(controlPoints.map(Trace.AnimationParameters.number).joined(separator: ","))]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
