/// The options part of a command's help, made from its declarations: the command's own options
/// under `Options:` with `--help` last, then each titled group under its title; one entry per
/// option (`--name VALUE`) with its help wrapped beside it, in one column for all parts.
enum OptionsHelp {
    /// Columns the help text may use, including the indentation.
    static let width = 96
    /// Names longer than this put their help on the next line.
    static let widestName = 26

    static func text(_ declarations: [OptionDeclaration]) -> String {
        var sections: [(title: String, entries: [(names: String, help: String)])] = [("Options", [])]
        for declaration in declarations {
            let title = declaration.section?.title ?? "Options"
            if let index = sections.firstIndex(where: { $0.title == title }) {
                sections[index].entries.append((declaration.synopsis, declaration.help))
            } else {
                sections.append((title, [(declaration.synopsis, declaration.help)]))
            }
        }
        sections[0].entries.append(("--help", "Show this help."))
        let column = 2 + min(widestName, sections.flatMap(\.entries).map(\.names.count).max() ?? 0) + 2
        return sections.map { section in
            "\(section.title):\n" + section.entries.map { entry(names: $0.names, help: $0.help, column: column) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// One entry: the names, then the help wrapped at ``width`` under `column`.
    static func entry(names: String, help: String, column: Int) -> String {
        let head = "  " + names
        var wrapped = wrap(help, width: width - column)
        var lines: [String] = []
        if head.count + 2 > column {
            lines.append(head)
        } else {
            let first = wrapped.isEmpty ? "" : wrapped.removeFirst()
            lines.append(head.padding(to: column) + first)
        }
        lines += wrapped.map { String(repeating: " ", count: column) + $0 }
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
