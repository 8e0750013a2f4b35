import Foundation

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
    /// `course/content` → `course/translations`, `course/site`.
    public static func beside(content: String, baseURL: String? = nil) -> SiteOptions {
        SiteOptions(
            contentFolder: content, translationsFolder: PathText.sibling(of: content, named: "translations"),
            themeFolder: PathText.sibling(of: content, named: "site"), baseURL: baseURL)
    }
}
