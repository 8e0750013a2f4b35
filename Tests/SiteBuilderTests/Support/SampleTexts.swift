import Foundation
import Testing

/// Texts of every kind the site escapes and indexes, for comparing the byte fast paths with
/// their scalar definitions.
enum SampleTexts {
    /// Short texts: ASCII prose and code, Latin with accents, Cyrillic, Chinese and Japanese,
    /// emoji (with joiners, skin tones and flags), combining marks, control characters, other
    /// spaces and punctuation, scripts of other kinds, and the empty string.
    static let kinds: [String] = [
        "",
        " ",
        "withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isOn.toggle() }",
        "HTTPRequest URLSession iOS17 scaleEffect_x a1B2c __init__ _ __ A AB aB Ab",
        "matchedGeometryEffect(id: \"card\", in: namespace)",
        "Über Änderung café naïve Straße İstanbul ǅemal ﬁnal",
        "Анимацията се интерполира между стойностите; ПРУЖИНА и Пружина",
        "SwiftUI动画插值 の アニメーション カタカナ ひらがな 漢字",
        "emoji 🎉 family 👨‍👩‍👧‍👦 skin 👍🏽 flag 🇧🇬 keycap 1️⃣ mixed🎉word",
        "e\u{301}cole a\u{308}\u{304} \u{20DD}x Ё\u{301} 动\u{301}",
        "tab\tnew\nline\r\ncr\u{0}nul\u{7}bell\u{1B}[0mesc\u{7F}del\u{85}nel\u{2028}ls",
        "nbsp\u{A0}thin\u{2009}ideographic\u{3000}zwsp\u{200B}zwj\u{200D}bom\u{FEFF}",
        "１２３ ２０２４年 Ⅻ ½ ² ٣ ๓ 𝟘 𝒜𝒷",
        "العربية עברית हिन्दी ไทย 한국어 ελληνικά ΣΊΣΥΦΟΣ",
        "\u{10FFFF}\u{E000}\u{FFFD}\u{F900}\u{FAFF}\u{3040}\u{30FF}\u{3400}\u{4DBF}\u{9FFF}",
        "&<>\"'",
        "&amp; &lt; already escaped &#x27; &quot;",
    ]

    /// The characters some escaping rule replaces.
    static let specials: [Character] = ["&", "<", ">", "\"", "'"]

    /// Each kind of text with each special character inserted at every position, and a run of
    /// all of them at the start, in the middle and at the end.
    static var withSpecials: [String] {
        var texts: [String] = []
        for text in kinds {
            let characters = Array(text)
            for special in specials {
                for position in 0...characters.count {
                    var copy = characters
                    copy.insert(special, at: position)
                    texts.append(String(copy))
                }
            }
            let all = String(specials)
            let middle = characters.count / 2
            texts.append(all + text)
            texts.append(String(characters[..<middle]) + all + String(characters[middle...]))
            texts.append(text + all)
        }
        return texts
    }

    /// The Markdown source of every lesson of the course (`content/`, all languages).
    static func courseMarkdown() throws -> [String] {
        let content = TestPaths.root.appendingPathComponent("content")
        let enumerator = try #require(FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil))
        var texts: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "md" {
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        return texts
    }
}
