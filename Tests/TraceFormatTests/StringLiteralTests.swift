import Testing
@testable import TraceFormat

/// The two string-literal escapers: JSON's and Swift's share quotes, backslashes and named
/// escapes, and differ in how a character is written by its number and whether DEL is.
@Suite struct StringLiteralTests {
    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONText.string("") == "\"\"")
        #expect(JSONText.string("plain ünïcode 中文 🙂") == "\"plain ünïcode 中文 🙂\"")
        #expect(JSONText.string("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JSONText.string("1\n2\r3\t4") == "\"1\\n2\\r3\\t4\"")
        #expect(JSONText.string("\u{0}\u{1B}\u{1F}") == "\"\\u0000\\u001b\\u001f\"")
        #expect(JSONText.string("\u{7F}\u{2028}") == "\"\u{7F}\u{2028}\"")
        #expect(JSONText.string("/") == "\"/\"")
    }

    @Test func swiftWritesCharactersByNumberItsOwnWay() {
        #expect(SwiftText.stringLiteral("Logo") == "\"Logo\"")
        #expect(SwiftText.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(SwiftText.stringLiteral("1\n2\r3\t4") == "\"1\\n2\\r3\\t4\"")
        #expect(SwiftText.stringLiteral("\u{0}\u{1B}\u{7F}") == "\"\\u{0}\\u{1b}\\u{7f}\"")
        #expect(SwiftText.stringLiteral("ü 🙂") == "\"ü 🙂\"")
    }

    /// Every scalar below 0x80 and a few above, through both, against the rules written out.
    @Test func bothFollowTheirRulesOnEveryASCIICharacter() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(value)!
            let named: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
            let hex = String(value, radix: 16)
            let json = named[scalar] ?? (value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : String(scalar))
            let swift = named[scalar] ?? (value < 0x20 || value == 0x7F ? "\\u{\(hex)}" : String(scalar))
            #expect(JSONText.string(String(scalar)) == "\"\(json)\"", "\(value)")
            #expect(SwiftText.stringLiteral(String(scalar)) == "\"\(swift)\"", "\(value)")
        }
    }
}
