import Foundation

/// The script `serve` adds to every HTML page it sends, so that an open page reloads when a
/// rebuild is served (``SiteServer``). Its source is an ordinary file, `site/serve-reload.js`,
/// with two slots the server fills per page: `{{build-id}}` (the id of the page's build) and
/// `{{build-id-path}}` (``SiteServer/buildIDPath``).
///
/// The script belongs to the server, not to a theme, so a build never copies it and a theme
/// given with `--theme` need not have it: `serve` reads it from the course's own `site/` folder
/// (beside the content folder) and, when that folder has none (a content folder copied
/// elsewhere), from the theme folder (``load(from:)``).
public struct ReloadScript: Sendable {
    /// The file's name in a `site/` folder.
    public static let fileName = "serve-reload.js"

    /// The file's text, slots unfilled.
    public var source: String

    public init(source: String) {
        self.source = source
    }

    /// The script from the first of `folders` that has the file.
    public static func load(from folders: [String]) throws(Theme.MissingFile) -> ReloadScript {
        for folder in folders {
            if let data = FileManager.default.contents(atPath: "\(folder)/\(fileName)") {
                return ReloadScript(source: String(decoding: data, as: UTF8.self))
            }
        }
        throw Theme.MissingFile(path: folders.map { "\($0)/\(fileName)" }.joined(separator: " or "))
    }

    /// The `<script>` element for a page of build `buildID`. A build id is letters and digits
    /// (``SiteOutput/buildID`` is hexadecimal); anything else is left out of the script.
    func element(buildID: String) -> String {
        let filled = Template.fill(source, [
            "build-id": String(buildID.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }),
            "build-id-path": SiteServer.buildIDPath,
        ])
        return "<script>\n" + filled + "</script>\n"
    }

    /// `html` with the script for build `buildID` just before its last `</body>` (at the end
    /// when it has none).
    func injecting(into html: [UInt8], buildID: String) -> [UInt8] {
        let script = element(buildID: buildID)
        let text = String(decoding: html, as: UTF8.self)
        guard let end = text.range(of: "</body>", options: .backwards) else { return html + Array(script.utf8) }
        return Array((text[..<end.lowerBound] + script + text[end.lowerBound...]).utf8)
    }
}
