/// Why bytes are not a JSON document of the expected shape: what was expected, the byte offset
/// (from 0, in the document's UTF-8) where it was not found, and the path of the value being
/// read (`tracks[2].values[17]`), filled in as the error leaves each container.
struct JSONProblem: Error {
    var expected: String
    var offset: Int
    /// Path components, innermost first (`[17]`, `values`, `[2]`, `tracks`).
    var reversedPath: [String] = []

    init(_ expected: String, at offset: Int) {
        self.expected = expected
        self.offset = offset
    }

    /// The same problem inside the member `key` of an object.
    func inside(_ key: StaticString) -> JSONProblem {
        var problem = self
        problem.reversedPath.append("\(key)")
        return problem
    }

    /// The same problem inside element `index` of an array.
    func inside(index: Int) -> JSONProblem {
        var problem = self
        problem.reversedPath.append("[\(index)]")
        return problem
    }

    /// `expected ',' or ']' at byte 1234 (tracks[2].values[17])`.
    var description: String {
        var path = ""
        for component in reversedPath.reversed() {
            if !path.isEmpty, !component.hasPrefix("[") { path += "." }
            path += component
        }
        return "\(expected) at byte \(offset)" + (path.isEmpty ? "" : " (\(path))")
    }
}
