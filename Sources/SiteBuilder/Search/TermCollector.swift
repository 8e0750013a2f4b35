/// One pass of ``SearchTokenizer/terms(_:splittingCamelCase:)`` over a text's UTF-8 bytes.
/// A word is a range of the bytes; a word of ASCII bytes only is lower-cased and split at camel
/// case from its bytes, without building scalars or looking up Unicode properties; any other
/// word, and every CJK run, takes the Unicode rules of ``SearchTokenizer``.
struct TermCollector {
    let bytes: UnsafeBufferPointer<UInt8>
    let splittingCamelCase: Bool
    private(set) var terms: [String] = []
    /// Where the current word starts, or nil between words.
    private var wordStart: Int?
    /// Whether the current word has a byte of 0x80 or more (a scalar outside ASCII).
    private var wordIsASCII = true
    private var cjk: [Unicode.Scalar] = []

    init(bytes: UnsafeBufferPointer<UInt8>, splittingCamelCase: Bool) {
        self.bytes = bytes
        self.splittingCamelCase = splittingCamelCase
    }

    mutating func scan() {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if Self.isASCIIWordByte(byte) {
                    flushCJK()
                    if wordStart == nil { wordStart = index }
                } else {
                    flushWord(end: index)
                    flushCJK()
                }
                index += 1
                continue
            }
            let (scalar, length) = Self.decode(bytes, at: index)
            if SearchTokenizer.isCJK(scalar) {
                flushWord(end: index)
                cjk.append(scalar)
            } else if SearchTokenizer.isWordCharacter(scalar) {
                flushCJK()
                if wordStart == nil { wordStart = index }
                wordIsASCII = false
            } else {
                flushWord(end: index)
                flushCJK()
            }
            index += length
        }
        flushWord(end: bytes.count)
        flushCJK()
    }

    /// `A`–`Z`, `a`–`z`, `0`–`9`, `_`: the only ASCII scalars that are letters, marks or numbers.
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    static func isASCIIUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// The scalar whose UTF-8 sequence starts at `index` (the bytes are a Swift string's, so
    /// valid UTF-8), and the sequence's length.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
        let value: UInt32, length: Int
        if lead < 0xE0 {
            (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
        } else if lead < 0xF0 {
            (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        } else {
            (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value)!, length)
    }

    private mutating func flushWord(end: Int) {
        guard let start = wordStart else { return }
        wordStart = nil
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if wordIsASCII {
            terms.append(Self.lowercasedASCII(word))
            if splittingCamelCase { appendASCIICamelCaseParts(word) }
        } else {
            wordIsASCII = true
            let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            SearchTokenizer.appendWord(scalars, splittingCamelCase: splittingCamelCase, to: &terms)
        }
    }

    private mutating func flushCJK() {
        guard !cjk.isEmpty else { return }
        SearchTokenizer.appendCJK(cjk, to: &terms)
        cjk.removeAll(keepingCapacity: true)
    }

    /// ``SearchTokenizer/camelCaseParts(_:)`` for an ASCII word: a part ends before an upper-case
    /// letter that follows a byte that is not one, and at `_` (which belongs to no part); the
    /// parts are added only when there are more than one.
    private mutating func appendASCIICamelCaseParts(_ word: UnsafeBufferPointer<UInt8>) {
        var parts: [Range<Int>] = []
        var partStart: Int?
        for (index, byte) in word.enumerated() {
            if Self.isASCIIUppercase(byte), let start = partStart, !Self.isASCIIUppercase(word[index - 1]) {
                parts.append(start..<index)
                partStart = nil
            }
            if byte == UInt8(ascii: "_") {
                if let start = partStart { parts.append(start..<index) }
                partStart = nil
                continue
            }
            if partStart == nil { partStart = index }
        }
        if let start = partStart { parts.append(start..<word.count) }
        guard parts.count > 1 else { return }
        for part in parts { terms.append(Self.lowercasedASCII(UnsafeBufferPointer(rebasing: word[part]))) }
    }

    /// The ASCII bytes as a string with `A`–`Z` lower-cased (all `String.lowercased()` changes in ASCII).
    static func lowercasedASCII(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for (index, byte) in word.enumerated() {
                buffer[index] = isASCIIUppercase(byte) ? byte | 0x20 : byte
            }
            return word.count
        }
    }
}
