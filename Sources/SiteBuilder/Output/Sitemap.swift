/// `sitemap.xml` (sitemaps.org protocol 0.9) with `xhtml:link` alternates between a lesson's
/// translations. The protocol wants absolute URLs; they need the site's address, given with
/// `--base-url`. Without it every `<loc>` is the path relative to the site root (no scheme or
/// host), which lists the pages but is not usable by search engines until a base URL is given.
/// The document is built as ``HTML``: XML escapes text and attribute values the same way.
enum Sitemap {
    static func xml(pages: [(path: String, alternates: [(language: String, path: String)])], baseURL: String?) -> String {
        let base = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var xml: HTML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        for page in pages {
            xml += "<url><loc>\(base + LinkPolicy.percentEncoded(page.path))</loc>"
            for alternate in page.alternates {
                xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(alternate.language)\" "
                    + "href=\"\(attribute: base + LinkPolicy.percentEncoded(alternate.path))\"/>"
            }
            xml += "</url>\n"
        }
        return (xml + "</urlset>\n").markup
    }
}
