import Foundation

/// JSON string literals, escaped by RFC 8259 (quotes, backslashes and control characters; every
/// other character as it is): the one escaper of every JSON document Motionbook writes — traces,
/// diagnostics, the site's data.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
