/// The `Usage:` lines of a command, made from its declarations: one line per usage form (its
/// positionals, its own options, then the options of every form), then one per standalone
/// option. An option shows as `[--name VALUE]`, a required one as `--name VALUE`, and the
/// options of a collapsed section as one `[SECTION OPTIONS]`.
enum UsageLines {
    /// The lines of the command at `path` (`run`, `exercise check`), each as its words: the
    /// first is `motionbook PATH`, every other word is kept whole when a line is wrapped.
    static func lines(path: String, declarations: CommandDeclarations) -> [[String]] {
        let head = "motionbook \(path)"
        let options = declarations.options.filter { $0.usage != .standalone }
        let forms: [String?] = declarations.forms.isEmpty ? [declarations.positionals?.usage] : declarations.forms
        var lines = forms.map { form -> [String] in
            let own = options.filter { $0.form != nil && $0.form == form }
            let shared = options.filter { $0.form == nil }
            return [head] + (form.map { [$0] } ?? []) + words(own + shared)
        }
        for option in declarations.options where option.usage == .standalone {
            lines.append([head, option.synopsis])
        }
        return lines.map { $0.filter { !$0.isEmpty } }
    }

    /// The words of `options` in the order given, each collapsed section once.
    private static func words(_ options: [OptionDeclaration]) -> [String] {
        var words: [String] = []
        for option in options {
            if let section = option.section, section.collapsesInUsage {
                if !words.contains(section.usageName) { words.append(section.usageName) }
            } else {
                words.append(option.usage == .required ? option.synopsis : "[\(option.synopsis)]")
            }
        }
        return words
    }

    /// `Usage: ` and the lines, each wrapped at ``OptionsHelp/width`` under its first option.
    static func text(_ lines: [[String]]) -> String {
        let lead = "Usage: "
        return lines.enumerated().map { number, words in
            let indent = String(repeating: " ", count: lead.count + words[0].count + 1)
            var text: [String] = []
            var current = (number == 0 ? lead : String(repeating: " ", count: lead.count)) + words[0]
            for word in words.dropFirst() {
                if current.count + 1 + word.count > OptionsHelp.width {
                    text.append(current)
                    current = indent + word
                } else {
                    current += " " + word
                }
            }
            text.append(current)
            return text.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The usage lines of a help text, each unwrapped into one line (`motionbook run FILE.swift …`):
    /// what a reader of `--help` sees, for comparing with documentation.
    static func read(fromHelp help: String) -> [String] {
        var lines: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).drop(while: { !$0.hasPrefix("Usage: ") }) {
            let words = line.hasPrefix("Usage: ") ? line.dropFirst("Usage: ".count) : line.drop(while: { $0 == " " })
            if words.isEmpty { break }
            if words.hasPrefix("motionbook ") {
                lines.append(String(words))
            } else if !lines.isEmpty {
                lines[lines.count - 1] += " " + words
            }
        }
        return lines
    }
}
