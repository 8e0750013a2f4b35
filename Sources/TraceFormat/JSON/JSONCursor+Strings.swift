import Foundation

/// Strings: read with escapes resolved and checked as JSONDecoder checks a string it decodes.
extension JSONCursor {
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
    mutating func readStringBytes() throws(JSONProblem) -> Int {
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
    mutating func readUnicodeEscape() throws(JSONProblem) -> UInt32 {
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
    mutating func hexEscape() throws(JSONProblem) -> UInt32 {
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
    func encode(_ scalar: UInt32, at index: Int) -> Int {
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

    mutating func reserveScratch(_ capacity: Int) {
        guard capacity > scratchCapacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, scratchCapacity * 2))
        larger.update(from: scratch, count: scratchCapacity)
        scratch.deallocate()
        scratch = larger
        scratchCapacity = max(capacity, scratchCapacity * 2)
    }
}
