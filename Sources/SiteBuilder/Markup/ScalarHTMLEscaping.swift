/// ``HTMLEscaping`` scalar by scalar, each rule a `switch` on `Unicode.Scalar` and the result
/// built one scalar or entity at a time: the definition the byte path must match. The tests
/// compare the two on every kind of text, and `site-bench` times them side by side.
package enum ScalarHTMLEscaping {
    package static func text(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }

    package static func attribute(_ value: String) -> String {
        escape(value) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#x27;"
            default: nil
            }
        }
    }

    package static func scriptData(_ json: String) -> String {
        escape(json) { $0 == "<" ? "\\u003c" : nil }
    }

    static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let entity = replacement(scalar) {
                result += entity
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
