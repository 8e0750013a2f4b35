import Diagnostics

/// Reads the front matter at the top of a lesson: `---`, `key: value` lines, `---`.
///
/// The YAML subset (README.md, "Writing a lesson"): plain, single- or double-quoted strings, integers, booleans and
/// flow lists `[a, b]`; blank lines and `# comment` lines are skipped. Problems are reported to
/// the collector and the parser returns what it could read.
struct FrontMatterParser {
    var path: String
    var lines: [Substring]

    func parse(into diagnostics: inout DiagnosticCollector) -> FrontMatter {
        var frontMatter = FrontMatter()
        guard let first = lines.first, first.trimming(" \t") == "---" else {
            diagnostics.report(
                .frontMatterMissing, "lesson has no front matter; start the file with '---', then id, title and order",
                path: path, at: .start)
            return frontMatter
        }
        guard let closing = lines.indices.dropFirst().first(where: { lines[$0].trimming(" \t") == "---" })
        else {
            diagnostics.report(.frontMatterUnclosed, "front matter is not closed by a '---' line", path: path, at: .start)
            frontMatter.bodyStartLine = 2
            return frontMatter
        }
        frontMatter.bodyStartLine = closing + 2
        var seen: Set<String> = []
        for index in 1..<closing {
            let lineNumber = index + 1
            guard let entry = parseLine(lines[index], line: lineNumber, diagnostics: &diagnostics) else { continue }
            guard FrontMatter.knownKeys.contains(entry.key) else {
                diagnostics.report(
                    .frontMatterUnknownKey,
                    "unknown front matter key '\(entry.key)' (known: \(FrontMatter.knownKeys.joined(separator: ", ")))",
                    path: path, at: entry.keyLocation)
                continue
            }
            guard seen.insert(entry.key).inserted else {
                diagnostics.report(
                    .frontMatterDuplicateKey, "front matter key '\(entry.key)' appears more than once",
                    path: path, at: entry.keyLocation)
                continue
            }
            if let typed = typeChecked(entry, diagnostics: &diagnostics) {
                frontMatter.entries.append(typed)
            }
        }
        let missing = FrontMatter.requiredKeys.filter { !seen.contains($0) }
        if !missing.isEmpty {
            diagnostics.report(
                .frontMatterMissingKey,
                "front matter lacks required key\(missing.count > 1 ? "s" : "") \(missing.map { "'\($0)'" }.joined(separator: ", "))",
                path: path, at: .start)
        }
        return frontMatter
    }

    /// Splits one line into key and value; nil for blank and comment lines and for errors.
    private func parseLine(_ line: Substring, line lineNumber: Int, diagnostics: inout DiagnosticCollector)
        -> FrontMatter.Entry?
    {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if index == bytes.count || bytes[index] == UInt8(ascii: "#") { return nil }
        let keyStart = index
        let keyLocation = SourceLocation(line: lineNumber, column: keyStart + 1)
        while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
        guard index > keyStart, index < bytes.count, bytes[index] == UInt8(ascii: ":"),
            index + 1 == bytes.count || bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\t")
        else {
            diagnostics.report(
                .frontMatterMalformed, "expected 'key: value' in front matter", path: path, at: keyLocation)
            return nil
        }
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        index += 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let valueLocation = SourceLocation(line: lineNumber, column: index + 1)
        let text = String(decoding: bytes[index...], as: UTF8.self)
        switch YAMLScalar.parse(text) {
        case .success(let value):
            return FrontMatter.Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation)
        case .failure(let problem):
            diagnostics.report(
                .frontMatterMalformed, "malformed value for '\(key)': \(problem.message)", path: path,
                at: valueLocation.advanced(by: problem.offset))
            return nil
        }
    }

    private func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
    }

    /// Checks that a known key has a value of its type; strings keys accept numbers and
    /// booleans as their text (`title: 2048` is a title).
    private func typeChecked(_ entry: FrontMatter.Entry, diagnostics: inout DiagnosticCollector) -> FrontMatter.Entry? {
        var entry = entry
        func fail(_ message: String) -> FrontMatter.Entry? {
            diagnostics.report(.frontMatterMalformed, message, path: path, at: entry.valueLocation)
            return nil
        }
        switch entry.key {
        case "order":
            guard case .integer(let order) = entry.value, order >= 0 else {
                return fail("'order' must be a non-negative integer")
            }
        case "draft":
            guard case .boolean = entry.value else { return fail("'draft' must be true or false") }
        default:
            switch entry.value {
            case .string(let text): entry.value = .string(text)
            case .integer(let number): entry.value = .string(String(number))
            case .boolean(let flag): entry.value = .string(flag ? "true" : "false")
            case .list: return fail("'\(entry.key)' must be a single value, not a list")
            }
            guard case .string(let text) = entry.value, !text.isEmpty else {
                return fail("'\(entry.key)' must not be empty")
            }
            if entry.key == "id", !LessonID.isValid(text) {
                return fail("lesson id '\(text)' must be lowercase letters, digits and hyphens (it becomes a URL)")
            }
        }
        return entry
    }
}

/// Rules for lesson ids: they name pages and are shared by translations.
enum LessonID {
    static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.isLowercase || ("0"..."9").contains(first) else {
            return false
        }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
