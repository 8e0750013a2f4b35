import Diagnostics
import Foundation

/// A JSON value with the source position of every value and object key, so that diagnostics
/// about a String Catalog point at the line and column of the entry (columns in UTF-8 bytes).
public indirect enum JSONValue: Sendable, Hashable {
    /// An object member: its key, where the key's opening quote is, and its value.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONValue
    }

    case object([Member], at: SourceLocation)
    case array([JSONValue], at: SourceLocation)
    case string(String, at: SourceLocation)
    case number(Double, at: SourceLocation)
    case bool(Bool, at: SourceLocation)
    case null(at: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .object(_, let at), .array(_, let at), .string(_, let at), .number(_, let at), .bool(_, let at),
            .null(let at):
            at
        }
    }

    /// The members of an object (in source order), nil for other values.
    public var members: [Member]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    /// The first member named `key` of an object.
    public subscript(key: String) -> JSONValue? { members?.first { $0.key == key }?.value }

    public var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }
}

/// A JSON syntax error at a position.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
}

/// A strict RFC 8259 parser that records positions. Nesting is limited to ``maximumDepth``
/// levels so that a hostile file cannot exhaust the stack.
public struct PositionedJSONParser {
    public static let maximumDepth = 64
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = PositionedJSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    private func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(message: message, location: location) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("JSON nested more than \(Self.maximumDepth) levels") }
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        let at = location
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONValue.Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, at: at) }
            while true {
                skipWhitespace()
                let keyLocation = location
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
                index += 1
                members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file in an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, at: at) }
                throw error("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, at: at) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file in an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements, at: at) }
                throw error("expected ',' or ']'")
            }
        case UInt8(ascii: "\""):
            return .string(try string(), at: at)
        case UInt8(ascii: "t"): try literal("true"); return .bool(true, at: at)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false, at: at)
        case UInt8(ascii: "n"): try literal("null"); return .null(at: at)
        default:
            return .number(try number(), at: at)
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected '\(word)'")
        }
        index += expected.count
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil,
            let number = Double(text)
        else {
            index = start
            throw error("expected a JSON value")
        }
        return number
    }

    /// A string starting at the opening quote; escapes decoded, surrogate pairs joined.
    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw error("unterminated escape") }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default:
                    throw error("unknown escape '\\\(Unicode.Scalar(escaped))'")
                }
            case 0x00..<0x20:
                throw error("control character in a string")
            default:
                result.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }
}
