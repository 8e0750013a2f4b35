/// The `Options:` part of a command's help, made from its declarations: one entry per option
/// (`--name VALUE`) with its help wrapped beside it, and `--help` last.
enum OptionsHelp {
    /// Columns the help text may use, including the indentation.
    static let width = 96
    /// Names longer than this put their help on the next line.
    static let widestName = 26

    static func text(_ declarations: [OptionDeclaration]) -> String {
        var entries = declarations.map { declaration in
            (names: declaration.valueName.map { "\(declaration.name) \($0)" } ?? declaration.name, help: declaration.help)
        }
        entries.append(("--help", "Show this help."))
        let column = 2 + min(widestName, entries.map(\.names.count).max() ?? 0) + 2
        var lines: [String] = []
        for entry in entries {
            let head = "  " + entry.names
            var wrapped = wrap(entry.help, width: width - column)
            if head.count + 2 > column {
                lines.append(head)
            } else {
                let first = wrapped.isEmpty ? "" : wrapped.removeFirst()
                lines.append(head.padding(to: column) + first)
            }
            lines += wrapped.map { String(repeating: " ", count: column) + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
