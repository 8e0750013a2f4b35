import Foundation

/// The theme sources in `site/`: the page skeleton (`page.html`, with `{{name}}` slots), the
/// stylesheet and the scripts. They are read once per build; `build` copies the assets to
/// `_site/assets/` and fills the skeleton for every page.
public struct Theme: Sendable {
    /// A theme file that is missing or unreadable.
    public struct MissingFile: Error, Sendable {
        public var path: String
    }

    /// Files copied to `assets/` (unchanged but for the replay script's table of drawn
    /// properties, ``SceneDrawingTable``).
    public static let assetNames = ["motionbook.css", "motionbook.js", "search.js", "explorer.js"]

    public var skeleton: String
    /// Asset name → contents.
    public var assets: [String: [UInt8]]

    public init(skeleton: String, assets: [String: [UInt8]]) {
        self.skeleton = skeleton
        self.assets = assets
    }

    public static func load(folder: String) throws(MissingFile) -> Theme {
        func read(_ name: String) throws(MissingFile) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)") else {
                throw MissingFile(path: "\(folder)/\(name)")
            }
            return [UInt8](data)
        }
        let skeleton = String(decoding: try read("page.html"), as: UTF8.self)
        var assets: [String: [UInt8]] = [:]
        for name in assetNames { assets[name] = try read(name) }
        assets["motionbook.js"] = assets["motionbook.js"].map(SceneDrawingTable.filled)
        return Theme(skeleton: skeleton, assets: assets)
    }

    /// The page skeleton: the theme's own markup, taken as it is.
    var skeletonMarkup: HTML { HTML(trustedMarkup: skeleton) }

    /// The stylesheet as text (inlined into `404.html`, which may be served from any path).
    public var stylesheet: String { String(decoding: assets["motionbook.css"] ?? [], as: UTF8.self) }

    /// The stylesheet as the content of a `<style>` element: the theme's own text, taken as it is.
    var stylesheetMarkup: HTML { HTML(trustedMarkup: stylesheet) }
}

/// `{{name}}` slots of a skeleton filled with text. Each slot is replaced once, in one pass,
/// so a value containing `{{…}}` is never expanded again; a slot with no value becomes empty.
public enum Template {
    /// A skeleton of markup (a theme's page) filled with markup.
    public static func fill(markup skeleton: HTML, _ values: [String: HTML]) -> HTML {
        HTML(trustedMarkup: fill(skeleton.markup, values.mapValues(\.markup)))
    }

    /// A skeleton of any other text (the development server's reload script) filled with text
    /// of the same kind.
    public static func fill(_ skeleton: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = skeleton[...]
        while let open = rest.range(of: "{{") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            result += values[String(rest[open.upperBound..<close.lowerBound])] ?? ""
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
