/// The info string of a fenced code block, split by the grammar `LANGUAGE [ROLE] [key=value ...]`.
/// Values may be double-quoted (`title="a b"`, with `\"` and `\\` escapes).
public struct FenceInfo: Hashable, Sendable {
    /// One `key=value` pair with the byte offsets of key and value within the info string.
    public struct Attribute: Hashable, Sendable {
        public var key: String
        public var value: String
        public var keyOffset: Int
        public var valueOffset: Int
    }

    /// One whitespace-separated word that is not a `key=value` pair.
    public struct Word: Hashable, Sendable {
        public var text: String
        public var offset: Int
    }

    public var language: String
    /// The words after the language that are not attributes (normally at most one: the role).
    public var words: [Word]
    public var attributes: [Attribute]
    /// A quoted value that never closed, at this byte offset.
    public var unterminatedQuoteOffset: Int?

    public init(_ info: String) {
        language = ""
        words = []
        attributes = []
        unterminatedQuoteOffset = nil
        let bytes = Array(info.utf8)
        var index = 0
        var isFirst = true
        while index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            guard index < bytes.count else { break }
            let start = index
            var text: [UInt8] = []
            var equalsAt: Int?
            var valueOffset = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "="), equalsAt == nil {
                    equalsAt = text.count
                    text.append(byte)
                    index += 1
                    valueOffset = index
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        index += 1
                        var closed = false
                        while index < bytes.count {
                            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                                text.append(bytes[index + 1])
                                index += 2
                            } else if bytes[index] == UInt8(ascii: "\"") {
                                index += 1
                                closed = true
                                break
                            } else {
                                text.append(bytes[index])
                                index += 1
                            }
                        }
                        if !closed { unterminatedQuoteOffset = valueOffset }
                    }
                    continue
                }
                text.append(byte)
                index += 1
            }
            let word = String(decoding: text, as: UTF8.self)
            if isFirst {
                language = word
                isFirst = false
            } else if let equalsAt {
                attributes.append(Attribute(
                    key: String(decoding: text[..<equalsAt], as: UTF8.self),
                    value: String(decoding: text[(equalsAt + 1)...], as: UTF8.self),
                    keyOffset: start, valueOffset: valueOffset))
            } else {
                words.append(Word(text: word, offset: start))
            }
        }
    }

    /// The role: the first word after the language, if any.
    public var role: Word? { words.first }

    /// The value of `key`, if given (the first one when repeated).
    public subscript(key: String) -> String? { attributes.first { $0.key == key }?.value }
}
