import Foundation

/// The scenario as a JSON document: what the snippet runner hands a compiled snippet program on
/// its standard input, and what a scenario file given to such a program holds
/// (docs/ARCHITECTURE.md, "The scenario document").
extension TraceScenario {
    /// The `format` of the document this version writes and reads.
    public static let documentFormat = "motionbook-scenario/1"

    /// A scenario document that cannot be read: not JSON of the documented shape, or a value
    /// outside the scenario's limits.
    public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The scenario as one line of JSON ending in a line feed: fixed member order, every member
    /// but an absent `view`, `duration` or `size`, empty `assets`, the default `device`
    /// (`iphone-16`) and the default `colorScheme` (`light`): those are left out so that the
    /// documents of scenarios without them are what they were before the members existed,
    /// numbers in their shortest round-trip form (whole numbers without a point), `parameters`
    /// sorted by name. Equal scenarios give equal bytes, so the text is also the scenario's part
    /// of a result cache key.
    public func json() -> String {
        func number(_ value: Double) -> String { value.isFinite ? NumberText.shortest(value) : "null" }
        func string(_ text: String) -> String { JSONText.string(text) }
        func touch(_ target: String, _ time: Double, _ numbers: [(String, Double)]) -> String {
            "{" + (["\"target\": \(string(target))", "\"time\": \(number(time))"] + numbers.map { "\"\($0)\": \(number($1))" })
                .joined(separator: ", ") + "}"
        }
        func drag(_ drag: Drag) -> String {
            touch(drag.target, drag.time, [("dx", Double(drag.translation.width)), ("dy", Double(drag.translation.height)), ("duration", drag.duration)])
        }
        var fields = ["\"format\": \(string(Self.documentFormat))"]
        if let view { fields.append("\"view\": \(string(view))") }
        if let duration { fields.append("\"duration\": \(number(duration))") }
        fields.append("\"fps\": \(fps)")
        if device != .standard { fields.append("\"device\": \(string(device.name))") }
        if let size { fields.append("\"size\": {\"width\": \(number(Double(size.width))), \"height\": \(number(Double(size.height)))}") }
        fields.append("\"reduceMotion\": \(reduceMotion)")
        if colorScheme != .light { fields.append("\"colorScheme\": \(string(colorScheme.rawValue))") }
        fields.append("\"taps\": [" + taps.map { touch($0.target, $0.time, []) }.joined(separator: ", ") + "]")
        fields.append("\"drags\": [" + drags.map(drag).joined(separator: ", ") + "]")
        fields.append("\"scrolls\": [" + scrolls.map(drag).joined(separator: ", ") + "]")
        fields.append("\"pinches\": [" + pinches.map { pinch in
            touch(pinch.target, pinch.time, [
                ("scale", pinch.scale), ("degrees", pinch.degrees), ("dx", Double(pinch.translation.width)),
                ("dy", Double(pinch.translation.height)), ("duration", pinch.duration),
            ])
        }.joined(separator: ", ") + "]")
        fields.append("\"parameters\": {" + parameters.sorted { $0.key < $1.key }.map { "\(string($0.key)): \(number($0.value))" }
            .joined(separator: ", ") + "}")
        if !assets.isEmpty { fields.append("\"assets\": " + assets.json()) }
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// Reads a scenario document in UTF-8. Every member is optional (an absent one has the
    /// default of ``init(view:duration:fps:taps:reduceMotion:drags:size:scrolls:pinches:parameters:colorScheme:device:)``);
    /// a `format` other than ``documentFormat``, an unknown or repeated key, and a value outside
    /// the scenario's limits (the ones the fence keys have) are errors.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> TraceScenario {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONProblem) -> TraceScenario in
                guard let base = buffer.baseAddress, !buffer.isEmpty else {
                    throw JSONProblem("expected a scenario document, but there are no bytes", at: 0)
                }
                var reader = ScenarioDocumentReader(cursor: JSONCursor(base, count: buffer.count))
                defer { reader.cursor.release() }
                return try reader.readDocument()
            }
        }
        do {
            return try result.get()
        } catch {
            throw FormatError(description: "not a scenario document: \(error.description)")
        }
    }
}
