import Foundation
import Lessons

/// Where a build reads from and what it is told about the site.
public struct SiteOptions: Sendable {
    /// The content folder: one subfolder per language.
    public var contentFolder: String
    /// The String Catalogs of the UI strings.
    public var translationsFolder: String
    /// The theme sources (`page.html`, CSS, JS).
    public var themeFolder: String
    /// The public address of the site, for `sitemap.xml` and `404.html`; nil leaves them relative.
    public var baseURL: String?

    public init(contentFolder: String, translationsFolder: String, themeFolder: String, baseURL: String? = nil) {
        self.contentFolder = contentFolder
        self.translationsFolder = translationsFolder
        self.themeFolder = themeFolder
        self.baseURL = baseURL
    }

    /// The folders beside a content folder: `content` → `translations`, `site`;
    /// `course/content` → `course/translations`, `course/site` (the translations folder by
    /// ``TranslationsFolder``'s rule, the one `check` follows).
    public static func beside(content: String, baseURL: String? = nil) -> SiteOptions {
        SiteOptions(
            contentFolder: content, translationsFolder: TranslationsFolder.beside(content),
            themeFolder: PathText.sibling(of: content, named: "site"), baseURL: baseURL)
    }

    /// Why `url` cannot be the site's public address, or nil when it can: an `http://` or
    /// `https://` URL with a host, or a relative path (`/course/`, `docs`). Anything else
    /// (`javascript:`, `data:`, a network path `//host`, spaces or control characters) is
    /// refused, because the address becomes the `href` of the 404 page's link home.
    public static func baseURLProblem(_ url: String) -> String? {
        let usage = "--base-url needs an http:// or https:// URL or a relative path"
        guard !url.isEmpty, !url.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            return "\(usage), without spaces or control characters"
        }
        if let scheme = LinkPolicy.scheme(of: url) {
            guard scheme == "http" || scheme == "https" else { return "\(usage), not a '\(scheme):' URL" }
            let rest = url.dropFirst(scheme.count + 1)
            guard rest.hasPrefix("//"), let host = rest.dropFirst(2).split(separator: "/").first, !host.isEmpty else {
                return "\(usage); '\(url)' has no host"
            }
            return nil
        }
        if url.hasPrefix("//") || url.hasPrefix("\\") { return "\(usage), not a network path ('//host')" }
        return nil
    }
}
