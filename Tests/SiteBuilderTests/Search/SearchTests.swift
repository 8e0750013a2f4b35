import SiteBuilder
import Testing

/// Search terms: words of every script case-folded, identifiers with their parts, CJK bigrams.
@Suite struct SearchTests {
    @Test func wordsAreCaseFolded() {
        #expect(SearchTokenizer.terms("Анимацията Über ÄNDERUNG") == ["анимацията", "über", "änderung"])
    }

    @Test func identifiersAlsoGiveTheirParts() {
        #expect(SearchTokenizer.terms(".matchedGeometryEffect(id:)") == ["matchedgeometryeffect", "matched", "geometry", "effect", "id"])
        #expect(SearchTokenizer.terms("snake_case") == ["snake_case", "snake", "case"])
    }

    @Test func chineseGivesCharactersAndBigrams() {
        #expect(SearchTokenizer.terms("动画插值") == ["动", "动画", "画", "画插", "插", "插值", "值"])
        #expect(SearchTokenizer.terms("SwiftUI动画") == ["swiftui", "swift", "ui", "动", "动画", "画"])
    }

    @Test func theIndexHoldsSectionsOfEveryLesson() throws {
        let site = try #require(try SiteFixture.build().site)
        let zh = SiteFixture.text(site, "zh-Hans/search-index.js")
        #expect(zh.hasPrefix("window.motionbookSearchIndex = {"))
        #expect(zh.contains(#""插值": ["#) && zh.contains(#""matchedgeometryeffect": ["#))
        #expect(SiteFixture.text(site, "bg/search-index.js").contains(#""анимацията": ["#))
        #expect(SiteFixture.text(site, "de/search-index.js").contains(#"["01-basics.html#tabellen-und-listen", "Grundlagen", "Tabellen und Listen"]"#))
    }
}
