import Diagnostics
import Foundation

/// A String Catalog (`.xcstrings`, the JSON format Xcode writes):
/// `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANG: {"stringUnit":
/// {"state": "translated", "value": "…"}}}}}, "version": "1.0"}`. Only string units are read
/// (no plural variations: the site's strings have none).
public struct StringCatalog: Sendable {
    /// One key with its translations and where the key stands in the file.
    public struct Entry: Sendable {
        public var key: String
        public var location: SourceLocation
        /// Language code → (state, value), for languages with a string unit.
        public var units: [String: Unit]
    }

    public struct Unit: Sendable, Hashable {
        public var state: String
        public var value: String
    }

    public var path: String
    public var sourceLanguage: String
    public var entries: [Entry]
    /// Where the `strings` object starts (for keys missing from the file).
    public var stringsLocation: SourceLocation

    /// Reads the catalog at `path`; problems of shape are reported as `translation.malformed`
    /// and nil is returned when nothing usable was found.
    public static func load(path: String, diagnostics: inout DiagnosticCollector) -> StringCatalog? {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.report(.translationMalformed, "cannot read the String Catalog", path: path, at: .start)
            return nil
        }
        let root: JSONValue
        do {
            root = try PositionedJSONParser.parse([UInt8](data))
        } catch {
            diagnostics.report(.translationMalformed, "not valid JSON: \(error.message)", path: path, at: error.location)
            return nil
        }
        guard let strings = root["strings"], let members = strings.members else {
            diagnostics.report(.translationMalformed, "a String Catalog is an object with a \"strings\" object", path: path, at: root.location)
            return nil
        }
        var entries: [Entry] = []
        for member in members {
            var units: [String: Unit] = [:]
            for localization in member.value["localizations"]?.members ?? [] {
                guard let unit = localization.value["stringUnit"] else { continue }
                guard let state = unit["state"]?.stringValue, let value = unit["value"]?.stringValue else {
                    diagnostics.report(
                        .translationMalformed, "the stringUnit of '\(member.key)' in \(localization.key) needs string \"state\" and \"value\"",
                        path: path, at: unit.location)
                    continue
                }
                units[localization.key] = Unit(state: state, value: value)
            }
            entries.append(Entry(key: member.key, location: member.keyLocation, units: units))
        }
        return StringCatalog(
            path: path, sourceLanguage: root["sourceLanguage"]?.stringValue ?? "en", entries: entries,
            stringsLocation: strings.location)
    }

    /// The `.xcstrings` files of a folder, sorted by name.
    public static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") }.sorted().map { "\(folder)/\($0)" }
    }
}

/// The UI strings of the site in every course language, read from a folder of String Catalogs
/// and checked: every key needs a translated, non-empty string unit in every course language
/// (`translation.missing`), and every key the site uses must exist.
public struct Translations: Sendable {
    /// Key → language code → value (translated units only).
    public private(set) var values: [String: [String: String]] = [:]
    public private(set) var catalogs: [StringCatalog] = []

    public init() {}

    /// Loads and checks the catalogs of `folder`. `requiredKeys` are the keys the site uses.
    public static func load(folder: String, requiredKeys: [String], diagnostics: inout DiagnosticCollector) -> Translations {
        var translations = Translations()
        let files = StringCatalog.files(in: folder)
        for file in files {
            guard let catalog = StringCatalog.load(path: file, diagnostics: &diagnostics) else { continue }
            translations.catalogs.append(catalog)
            for entry in catalog.entries where translations.values[entry.key] == nil {
                var values: [String: String] = [:]
                for (language, unit) in entry.units where unit.state == "translated" && !unit.value.isEmpty {
                    values[language] = unit.value
                }
                if let source = entry.units[catalog.sourceLanguage], !source.value.isEmpty {
                    values[catalog.sourceLanguage] = source.value
                }
                translations.values[entry.key] = values
                for language in Language.allCases where values[language.code] == nil {
                    let problem: String
                    switch entry.units[language.code] {
                    case nil: problem = "is missing"
                    case let unit? where unit.state != "translated": problem = "is '\(unit.state)', not translated"
                    default: problem = "is empty"
                    }
                    diagnostics.report(
                        .translationMissing, "'\(entry.key)' \(problem) in \(language.code)", path: catalog.path, at: entry.location)
                }
            }
        }
        let anchorPath = translations.catalogs.first?.path ?? folder
        let anchor = translations.catalogs.first?.stringsLocation ?? .start
        for key in requiredKeys.sorted() where translations.values[key] == nil {
            diagnostics.report(
                .translationMissing, "the site's string '\(key)' is in no String Catalog of \(folder)", path: anchorPath, at: anchor)
        }
        return translations
    }

    /// The value of `key` in `language`, if translated.
    public func value(_ key: String, in language: String) -> String? { values[key]?[language] }
}
