import Diagnostics
import Foundation
import Lessons
import TraceFormat

/// Reads the asset catalogues of a program (`*.xcassets`) into the ``AssetCatalog`` its runs are
/// given: every `Name.colorset` and `Name.imageset` inside them (groups entered, a group whose
/// `Contents.json` says `"provides-namespace": true` prefixing its sets' names with `Group/`, as
/// Xcode does). A colour set's entries for the universal idiom and the iPhone's count (an iPhone
/// entry wins), light, dark and any luminosity, standard contrast (high-contrast entries are left
/// out: an iPhone in its default configuration). An image set's size is that of its largest scale
/// up to 3x (an iPhone 16's) read from the PNG's header, in points. A `Contents.json` that is not
/// JSON of this shape is a diagnostic at its line and column (rule `asset.malformed`).
public enum AssetCatalogReader {
    public struct Result {
        public var catalog = AssetCatalog()
        public var diagnostics: [Diagnostic] = []
    }

    /// The catalogues below each of `folders` (hidden folders and `.build` skipped), `maximumDepth`
    /// folders deep at most (0: only a folder's own children), in path order; paths in
    /// diagnostics start with the folder as given (none for `.`).
    public static func read(below folders: [String], maximumDepth: Int = .max) -> Result {
        var result = Result()
        for folder in folders {
            for catalog in catalogs(below: folder, maximumDepth: maximumDepth) {
                readGroup(catalog, namespace: "", into: &result)
            }
        }
        return result
    }

    static func catalogs(below folder: String, maximumDepth: Int) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var found: [String] = []
        var queue = [(base, 0)]
        while let (path, depth) = queue.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") && name != ".build" {
                let child = path == "." ? name : "\(path)/\(name)"
                guard isFolder(child) else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(child)
                } else if depth < maximumDepth {
                    queue.append((child, depth + 1))
                }
            }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A catalogue or a group in it: its sets and its groups.
    static func readGroup(_ folder: String, namespace: String, into result: inout Result) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = "\(folder)/\(name)"
            guard isFolder(path) else { continue }
            let url = URL(fileURLWithPath: name)
            let setName = namespace + url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset":
                guard let contents = contents(of: path, into: &result) else { continue }
                if let set = colorSet(contents, path: "\(path)/Contents.json", into: &result) { result.catalog.colors[setName] = set }
            case "imageset":
                guard let contents = contents(of: path, into: &result) else { continue }
                if let set = imageSet(contents, folder: path, into: &result) { result.catalog.images[setName] = set }
            case "":
                let groupContents = FileManager.default.fileExists(atPath: "\(path)/Contents.json") ? contents(of: path, into: &result) : nil
                var namespaced = false
                if case .bool(true, _)? = groupContents?["properties"]?["provides-namespace"] { namespaced = true }
                readGroup(path, namespace: namespaced ? "\(namespace)\(name)/" : namespace, into: &result)
            default:
                continue
            }
        }
    }

    /// The parsed `Contents.json` of a set or group, or nil after a diagnostic.
    static func contents(of folder: String, into result: inout Result) -> JSONValue? {
        let path = "\(folder)/Contents.json"
        guard let data = FileManager.default.contents(atPath: path) else {
            report("\(URL(fileURLWithPath: folder).lastPathComponent) has no readable Contents.json", path: path, at: .start, into: &result)
            return nil
        }
        do {
            let value = try PositionedJSONParser.parse(Array(data))
            guard value.members != nil else {
                report("expected a JSON object", path: path, at: value.location, into: &result)
                return nil
            }
            return value
        } catch {
            report(error.message, path: path, at: error.location, into: &result)
            return nil
        }
    }

    private static func report(_ message: String, path: String, at location: SourceLocation, into result: inout Result) {
        result.diagnostics.append(Diagnostic(path: path, location: location, message: message, rule: .assetMalformed))
    }

    /// Which appearance an entry is for, nil for an entry an iPhone in its default configuration
    /// does not use (another idiom, high contrast).
    enum Appearance { case any, light, dark }

    static func appearance(of entry: JSONValue) -> (appearance: Appearance, iPhone: Bool)? {
        let idiom = entry["idiom"]?.stringValue ?? "universal"
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        var appearance = Appearance.any
        if case .array(let traits, _)? = entry["appearances"] {
            for trait in traits {
                switch (trait["appearance"]?.stringValue, trait["value"]?.stringValue) {
                case ("luminosity", "light"): appearance = .light
                case ("luminosity", "dark"): appearance = .dark
                case ("contrast", "high"): return nil
                default: continue
                }
            }
        }
        return (appearance, idiom == "iphone")
    }

    static func colorSet(_ contents: JSONValue, path: String, into result: inout Result) -> AssetCatalog.ColorSet? {
        guard case .array(let entries, _)? = contents["colors"] else {
            report("a color set needs a 'colors' array", path: path, at: (contents["colors"] ?? contents).location, into: &result)
            return nil
        }
        var set = AssetCatalog.ColorSet()
        var fromIPhone: Set<String> = []
        for entry in entries {
            guard entry.members != nil else {
                report("expected an object in 'colors'", path: path, at: entry.location, into: &result)
                return nil
            }
            guard let (appearance, iPhone) = appearance(of: entry), let color = entry["color"] else { continue }
            let components: AssetCatalog.Components
            do {
                components = try AssetComponents.read(color)
            } catch {
                report(error.message, path: path, at: error.value.location, into: &result)
                return nil
            }
            let key = "\(appearance)"
            if !iPhone && fromIPhone.contains(key) { continue }
            if iPhone { fromIPhone.insert(key) }
            switch appearance {
            case .any: set.any = components
            case .light: set.light = components
            case .dark: set.dark = components
            }
        }
        return set
    }

    static func imageSet(_ contents: JSONValue, folder: String, into result: inout Result) -> AssetCatalog.ImageSet? {
        let path = "\(folder)/Contents.json"
        guard case .array(let entries, _)? = contents["images"] else {
            report("an image set needs an 'images' array", path: path, at: (contents["images"] ?? contents).location, into: &result)
            return nil
        }
        var best: (scale: Int, width: Double, height: Double)?
        for entry in entries {
            guard entry.members != nil else {
                report("expected an object in 'images'", path: path, at: entry.location, into: &result)
                return nil
            }
            guard let (appearance, _) = appearance(of: entry), appearance != .dark, let file = entry["filename"] else { continue }
            guard let filename = file.stringValue, !filename.contains("/") else {
                report("expected a file name in 'filename'", path: path, at: file.location, into: &result)
                return nil
            }
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(filename)") else {
                report("the image set names '\(filename)', which is not in its folder", path: path, at: file.location, into: &result)
                return nil
            }
            let scaleText = entry["scale"]?.stringValue ?? "1x"
            guard let scale = Int(scaleText.dropLast()), scaleText.hasSuffix("x"), (1...3).contains(scale) else {
                report("expected a scale of '1x', '2x' or '3x', found '\(scaleText)'", path: path, at: (entry["scale"] ?? entry).location, into: &result)
                return nil
            }
            guard let pixels = PNGSize.pixels(Array(data.prefix(24))), scale > (best?.scale ?? 0) else { continue }
            best = (scale, Double(pixels.width) / Double(scale), Double(pixels.height) / Double(scale))
        }
        return AssetCatalog.ImageSet(width: best?.width, height: best?.height)
    }
}
