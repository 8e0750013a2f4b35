import Foundation

/// A read position in a JSON document's UTF-8 bytes, and the tokens read from there: structural
/// bytes, strings, numbers, literals, and whole values skipped.
///
/// It accepts exactly what Foundation's `JSONDecoder` (swift-foundation, Swift 6.3) accepts:
/// RFC 8259 JSON plus a trailing comma before `]` or `}`, at most 512 nested arrays and objects,
/// and, in values it skips (unknown keys, repeated keys after the first), only the shape its
/// scanner checks — a string's quotes and escapes' lengths, a number's characters, literals —
/// since it never decodes those.
///
/// Written to be fast without the optimiser too (`swift build` in debug, where the tool may
/// run): the byte loops work on local copies of an `UnsafePointer` and an index (pointer
/// subscripts are transparent, so inlined even then, unlike `Array`'s and
/// `UnsafeBufferPointer`'s), compare bytes with integer literals (no range patterns, no
/// `UInt8(ascii:)`), call nothing generic per byte, and hand numbers to `strtod` where they are
/// rather than building a `String`. The values of a track, most of a document, are read by one
/// function (``readRows(depth:nested:)``), since every call costs too.
struct JSONCursor {
    /// JSONDecoder's limit on nested arrays and objects, the document's own included.
    static let maximumDepth = 512

    let bytes: UnsafePointer<UInt8>
    let count: Int
    /// The next byte to read.
    var offset = 0
    /// Bytes of the string or number being read (escapes resolved; NUL-terminated for `strtod`).
    var scratch: UnsafeMutablePointer<UInt8>
    var scratchCapacity: Int
    /// Numbers of the row being read (``readRows(depth:nested:)``).
    var numbers: UnsafeMutablePointer<Double>
    var numbersCapacity: Int
    /// The last byte that cannot be part of a decimal number (`0-9 . + - e E`), or -1: `strtod`
    /// started before it stops at it at the latest, so it may read the document in place.
    let numberStop: Int
    /// Whether the C library reads a decimal point as `.` (the C locale), so that `strtod` reads
    /// JSON numbers; otherwise numbers go through `Double(String)`.
    let strtodReadsJSON: Bool

    /// A cursor at the start of `bytes`, which must outlive it; call ``release()`` when done.
    init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
        scratchCapacity = 64
        scratch = .allocate(capacity: scratchCapacity)
        numbersCapacity = 64
        numbers = .allocate(capacity: numbersCapacity)
        var stop = count - 1
        while stop >= 0, Self.isNumberByte(bytes[stop]) { stop -= 1 }
        numberStop = stop
        if let point = localeconv()?.pointee.decimal_point {
            strtodReadsJSON = point[0] == 0x2E && point[1] == 0
        } else {
            strtodReadsJSON = false
        }
    }

    /// A byte JSONDecoder's scanner takes as part of a number: `0-9 . + - e E`.
    static func isNumberByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte == 0x2E || byte == 0x2B || byte == 0x2D || byte == 0x65 || byte == 0x45
    }

    func release() {
        scratch.deallocate()
        numbers.deallocate()
    }

    func problem(_ expected: String) -> JSONProblem {
        JSONProblem(expected, at: offset)
    }

    /// `expected 'x'`, or `… but the document ends` at the end.
    func unexpected(_ expected: String) -> JSONProblem {
        if offset >= count { return JSONProblem("\(expected), but the document ends", at: offset) }
        let byte = bytes[offset]
        let found = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return JSONProblem("\(expected), found \(found)", at: offset)
    }

    // MARK: Structure

    /// Skips JSON whitespace (space, tab, line feed, carriage return) and returns the next byte,
    /// 0 at the end of the document (never a valid byte there: the caller reports it).
    @inline(__always)
    mutating func peekPastWhitespace() -> UInt8 {
        let p = bytes
        let n = count
        var i = offset
        while i < n {
            let byte = p[i]
            if byte <= 0x20 && (byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) {
                i += 1
                continue
            }
            offset = i
            return byte
        }
        offset = n
        return 0
    }

    /// Whether only whitespace is left.
    mutating func atEnd() -> Bool {
        _ = peekPastWhitespace()
        return offset == count
    }

    /// Reads `byte` after whitespace.
    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONProblem) {
        guard peekPastWhitespace() == byte, offset < count else { throw unexpected("expected \(what)") }
        offset += 1
    }

    /// Reads the `[` or `{` of a container opened inside `depth` others.
    mutating func open(_ byte: UInt8, depth: Int) throws(JSONProblem) {
        try expect(byte, byte == 0x5B ? "'['" : "'{'")
        guard depth < Self.maximumDepth else {
            offset -= 1
            throw problem("more than \(Self.maximumDepth) nested arrays and objects")
        }
    }

    /// After an array's `[`: true when the array is empty (its `]` read).
    mutating func arrayIsEmpty() -> Bool { reads(0x5D) }

    /// After an object's `{`: true when the object is empty (its `}` read).
    mutating func objectIsEmpty() -> Bool { reads(0x7D) }

    /// Reads `byte` if it comes next (after whitespace).
    mutating func reads(_ byte: UInt8) -> Bool {
        guard peekPastWhitespace() == byte, offset < count else { return false }
        offset += 1
        return true
    }

    /// After an element: true when another follows (its `,` read), false at the `]` (read),
    /// which may follow a trailing comma as JSONDecoder allows.
    mutating func nextElement() throws(JSONProblem) -> Bool {
        try next(closing: 0x5D, "expected ',' or ']' after an array element")
    }

    /// After a member's value: true when another member follows (its `,` read), false at the
    /// `}` (read), which may follow a trailing comma.
    mutating func nextMember() throws(JSONProblem) -> Bool {
        try next(closing: 0x7D, "expected ',' or '}' after an object member")
    }

    mutating func next(closing: UInt8, _ expected: StaticString) throws(JSONProblem) -> Bool {
        if reads(0x2C) { return !reads(closing) }
        if reads(closing) { return false }
        throw unexpected("\(expected)")
    }

    /// Reads `null` if it comes next (after whitespace).
    mutating func readNull() throws(JSONProblem) -> Bool {
        guard peekPastWhitespace() == 0x6E, offset < count else { return false }
        try literal("null")
        return true
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws(JSONProblem) -> Bool {
        let byte = peekPastWhitespace()
        guard offset < count, byte == 0x74 || byte == 0x66 else { throw unexpected("expected true or false") }
        try literal(byte == 0x74 ? "true" : "false")
        return byte == 0x74
    }

    /// Reads `word` (a literal) exactly.
    mutating func literal(_ word: StaticString) throws(JSONProblem) {
        let length = word.utf8CodeUnitCount
        let start = word.utf8Start
        for index in 0..<length where offset + index >= count || bytes[offset + index] != start[index] {
            offset += index
            throw unexpected("expected '\(word)'")
        }
        offset += length
    }
}
