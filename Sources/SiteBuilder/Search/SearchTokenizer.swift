/// Cuts text into search terms; `site/search.js` cuts queries by the same rules, so a query
/// term matches the terms of the index.
///
/// - Text is lower-cased (case folding for Cyrillic, Latin with umlauts, and code identifiers:
///   `matchedGeometryEffect` → `matchedgeometryeffect`).
/// - A run of word characters (Unicode letters, marks, digits and `_`, outside the CJK ranges)
///   is one term. At index time a camel-case name also gives its parts (`matched`,
///   `geometry`, `effect`), so that part of a name finds it too.
/// - Chinese and Japanese script has no spaces between words, so a run of CJK characters
///   (U+3040–U+30FF, U+3400–U+4DBF, U+4E00–U+9FFF, U+F900–U+FAFF) gives every single character
///   and every pair of neighbouring characters (bigrams). A query of several CJK characters
///   matches when all its bigrams do, which finds words without a dictionary.
///
/// ``terms(_:splittingCamelCase:)`` reads the text's UTF-8 bytes: an ASCII byte is classified,
/// lower-cased and split at camel case by its value alone (in ASCII the word characters are
/// exactly `A`–`Z`, `a`–`z`, `0`–`9` and `_`, and the upper-case letters exactly `A`–`Z`); a
/// word holding any other scalar goes through the Unicode rules of ``unicodeTerms(_:splittingCamelCase:)``,
/// which defines the result and which the tests compare it with.
public enum SearchTokenizer {
    public static func terms(_ text: String, splittingCamelCase: Bool = true) -> [String] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var collector = TermCollector(bytes: bytes, splittingCamelCase: splittingCamelCase)
            collector.scan()
            return collector.terms
        } ?? unicodeTerms(text, splittingCamelCase: splittingCamelCase)
    }

    /// The terms by Unicode scalar and property lookups only: the definition ``terms(_:splittingCamelCase:)``
    /// must match (and the benchmark's baseline).
    package static func unicodeTerms(_ text: String, splittingCamelCase: Bool = true) -> [String] {
        var terms: [String] = []
        var word: [Unicode.Scalar] = []
        var cjk: [Unicode.Scalar] = []
        func flushWord() {
            guard !word.isEmpty else { return }
            appendWord(word, splittingCamelCase: splittingCamelCase, to: &terms)
            word = []
        }
        func flushCJK() {
            appendCJK(cjk, to: &terms)
            cjk = []
        }
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                flushWord()
                cjk.append(scalar)
            } else if isWordCharacter(scalar) {
                flushCJK()
                word.append(scalar)
            } else {
                flushWord()
                flushCJK()
            }
        }
        flushWord()
        flushCJK()
        return terms
    }

    /// The terms of one word (by Unicode rules): the word lower-cased, then its camel-case parts.
    static func appendWord(_ word: [Unicode.Scalar], splittingCamelCase: Bool, to terms: inout [String]) {
        var text = ""
        text.unicodeScalars.append(contentsOf: word)
        terms.append(text.lowercased())
        if splittingCamelCase { terms += camelCaseParts(word) }
    }

    /// The terms of a run of CJK characters: each character, and each pair of neighbours.
    static func appendCJK(_ cjk: [Unicode.Scalar], to terms: inout [String]) {
        for (index, scalar) in cjk.enumerated() {
            terms.append(String(Character(scalar)))
            if index + 1 < cjk.count {
                var pair = ""
                pair.unicodeScalars.append(contentsOf: [scalar, cjk[index + 1]])
                terms.append(pair)
            }
        }
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true
        default: false
        }
    }

    /// Letters, marks and numbers of any script, and `_` (JavaScript: `[\p{L}\p{M}\p{N}_]`).
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The lower-cased parts of a camel-case name with more than one part (`scaleEffect` →
    /// `scale`, `effect`); nothing for a name of one part.
    static func camelCaseParts(_ word: [Unicode.Scalar]) -> [String] {
        var parts: [String] = []
        var current = ""
        for scalar in word {
            if scalar.properties.isUppercase, !current.isEmpty, current.unicodeScalars.last?.properties.isUppercase == false {
                parts.append(current.lowercased())
                current = ""
            }
            if scalar == "_" {
                if !current.isEmpty { parts.append(current.lowercased()) }
                current = ""
                continue
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { parts.append(current.lowercased()) }
        return parts.count > 1 ? parts : []
    }
}
