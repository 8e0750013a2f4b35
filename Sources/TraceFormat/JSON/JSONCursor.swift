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
    private(set) var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity: Int
    /// Numbers of the row being read (``readRows(depth:nested:)``).
    private var numbers: UnsafeMutablePointer<Double>
    private var numbersCapacity: Int
    /// The last byte that cannot be part of a decimal number (`0-9 . + - e E`), or -1: `strtod`
    /// started before it stops at it at the latest, so it may read the document in place.
    private let numberStop: Int
    /// Whether the C library reads a decimal point as `.` (the C locale), so that `strtod` reads
    /// JSON numbers; otherwise numbers go through `Double(String)`.
    private let strtodReadsJSON: Bool

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
    private mutating func reads(_ byte: UInt8) -> Bool {
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

    private mutating func next(closing: UInt8, _ expected: StaticString) throws(JSONProblem) -> Bool {
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
    private mutating func literal(_ word: StaticString) throws(JSONProblem) {
        let length = word.utf8CodeUnitCount
        let start = word.utf8Start
        for index in 0..<length where offset + index >= count || bytes[offset + index] != start[index] {
            offset += index
            throw unexpected("expected '\(word)'")
        }
        offset += length
    }

    // MARK: Strings

    /// Reads a member's key (validated as a decoded string is) into ``scratch``; returns its
    /// length in bytes.
    mutating func readKey() throws(JSONProblem) -> Int {
        guard peekPastWhitespace() == 0x22, offset < count else { throw unexpected("expected a key string") }
        let length = try readStringBytes()
        try expect(0x3A, "':' after a key")
        return length
    }

    /// Whether the key in ``scratch`` of `length` bytes is `name`.
    @inline(__always)
    func key(_ length: Int, is name: StaticString) -> Bool {
        length == name.utf8CodeUnitCount && memcmp(scratch, name.utf8Start, length) == 0
    }

    /// Reads a string value: escapes resolved, UTF-8 validated.
    mutating func readString() throws(JSONProblem) -> String {
        guard peekPastWhitespace() == 0x22, offset < count else { throw unexpected("expected a string") }
        let length = try readStringBytes()
        return String(decoding: UnsafeBufferPointer(start: scratch, count: length), as: UTF8.self)
    }

    /// Reads the string at the cursor's `"` into ``scratch``, escapes resolved, and checks it
    /// as JSONDecoder checks a string it decodes: no unescaped control character, escapes of
    /// RFC 8259 only, `\u` surrogates in pairs, valid UTF-8. Returns its length in bytes.
    private mutating func readStringBytes() throws(JSONProblem) -> Int {
        let p = bytes
        let n = count
        var i = offset + 1
        var length = 0
        var ascii = true
        while true {
            // A run of plain bytes, copied at once.
            let runStart = i
            while i < n {
                let byte = p[i]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
                if byte >= 0x80 { ascii = false }
                i += 1
            }
            let run = i - runStart
            if run > 0 {
                reserveScratch(length + run + 4)
                memcpy(scratch + length, p + runStart, run)
                length += run
            }
            guard i < n else {
                offset = i
                throw problem("expected '\"' to end the string, but the document ends")
            }
            let byte = p[i]
            if byte == 0x22 { break }
            if byte < 0x20 {
                offset = i
                throw problem("expected an escape for control character 0x\(String(byte, radix: 16)) in a string")
            }
            // A backslash.
            guard i + 1 < n else {
                offset = i
                throw problem("expected an escaped character after '\\', but the document ends")
            }
            reserveScratch(length + 4)
            let escaped = p[i + 1]
            var replacement: UInt8 = 0
            switch escaped {
            case 0x22: replacement = 0x22
            case 0x5C: replacement = 0x5C
            case 0x2F: replacement = 0x2F
            case 0x62: replacement = 0x08
            case 0x66: replacement = 0x0C
            case 0x6E: replacement = 0x0A
            case 0x72: replacement = 0x0D
            case 0x74: replacement = 0x09
            case 0x75:
                offset = i
                let scalar = try readUnicodeEscape()
                i = offset
                length += encode(scalar, at: length)
                if scalar >= 0x80 { ascii = false }
                continue
            default:
                offset = i
                throw problem("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after a backslash")
            }
            scratch[length] = replacement
            length += 1
            i += 2
        }
        offset = i + 1
        if !ascii, String(validating: UnsafeBufferPointer(start: scratch, count: length), as: UTF8.self) == nil {
            offset = i
            throw problem("expected valid UTF-8 in the string ending")
        }
        return length
    }

    /// Reads `\uXXXX` at the cursor's backslash, or a surrogate pair of them; returns the
    /// scalar's value.
    private mutating func readUnicodeEscape() throws(JSONProblem) -> UInt32 {
        let first = try hexEscape()
        if first >= 0xDC00 && first <= 0xDFFF {
            offset -= 6
            throw problem("expected a high surrogate before the low surrogate \\u\(String(first, radix: 16))")
        }
        guard first >= 0xD800 && first <= 0xDBFF else { return first }
        guard offset + 1 < count, bytes[offset] == 0x5C, bytes[offset + 1] == 0x75 else {
            throw problem("expected a \\u low surrogate after the high surrogate \\u\(String(first, radix: 16))")
        }
        let second = try hexEscape()
        guard second >= 0xDC00 && second <= 0xDFFF else {
            offset -= 6
            throw problem("expected a low surrogate after the high surrogate \\u\(String(first, radix: 16))")
        }
        return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }

    /// Reads one `\uXXXX` at the cursor's backslash.
    private mutating func hexEscape() throws(JSONProblem) -> UInt32 {
        guard offset + 6 <= count else {
            offset = count
            throw problem("expected four hex digits after \\u, but the document ends")
        }
        var value: UInt32 = 0
        for index in 2..<6 {
            let byte = bytes[offset + index]
            var digit: UInt8
            if byte >= 0x30 && byte <= 0x39 {
                digit = byte - 0x30
            } else if byte >= 0x41 && byte <= 0x46 {
                digit = byte - 0x41 + 10
            } else if byte >= 0x61 && byte <= 0x66 {
                digit = byte - 0x61 + 10
            } else {
                offset += index
                throw unexpected("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
        }
        offset += 6
        return value
    }

    /// Writes `scalar` as UTF-8 into ``scratch`` at `index` (room reserved); returns its length.
    private func encode(_ scalar: UInt32, at index: Int) -> Int {
        let out = scratch + index
        if scalar < 0x80 {
            out[0] = UInt8(scalar)
            return 1
        }
        if scalar < 0x800 {
            out[0] = UInt8(0xC0 | scalar >> 6)
            out[1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        }
        if scalar < 0x10000 {
            out[0] = UInt8(0xE0 | scalar >> 12)
            out[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
            out[2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        }
        out[0] = UInt8(0xF0 | scalar >> 18)
        out[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
        out[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
        out[3] = UInt8(0x80 | scalar & 0x3F)
        return 4
    }

    private mutating func reserveScratch(_ capacity: Int) {
        guard capacity > scratchCapacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, scratchCapacity * 2))
        larger.update(from: scratch, count: scratchCapacity)
        scratch.deallocate()
        scratch = larger
        scratchCapacity = max(capacity, scratchCapacity * 2)
    }

    // MARK: Numbers

    /// A number's bytes, checked against JSON's grammar.
    struct NumberToken {
        var start: Int
        var end: Int
        /// No fraction and no exponent.
        var isInteger: Bool
        /// A digit 1–9 before any exponent.
        var hasNonzeroDigit: Bool
        var hasExponent: Bool
    }

    /// Reads a number: `-`, then `0` or digits not starting with 0, then `.` and digits, then
    /// `e` or `E`, a sign and digits. The bytes JSONDecoder's scanner takes for the number (it
    /// runs on over `0-9 . + - e E`) must all belong to it.
    mutating func readNumberToken() throws(JSONProblem) -> NumberToken {
        _ = peekPastWhitespace()
        let p = bytes
        let n = count
        let start = offset
        var i = start
        var isInteger = true
        var nonzero = false
        if i < n && p[i] == 0x2D { i += 1 }
        guard i < n else {
            offset = i
            throw unexpected(i == start ? "expected a number" : "expected a digit after '-'")
        }
        let first = p[i]
        if first == 0x30 {
            i += 1
        } else if first >= 0x31 && first <= 0x39 {
            nonzero = true
            i += 1
            while i < n && p[i] >= 0x30 && p[i] <= 0x39 { i += 1 }
        } else {
            offset = i
            throw unexpected(i == start ? "expected a number" : "expected a digit after '-'")
        }
        if i < n && p[i] == 0x2E {
            isInteger = false
            i += 1
            guard i < n && p[i] >= 0x30 && p[i] <= 0x39 else {
                offset = i
                throw unexpected("expected a digit after the decimal point")
            }
            while i < n && p[i] >= 0x30 && p[i] <= 0x39 {
                if p[i] != 0x30 { nonzero = true }
                i += 1
            }
        }
        var hasExponent = false
        if i < n && (p[i] == 0x65 || p[i] == 0x45) {
            isInteger = false
            hasExponent = true
            i += 1
            if i < n && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
            guard i < n && p[i] >= 0x30 && p[i] <= 0x39 else {
                offset = i
                throw unexpected("expected a digit in the exponent")
            }
            while i < n && p[i] >= 0x30 && p[i] <= 0x39 { i += 1 }
        }
        if i < n {
            let next = p[i]
            if (next >= 0x30 && next <= 0x39) || next == 0x2E || next == 0x2B || next == 0x2D || next == 0x65 || next == 0x45 {
                offset = i
                throw unexpected("expected the end of the number")
            }
        }
        offset = i
        return NumberToken(start: start, end: i, isInteger: isInteger, hasNonzeroDigit: nonzero, hasExponent: hasExponent)
    }

    /// Reads a number as a `Double`, correctly rounded (`strtod`, as JSONDecoder), or one of the
    /// strings `nonFinite` names (`"inf"`, `"-inf"`, `"nan"`, written exactly, without escapes).
    /// A number too large for a Double, or too small to be anything but 0, is an error, as in
    /// JSONDecoder.
    mutating func readDouble() throws(JSONProblem) -> Double {
        let byte = peekPastWhitespace()
        if byte == 0x22, offset < count { return try readNonFinite() }
        let token = try readNumberToken()
        return try value(of: token)
    }

    /// The value of a number read by ``readNumberToken()``.
    func value(of token: NumberToken) throws(JSONProblem) -> Double {
        let length = token.end - token.start
        var value: Double
        if strtodReadsJSON && length < 64 {
            // 64 bytes of scratch always exist; the copy ends with NUL, so strtod stops there.
            memcpy(scratch, bytes + token.start, length)
            scratch[length] = 0
            let text = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: CChar.self)
            var end: UnsafeMutablePointer<CChar>? = nil
            value = strtod(text, &end)
            if end != text + length { value = .nan }
        } else {
            value = Double(String(decoding: UnsafeBufferPointer(start: bytes + token.start, count: length), as: UTF8.self)) ?? .nan
        }
        guard value.isFinite else {
            throw JSONProblem("expected a number within Double's range", at: token.start)
        }
        guard value != 0 || isZero(token) else {
            throw JSONProblem("expected a number that is not too small for a Double", at: token.start)
        }
        return value
    }

    /// Whether JSONDecoder takes a number that `strtod` read as 0 for a true zero rather than
    /// one too small for a Double (which it rejects). Without an exponent: when it has no digit
    /// 1–9. With one, its rule (swift-foundation 6.3, `isTrueZero`) is followed to the letter:
    /// the bytes are looked at four at a time from the start, then the last `count % 4` from the
    /// end backwards, and the first digit 1–9 (not zero) or `e`/`E` (zero) decides. So `0e5` is
    /// rejected while `0E-5` and `0e15` are zero.
    func isZero(_ token: NumberToken) -> Bool {
        guard token.hasExponent else { return !token.hasNonzeroDigit }
        let whole = token.start + (token.end - token.start) / 4 * 4
        var index = token.start
        while index < whole {
            if bytes[index] >= 0x31 && bytes[index] <= 0x39 { return false }
            if bytes[index] == 0x65 || bytes[index] == 0x45 { return true }
            index += 1
        }
        index = token.end - 1
        while index >= whole {
            if bytes[index] >= 0x31 && bytes[index] <= 0x39 { return false }
            if bytes[index] == 0x65 || bytes[index] == 0x45 { return true }
            index -= 1
        }
        return true
    }

    private mutating func readNonFinite() throws(JSONProblem) -> Double {
        let start = offset
        let p = bytes + start
        if start + 5 <= count, p[1] == 0x69, p[2] == 0x6E, p[3] == 0x66, p[4] == 0x22 {
            offset += 5
            return .infinity
        }
        if start + 6 <= count, p[1] == 0x2D, p[2] == 0x69, p[3] == 0x6E, p[4] == 0x66, p[5] == 0x22 {
            offset += 6
            return -.infinity
        }
        if start + 5 <= count, p[1] == 0x6E, p[2] == 0x61, p[3] == 0x6E, p[4] == 0x22 {
            offset += 5
            return .nan
        }
        // Any other string is the wrong type, once it is a well-formed token.
        try skipValue(depth: 0)
        throw JSONProblem("expected a number (or \"inf\", \"-inf\", \"nan\"), found a string", at: start)
    }

    /// Reads an array of numbers (``readDouble()`` each) opened inside `depth` containers.
    mutating func readNumbers(depth: Int) throws(JSONProblem) -> [Double] {
        try readRows(depth: depth, nested: false)[0]
    }

    /// Reads an array of arrays of numbers (a track's values, one row per frame) opened inside
    /// `depth` containers, or with `nested` false one array of numbers (returned as one row).
    ///
    /// All of it is one loop in one function that calls nothing per number but `strtod` and
    /// `memchr`: without the optimiser every call costs, and so does every local variable of a
    /// function called (each is zeroed on entry, one `memset` apiece), and every byte looked at
    /// in Swift takes dozens of instructions; hence one function, locals declared once, the
    /// bytes of a number scanned by strtod, and no call of ``readDouble()`` or
    /// ``nextElement()`` but on the slow path.
    mutating func readRows(depth: Int, nested: Bool) throws(JSONProblem) -> [[Double]] {
        try open(0x5B, depth: depth)
        let p = bytes
        let n = count
        var rows: [[Double]] = []
        var i = offset
        var filled = 0
        var start = 0
        var digits = 0
        var fast = true
        var inRow = !nested
        var cursor = UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self)
        var end: UnsafeMutablePointer<CChar>? = nil
        while i < n && p[i] <= 0x20 && (p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09) { i += 1 }
        if i < n && p[i] == 0x5D {
            offset = i + 1
            return nested ? [] : [[]]
        }
        while true {
            if !inRow {
                // A row's '[' (open(_:depth:) only to say what is wrong).
                if i < n && p[i] == 0x5B && depth + 1 < Self.maximumDepth {
                    i += 1
                } else {
                    offset = i
                    do { try open(0x5B, depth: depth + 1) } catch { throw error.inside(index: rows.count) }
                    i = offset
                }
                inRow = true
                while i < n && p[i] <= 0x20 && (p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09) { i += 1 }
                if i < n && p[i] == 0x5D {
                    i += 1
                    rows.append([])
                    inRow = false
                }
            }
            if inRow {
                // A number, into `numbers`, where the row's `filled` so far are.
                if filled == numbersCapacity { growNumbers() }
                while i < n && p[i] <= 0x20 && (p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09) { i += 1 }
                start = i
                // strtod reads the number where it is and finds its end (C scans bytes much
                // faster than unoptimised Swift); then what JSON allows and strtod also takes is
                // ruled out. The first byte must be a digit (after a '-'), so strtod reads a
                // decimal number, never hex, "inf" or "nan", and stops before `numberStop`,
                // within the bytes. Anything else — a string "inf", "-inf", "nan", an error,
                // a zero other than `0` (JSONDecoder's rule for zeros, isZero(_:)), a locale
                // strtod cannot read — goes the slow way, through readDouble().
                digits = i < numberStop && p[i] == 0x2D ? i + 1 : i
                fast = strtodReadsJSON && digits < numberStop && p[digits] &- 0x30 < 10
                    && !(p[digits] == 0x30 && (p[digits + 1] &- 0x30 < 10 || p[digits + 1] | 0x20 == 0x78))
                if fast {
                    cursor = UnsafeRawPointer(p + start).assumingMemoryBound(to: CChar.self)
                    numbers[filled] = strtod(cursor, &end)
                    i = start + (Int(bitPattern: end) - Int(bitPattern: cursor))
                    // Bytes strtod took that JSON does not: a point without digits after it
                    // (`1.`, `1.e5`); digits after a leading zero were ruled out above. A byte
                    // JSONDecoder's scanner would take as part of the number must not follow.
                    fast = i > digits && (p[i] == 0x2C || p[i] == 0x5D || !Self.isNumberByte(p[i]))
                        && p[i - 1] != 0x2E && numbers[filled].isFinite && (numbers[filled] != 0 || i == digits + 1)
                    if fast, let point = memchr(p + start, 0x2E, i - start) {
                        fast = point.load(fromByteOffset: 1, as: UInt8.self) &- 0x30 < 10
                    }
                }
                if !fast {
                    offset = start
                    do { numbers[filled] = try readDouble() } catch { throw rowProblem(error, rows.count, filled, nested) }
                    i = offset
                }
                filled += 1
            }
            // After a number in a row, or after a row: ',' and the next, or ']' (after a
            // trailing comma too), which may close the row and then the array.
            while true {
                while i < n && p[i] <= 0x20 && (p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09) { i += 1 }
                if i < n && p[i] == 0x2C {
                    i += 1
                    while i < n && p[i] <= 0x20 && (p[i] == 0x20 || p[i] == 0x0A || p[i] == 0x0D || p[i] == 0x09) { i += 1 }
                    if !(i < n && p[i] == 0x5D) { break }
                } else if !(i < n && p[i] == 0x5D) {
                    offset = i
                    let problem = unexpected("expected ',' or ']' after an array element")
                    throw inRow ? rowProblem(problem, rows.count, filled - 1, nested) : problem.inside(index: rows.count - 1)
                }
                i += 1
                guard inRow else {
                    offset = i
                    return rows
                }
                // Rows of up to four numbers (every track's) as array literals, which without
                // the optimiser cost a fraction of Array's generic initialiser from a buffer.
                switch filled {
                case 1: rows.append([numbers[0]])
                case 2: rows.append([numbers[0], numbers[1]])
                case 3: rows.append([numbers[0], numbers[1], numbers[2]])
                case 4: rows.append([numbers[0], numbers[1], numbers[2], numbers[3]])
                default: rows.append(Array(UnsafeBufferPointer(start: numbers, count: filled)))
                }
                filled = 0
                inRow = false
                if !nested {
                    offset = i
                    return rows
                }
            }
        }
    }

    /// A problem with element `element` of row `row` (of the only row unless `nested`).
    private func rowProblem(_ problem: JSONProblem, _ row: Int, _ element: Int, _ nested: Bool) -> JSONProblem {
        nested ? problem.inside(index: element).inside(index: row) : problem.inside(index: element)
    }

    private mutating func growNumbers() {
        let larger = UnsafeMutablePointer<Double>.allocate(capacity: numbersCapacity * 2)
        larger.update(from: numbers, count: numbersCapacity)
        numbers.deallocate()
        numbers = larger
        numbersCapacity *= 2
    }

    /// Reads an integer as JSONDecoder reads an `Int`: digits directly; a fraction or an
    /// exponent (`30.0`, `3e1`) through JSONDecoder itself, whose rules for them (exactly
    /// integral below 2^53, else through `Decimal`) are its own.
    mutating func readInt() throws(JSONProblem) -> Int {
        let token = try readNumberToken()
        if token.isInteger {
            var i = token.start
            let negative = bytes[i] == 0x2D
            if negative { i += 1 }
            var value = 0
            var overflow = false
            while i < token.end {
                let digit = Int(bytes[i] - 0x30)
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
                if o1 || o2 {
                    overflow = true
                    break
                }
                value = next
                i += 1
            }
            if !overflow { return value }
        }
        let text = Data(UnsafeBufferPointer(start: bytes + token.start, count: token.end - token.start))
        guard let value = try? JSONDecoder().decode(Int.self, from: text) else {
            throw JSONProblem("expected an integer within Int's range", at: token.start)
        }
        return value
    }

    // MARK: Skipping

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
    private mutating func skipKey() throws(JSONProblem) {
        guard peekPastWhitespace() == 0x22, offset < count else { throw unexpected("expected a key string") }
        try skipString()
        try expect(0x3A, "':' after a key")
    }

    /// Skips the string at the cursor's `"`: to the next quote not escaped, a `\u` followed by
    /// four bytes that are not quotes.
    private mutating func skipString() throws(JSONProblem) {
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
