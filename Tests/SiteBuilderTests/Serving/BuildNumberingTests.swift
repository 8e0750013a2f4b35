import SiteBuilder
import Testing

@Suite struct BuildNumberingTests {
    static func site(_ text: String) -> SiteOutput {
        var site = SiteOutput()
        site.add("index.html", "home")
        site.add("de/a.html", text)
        return site
    }

    @Test func aNewIDOnlyWhenAByteChanged() {
        var numbering = BuildNumbering()
        let first = numbering.id(of: Self.site("a"))
        #expect(numbering.id(of: Self.site("a")) == first, "the same site again keeps the id")
        let second = numbering.id(of: Self.site("b"))
        #expect(second != first)
        var more = Self.site("b")
        more.add("de/new.html", "")
        let third = numbering.id(of: more)
        #expect(third != second, "a new empty file is a change")
        #expect(numbering.id(of: Self.site("b")) != third, "a removed file is a change")
        #expect(first.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(first)")
    }
}
