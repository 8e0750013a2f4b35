import Foundation
import SiteBuilder
import Testing

/// Links that lead nowhere and markup that could run: walked over every page of the built
/// fixture course and the real course.
@Suite struct SiteSafetyTests {
    static func sites() throws -> [SiteOutput] {
        [try #require(try SiteFixture.build().site), try #require(try SiteFixture.build(content: SiteFixture.courseContent).site)]
    }

    /// `href` and `src` values of a page, attribute entities decoded.
    static func references(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\s(?:href|src)="([^"]*)""#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#x27;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    static func ids(in html: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
        return Set(pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!]).replacingOccurrences(of: "&amp;", with: "&")
        })
    }

    @Test func everyInternalLinkResolves() throws {
        for site in try Self.sites() {
            var checked = 0
            for path in site.paths where path.hasSuffix(".html") && path != "404.html" {
                let html = SiteFixture.text(site, path)
                let folder = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
                for reference in Self.references(in: html) where LinkPolicy.scheme(of: reference) == nil {
                    let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let file = parts[0].isEmpty ? "/" + path
                        : folder.appendingPathComponent(String(parts[0]).removingPercentEncoding!).standardizedFileURL.path
                    let target = String(file.dropFirst())
                    #expect(site.files[target] != nil, "\(path): \(reference) points to no file")
                    if parts.count == 2, let fragment = String(parts[1]).removingPercentEncoding, site.files[target] != nil {
                        #expect(Self.ids(in: SiteFixture.text(site, target)).contains(fragment), "\(path): \(reference) points to no id")
                    }
                    checked += 1
                }
            }
            #expect(checked > 50)
        }
    }

    @Test func nothingFromALessonRuns() throws {
        let site = try #require(try SiteFixture.build().site)
        let html = SiteFixture.text(site, "de/02-escaping.html")
        // The page's own scripts only: the class switch, the strings, the two theme scripts and
        // the explorers' (the page has one, `slider-lab`).
        #expect(html.components(separatedBy: "<script").count - 1 == 5)
        // No event-handler attribute in any tag (attribute values, which are escaped text, emptied first).
        let tags = html.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
        #expect(tags.range(of: #"<[a-z][^>]*\son[a-z]+\s*="#, options: [.regularExpression, .caseInsensitive]) == nil)
        for reference in Self.references(in: html) {
            #expect(LinkPolicy.scheme(of: reference).map { ["http", "https", "mailto"].contains($0) } ?? true, "\(reference)")
        }
        #expect(!html.lowercased().contains("javascript:"))
        #expect(html.contains("&lt;script&gt;alert(&#x27;title&#x27;)") || html.contains("&lt;script&gt;alert('title')"))
    }
}
