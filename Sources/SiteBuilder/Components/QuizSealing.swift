import TraceFormat

/// What a quiz question reveals once it is answered — which choices are right, or a numeric
/// answer's value and tolerance, and the markup of the answer with its explanation — kept out of
/// the page's plain text: the JSON of it, as UTF-8 bytes XORed with a keystream that depends
/// only on the quiz id and the question's index, then base64. `motionbook.js` undoes it
/// (`unseal`) when the learner checks an answer.
///
/// This keeps honest learners honest: neither reading the HTML nor a screen reader walking the
/// attributes meets the answer. It is not security — anyone can run the page script's decoder.
/// The keystream is deterministic, so two builds of a page are byte-identical.
///
/// Keystream: the 32-bit FNV-1a hash of the UTF-8 bytes of `QUIZ-ID#INDEX` (index from 0) seeds
/// a 32-bit xorshift (shifts 13, 17, 5); each byte of the message is XORed with the top byte of
/// the next state. A zero seed (which xorshift never leaves) is replaced by the FNV offset basis.
enum QuizSealing {
    /// The sealed text of `json` for question `index` of quiz `quizID`.
    static func seal(_ json: String, quizID: String, index: Int) -> String {
        base64(xor(Array(json.utf8), key: key(quizID: quizID, index: index)))
    }

    /// The bytes back from ``seal(_:quizID:index:)``'s, or nil when `sealed` is not base64.
    static func unseal(_ sealed: String, quizID: String, index: Int) -> String? {
        guard let bytes = unbase64(sealed) else { return nil }
        return String(decoding: xor(bytes, key: key(quizID: quizID, index: index)), as: UTF8.self)
    }

    static func key(quizID: String, index: Int) -> String { "\(quizID)#\(index)" }

    /// `bytes` XORed with the keystream of `key` (its own inverse).
    static func xor(_ bytes: [UInt8], key: String) -> [UInt8] {
        var state: UInt32 = 2_166_136_261
        for byte in key.utf8 {
            state ^= UInt32(byte)
            state = state &* 16_777_619
        }
        if state == 0 { state = 2_166_136_261 }
        return bytes.map { byte in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return byte ^ UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with `=` padding (RFC 4648, section 4), what the browser's `atob` reads.
    static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                out.append(position <= count ? alphabet[Int((group >> UInt32(18 - 6 * position)) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func unbase64(_ text: String) -> [UInt8]? {
        var values: [UInt32] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            values.append(UInt32(value))
        }
        var out: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            guard chunk.count > 1 else { return nil }
            var group: UInt32 = 0
            for (position, value) in chunk.enumerated() { group |= value << UInt32(18 - 6 * position) }
            for position in 0..<(chunk.count - 1) { out.append(UInt8(truncatingIfNeeded: group >> UInt32(16 - 8 * position))) }
            index += 4
        }
        return out
    }
}
