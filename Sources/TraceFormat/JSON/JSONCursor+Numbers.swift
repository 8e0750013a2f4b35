import Foundation

/// Numbers: JSON's grammar checked, read by `strtod` as JSONDecoder reads them, and a track's
/// values read in one loop.
extension JSONCursor {
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

    mutating func readNonFinite() throws(JSONProblem) -> Double {
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
    func rowProblem(_ problem: JSONProblem, _ row: Int, _ element: Int, _ nested: Bool) -> JSONProblem {
        nested ? problem.inside(index: element).inside(index: row) : problem.inside(index: element)
    }

    mutating func growNumbers() {
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
}
