import SiteBuilder
import Testing

/// The byte path of ``SearchTokenizer`` gives exactly the terms of its Unicode definition.
@Suite struct TokenizerFastPathTests {
    func expectSame(_ text: String) {
        for splitting in [true, false] {
            #expect(
                SearchTokenizer.terms(text, splittingCamelCase: splitting)
                    == SearchTokenizer.unicodeTerms(text, splittingCamelCase: splitting), "\(text.debugDescription)")
        }
    }

    @Test func everyKindOfTextMatchesTheUnicodeDefinition() {
        for text in SampleTexts.kinds + SampleTexts.withSpecials { expectSame(text) }
    }

    @Test func theCourseMatchesTheUnicodeDefinition() throws {
        let lessons = try SampleTexts.courseMarkdown()
        #expect(lessons.count >= 45)
        for lesson in lessons {
            expectSame(lesson)
            for line in lesson.split(separator: "\n") { expectSame(String(line)) }
        }
    }

    /// The index tokenizes a section's parts one by one instead of joined by line breaks.
    @Test func partsGiveTheTermsOfTheirJoinedText() throws {
        for lesson in try SampleTexts.courseMarkdown() {
            let parts = lesson.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(parts.flatMap { SearchTokenizer.terms($0) } == SearchTokenizer.terms(parts.joined(separator: "\n")))
        }
        let parts = SampleTexts.kinds + SampleTexts.kinds.reversed()
        #expect(parts.flatMap { SearchTokenizer.terms($0) } == SearchTokenizer.terms(parts.joined(separator: "\n")))
    }

    @Test func asciiNamesSplitAsBefore() {
        #expect(SearchTokenizer.terms("HTTPRequest") == ["httprequest"])
        #expect(SearchTokenizer.terms("iOS17 a1B") == ["ios17", "i", "os17", "a1b", "a1", "b"])
        #expect(SearchTokenizer.terms("__init__ _x_") == ["__init__", "_x_"])
        #expect(SearchTokenizer.terms("get_URLValue") == ["get_urlvalue", "get", "urlvalue"])
        #expect(SearchTokenizer.terms("") == [] && SearchTokenizer.terms(" \n\t") == [])
    }

    @Test func mixedWordsTakeTheUnicodeRules() {
        #expect(SearchTokenizer.terms("naïveÜber") == ["naïveüber", "naïve", "über"])
        #expect(SearchTokenizer.terms("İx") == ["i̇x"])
        #expect(SearchTokenizer.terms("e\u{301}cole") == ["e\u{301}cole"])
        #expect(SearchTokenizer.terms("view動画🎉x") == ["view", "動", "動画", "画", "x"])
    }
}
