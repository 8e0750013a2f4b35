import SiteBuilder
import Testing

/// The byte path of ``HTMLEscaping`` gives exactly what escaping scalar by scalar gives.
@Suite struct EscapingFastPathTests {
    func expectSame(_ text: String) {
        #expect(HTMLEscaping.text(text) == ScalarHTMLEscaping.text(text), "\(text.debugDescription)")
        #expect(HTMLEscaping.attribute(text) == ScalarHTMLEscaping.attribute(text), "\(text.debugDescription)")
        #expect(HTMLEscaping.scriptData(text) == ScalarHTMLEscaping.scriptData(text), "\(text.debugDescription)")
        #expect(Array(HTMLEscaping.text(text).utf8) == Array(ScalarHTMLEscaping.text(text).utf8))
    }

    @Test func everyKindOfTextMatchesTheScalarDefinition() {
        for text in SampleTexts.kinds { expectSame(text) }
    }

    @Test func specialCharactersInEveryPositionMatchTheScalarDefinition() {
        for text in SampleTexts.withSpecials { expectSame(text) }
    }

    @Test func theCourseMatchesTheScalarDefinition() throws {
        let lessons = try SampleTexts.courseMarkdown()
        #expect(lessons.count >= 45)
        for lesson in lessons {
            expectSame(lesson)
            for line in lesson.split(separator: "\n", omittingEmptySubsequences: false) { expectSame(String(line)) }
        }
    }

    @Test func eachRuleKeepsItsCharacters() {
        #expect(HTMLEscaping.text("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e'f")
        #expect(HTMLEscaping.attribute("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#x27;f")
        #expect(HTMLEscaping.scriptData("a&b<c>d\"e'f") == "a&b\\u003cc>d\"e'f")
        #expect(HTMLEscaping.text("<<>>") == "&lt;&lt;&gt;&gt;")
        #expect(HTMLEscaping.text("Пружина & 动画 🎉") == "Пружина &amp; 动画 🎉")
        #expect(HTMLEscaping.text("") == "" && HTMLEscaping.attribute("") == "" && HTMLEscaping.scriptData("") == "")
    }
}
