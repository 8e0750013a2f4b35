/// A position in a source file: 1-based line and 1-based column, where columns count UTF-8
/// bytes (as cmark-gfm, swiftc and most editors' "path:line:column" links do).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first byte of a file.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// The same line, `bytes` UTF-8 bytes further right.
    public func advanced(by bytes: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + bytes)
    }

    public var description: String { "\(line):\(column)" }
}
