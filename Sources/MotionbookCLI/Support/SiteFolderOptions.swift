import SiteBuilder

/// Where `build` and `serve` read the course and write the site, declared once for both.
struct SiteFolderOptions: ParsableArguments {
    @Option(valueName: "DIR", help: "The content folder, one subfolder per language (default: content).")
    var content = "content"

    @Option(
        valueName: "DIR",
        help: "Where the site goes (default: _site). An existing folder is replaced only if it is empty or a site Motionbook built.")
    var output = "_site"

    @Option(valueName: "DIR", help: "The String Catalogs of the UI strings (default: translations beside the content folder).")
    var translations: String?

    @Option(valueName: "DIR", help: "The theme sources (default: site beside the content folder).")
    var theme: String?

    init() {}

    /// The site options with `baseURL`.
    func siteOptions(baseURL: String? = nil) -> SiteOptions {
        var options = SiteOptions.beside(content: content, baseURL: baseURL)
        if let translations { options.translationsFolder = translations }
        if let theme { options.themeFolder = theme }
        return options
    }
}

/// `--base-url`: an address ``SiteOptions/baseURLProblem(_:)`` accepts.
struct SiteAddress: ExpressibleByArgument {
    var text: String

    init?(argument: String) {
        guard SiteOptions.baseURLProblem(argument) == nil else { return nil }
        text = argument
    }

    static var valueName: String { "URL" }
    static func invalid(_ text: String, option: String) -> String { SiteOptions.baseURLProblem(text) ?? "\(option) does not take '\(text)'" }
}
