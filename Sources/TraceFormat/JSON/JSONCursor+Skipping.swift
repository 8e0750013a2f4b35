/// Values skipped (unknown keys, repeated keys after the first), checked only as far as
/// JSONDecoder's scanner checks them.
extension JSONCursor {
    /// Skips one value inside `depth` containers, checking only what JSONDecoder's scanner
    /// checks of a value it does not decode. Iterative, so deep nesting costs no stack.
    mutating func skipValue(depth: Int) throws(JSONProblem) {
        // Open containers, innermost last: true for an object.
        var open: [Bool] = []
        while true {
            // A value.
            let byte = peekPastWhitespace()
            guard offset < count else { throw unexpected("expected a value") }
            switch byte {
            case 0x22:
                try skipString()
            case 0x7B, 0x5B:
                guard depth + open.count < Self.maximumDepth else {
                    throw problem("more than \(Self.maximumDepth) nested arrays and objects")
                }
                offset += 1
                let isObject = byte == 0x7B
                let close: UInt8 = isObject ? 0x7D : 0x5D
                if peekPastWhitespace() == close, offset < count {
                    offset += 1
                } else {
                    open.append(isObject)
                    if isObject { try skipKey() }
                    continue
                }
            case 0x74: try literal("true")
            case 0x66: try literal("false")
            case 0x6E: try literal("null")
            case 0x2D, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39:
                offset += 1
                while offset < count {
                    let next = bytes[offset]
                    guard (next >= 0x30 && next <= 0x39) || next == 0x2E || next == 0x2B || next == 0x2D || next == 0x65 || next == 0x45 else { break }
                    offset += 1
                }
            default:
                throw unexpected("expected a value")
            }
            // After a value: close what ends here.
            while let isObject = open.last {
                let close: UInt8 = isObject ? 0x7D : 0x5D
                let next = peekPastWhitespace()
                guard offset < count else { throw unexpected(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
                if next == 0x2C {
                    offset += 1
                    if peekPastWhitespace() == close, offset < count {
                        offset += 1
                        open.removeLast()
                        continue
                    }
                    if isObject { try skipKey() }
                    break
                }
                guard next == close else { throw unexpected(isObject ? "expected ',' or '}'" : "expected ',' or ']'") }
                offset += 1
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    /// Skips a key and its colon in a skipped object.
    mutating func skipKey() throws(JSONProblem) {
        guard peekPastWhitespace() == 0x22, offset < count else { throw unexpected("expected a key string") }
        try skipString()
        try expect(0x3A, "':' after a key")
    }

    /// Skips the string at the cursor's `"`: to the next quote not escaped, a `\u` followed by
    /// four bytes that are not quotes.
    mutating func skipString() throws(JSONProblem) {
        let p = bytes
        let n = count
        var i = offset + 1
        while i < n {
            let byte = p[i]
            if byte == 0x22 {
                offset = i + 1
                return
            }
            if byte == 0x5C {
                guard i + 1 < n else { break }
                if p[i + 1] == 0x75 {
                    guard i + 6 <= n else { break }
                    if p[i + 2] == 0x22 || p[i + 3] == 0x22 || p[i + 4] == 0x22 || p[i + 5] == 0x22 {
                        offset = i
                        throw problem("expected four hex digits after \\u")
                    }
                    i += 6
                } else {
                    i += 2
                }
                continue
            }
            i += 1
        }
        offset = n
        throw problem("expected '\"' to end the string, but the document ends")
    }
}
