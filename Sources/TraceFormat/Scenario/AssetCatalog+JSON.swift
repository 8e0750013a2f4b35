/// The scenario document's `assets` member (``AssetCatalog``): `{"colors": {NAME: {"any"|"light"|"dark":
/// {"space": SPACE, "rgba": [R, G, B, A]}}}, "images": {NAME: {"width": W, "height": H}}}`, names
/// sorted, numbers in their shortest round-trip form, so equal catalogues give equal bytes.
extension AssetCatalog {
    func json() -> String {
        func number(_ value: Double) -> String { value.isFinite ? NumberText.shortest(value) : "null" }
        func components(_ c: Components) -> String {
            "{\"space\": \(JSONText.string(c.space.rawValue)), \"rgba\": [\([c.red, c.green, c.blue, c.opacity].map(number).joined(separator: ", "))]}"
        }
        let colorMembers = colors.sorted { $0.key < $1.key }.map { name, set in
            let appearances = [("any", set.any), ("light", set.light), ("dark", set.dark)].compactMap { key, value in
                value.map { "\"\(key)\": \(components($0))" }
            }
            return "\(JSONText.string(name)): {\(appearances.joined(separator: ", "))}"
        }
        let imageMembers = images.sorted { $0.key < $1.key }.map { name, set in
            let sizes = [("width", set.width), ("height", set.height)].compactMap { key, value in value.map { "\"\(key)\": \(number($0))" } }
            return "\(JSONText.string(name)): {\(sizes.joined(separator: ", "))}"
        }
        return "{\"colors\": {\(colorMembers.joined(separator: ", "))}, \"images\": {\(imageMembers.joined(separator: ", "))}}"
    }
}

extension ScenarioDocumentReader {
    /// The `assets` member.
    mutating func readAssets() throws(JSONProblem) -> AssetCatalog {
        var catalog = AssetCatalog()
        try readObject(depth: 1, keys: ["colors", "images"]) { reader, key throws(JSONProblem) in
            if key == "colors" {
                try reader.readObject(depth: 2, keys: nil) { reader, name throws(JSONProblem) in
                    catalog.colors[name] = try reader.readColorSet()
                }
            } else {
                try reader.readObject(depth: 2, keys: nil) { reader, name throws(JSONProblem) in
                    var set = AssetCatalog.ImageSet()
                    try reader.readObject(depth: 3, keys: ["width", "height"]) { reader, side throws(JSONProblem) in
                        let value = try reader.number("points of at least 0") { $0 >= 0 }
                        if side == "width" { set.width = value } else { set.height = value }
                    }
                    catalog.images[name] = set
                }
            }
        }
        return catalog
    }

    mutating func readColorSet() throws(JSONProblem) -> AssetCatalog.ColorSet {
        var set = AssetCatalog.ColorSet()
        try readObject(depth: 3, keys: ["any", "light", "dark"]) { reader, appearance throws(JSONProblem) in
            let components = try reader.readComponents()
            switch appearance {
            case "any": set.any = components
            case "light": set.light = components
            default: set.dark = components
            }
        }
        return set
    }

    mutating func readComponents() throws(JSONProblem) -> AssetCatalog.Components {
        let start = cursor.peekOffset()
        var space: AssetCatalog.ColorSpace?
        var rgba: [Double] = []
        try readObject(depth: 4, keys: ["space", "rgba"]) { reader, key throws(JSONProblem) in
            if key == "space" {
                let offset = reader.cursor.peekOffset()
                let name = try reader.cursor.readString()
                guard let known = AssetCatalog.ColorSpace(rawValue: name) else {
                    throw JSONProblem("expected 'srgb', 'linear-srgb' or 'display-p3', found '\(name)'", at: offset)
                }
                space = known
            } else {
                let offset = reader.cursor.peekOffset()
                rgba = try reader.readArray(depth: 5) { reader throws(JSONProblem) in try reader.number("a number") { _ in true } }
                guard rgba.count == 4 else { throw JSONProblem("expected four numbers: red, green, blue, opacity", at: offset) }
            }
        }
        guard let space, rgba.count == 4 else { throw JSONProblem("expected both 'space' and 'rgba'", at: start) }
        return AssetCatalog.Components(space: space, red: rgba[0], green: rgba[1], blue: rgba[2], opacity: rgba[3])
    }
}
