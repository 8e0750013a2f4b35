import Diagnostics

/// The front matter of a lesson: the YAML subset (README.md, "Writing a lesson") between `---` lines.
public struct FrontMatter: Hashable, Sendable {
    /// A scalar or flow-list value.
    public enum Value: Hashable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
        case list([String])
    }

    /// One `key: value` line, with the positions of key and value.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: Value
        public var keyLocation: SourceLocation
        public var valueLocation: SourceLocation
    }

    /// The keys a lesson may have, and which are required.
    public static let knownKeys = ["id", "title", "order", "summary", "lang", "draft"]
    public static let requiredKeys = ["id", "title", "order"]

    public var entries: [Entry] = []
    /// The line after the closing `---` (1 when there is no front matter).
    public var bodyStartLine: Int = 1

    public init() {}

    public func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }

    public func string(_ key: String) -> String? {
        if case .string(let value)? = entry(key)?.value { return value }
        return nil
    }

    public func integer(_ key: String) -> Int? {
        if case .integer(let value)? = entry(key)?.value { return value }
        return nil
    }

    public func boolean(_ key: String) -> Bool? {
        if case .boolean(let value)? = entry(key)?.value { return value }
        return nil
    }
}
