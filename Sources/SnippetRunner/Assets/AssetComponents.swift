import Foundation
import Lessons
import TraceFormat

/// The colour of one entry of a colour set's `Contents.json`, `{"color-space": …, "components":
/// {…}}`, as Xcode writes it: each component a string holding a fraction (`"0.200"`), a hex byte
/// (`"0x33"`) or a whole number 0–255 (`"51"`), or a JSON number (a fraction); the alpha is a
/// fraction however written (a hex byte or a whole number above 1 is a byte). The grey spaces have
/// `white` and `alpha`. A problem is thrown with the place of the value.
enum AssetComponents {
    struct Problem: Error {
        var message: String
        var value: JSONValue
    }

    /// The spaces Xcode offers, and what each becomes; `extended` ones allow components outside 0…1.
    static let spaces: [String: (space: AssetCatalog.ColorSpace, grey: Bool, extended: Bool)] = [
        "srgb": (.sRGB, false, false), "extended-srgb": (.sRGB, false, true),
        "extended-linear-srgb": (.linearSRGB, false, true), "display-p3": (.displayP3, false, false),
        "gray-gamma-22": (.sRGB, true, false), "extended-gray": (.sRGB, true, true),
    ]

    static func read(_ color: JSONValue) throws(Problem) -> AssetCatalog.Components {
        guard color.members != nil else { throw Problem(message: "expected an object with 'color-space' and 'components'", value: color) }
        guard let spaceValue = color["color-space"] else { throw Problem(message: "the color has no 'color-space'", value: color) }
        guard let name = spaceValue.stringValue, let space = spaces[name] else {
            let known = spaces.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw Problem(message: "unknown color space \(describe(spaceValue)) (expected one of \(known))", value: spaceValue)
        }
        guard let components = color["components"], components.members != nil else {
            throw Problem(message: "the color has no 'components' object", value: color["components"] ?? color)
        }
        func component(_ key: String, alpha: Bool = false) throws(Problem) -> Double {
            guard let value = components[key] else { throw Problem(message: "the components have no '\(key)'", value: components) }
            return try number(value, alpha: alpha, extended: space.extended)
        }
        let opacity = try component("alpha", alpha: true)
        if space.grey {
            let white = try component("white")
            return AssetCatalog.Components(space: space.space, red: white, green: white, blue: white, opacity: opacity)
        }
        return AssetCatalog.Components(
            space: space.space, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: opacity)
    }

    /// One component as a fraction.
    static func number(_ value: JSONValue, alpha: Bool, extended: Bool) throws(Problem) -> Double {
        let fraction: Double
        switch value {
        case .number(let number, _):
            fraction = number
        case .string(let raw, _):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
                guard byte <= 255 else { throw Problem(message: "the hex value \(text) is above 0xFF", value: value) }
                fraction = Double(byte) / 255
            } else if !text.contains("."), !text.lowercased().contains("e"), let whole = Int(text) {
                guard (0...255).contains(whole) else { throw Problem(message: "the value \(text) is outside 0–255", value: value) }
                fraction = alpha && whole <= 1 ? Double(whole) : Double(whole) / 255
            } else if let number = Double(text), number.isFinite {
                fraction = number
            } else {
                throw Problem(message: "expected a number (0.5, 0x80 or 128), found \(describe(value))", value: value)
            }
        default:
            throw Problem(message: "expected a number (0.5, 0x80 or 128), found \(describe(value))", value: value)
        }
        if (alpha || !extended) && !(0...1).contains(fraction) {
            throw Problem(message: "the value \(describe(value)) is outside 0–1", value: value)
        }
        return fraction
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text, _): "'\(text)'"
        case .number(let number, _): NumberText.shortest(number)
        case .bool(let flag, _): "\(flag)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
