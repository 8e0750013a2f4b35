import TraceFormat
/// Renders diagnostics as text for people, JSON for programs, or GitHub Actions annotations.
/// Returns strings; the caller decides where they go.
public enum DiagnosticFormatter {
    /// `path:line:column: error: message [rule]`, one per line; error/warning coloured with
    /// ANSI escapes when `colored`.
    public static func text(_ diagnostic: Diagnostic, colored: Bool = false) -> String {
        var severity = diagnostic.severity.rawValue + ":"
        if colored {
            let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
            severity = color + severity + "\u{1B}[0m"
        }
        let position = "\(oneLine(diagnostic.path)):\(diagnostic.location.line):\(diagnostic.location.column):"
        return "\(colored ? "\u{1B}[1m" + position + "\u{1B}[0m" : position) \(severity) \(oneLine(diagnostic.message)) [\(diagnostic.rule.id)]"
    }

    /// `text` with every control character escaped, so that a diagnostic stays one line and
    /// a lesson cannot move the cursor or colour a terminal: `\n`, `\r`, `\t`, and `\u{XX}`
    /// for the other C0 and C1 controls, DEL and the line and paragraph separators; a
    /// backslash stays as it is.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// A GitHub Actions workflow command that shows the diagnostic on the pull request; the
    /// message and path are made one line first (``oneLine(_:)``), then escaped as workflow
    /// commands require.
    public static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
        func escapeProperty(_ text: String) -> String {
            escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
        }
        func escapeData(_ text: String) -> String {
            text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
        }
        return "::\(diagnostic.severity.rawValue) file=\(escapeProperty(oneLine(diagnostic.path))),line=\(diagnostic.location.line),"
            + "col=\(diagnostic.location.column),title=\(escapeProperty(diagnostic.rule.id))::\(escapeData(oneLine(diagnostic.message)))"
    }

    /// A JSON array of objects with the keys path, line, column, severity, rule, message, in
    /// that order; deterministic and ending in a newline.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let objects = diagnostics.map { diagnostic in
            "  {\"path\": \(JSONText.string(diagnostic.path)), \"line\": \(diagnostic.location.line), "
                + "\"column\": \(diagnostic.location.column), \"severity\": \"\(diagnostic.severity.rawValue)\", "
                + "\"rule\": \"\(diagnostic.rule.id)\", \"message\": \(JSONText.string(diagnostic.message))}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `2 errors, 1 warning in 3 lessons`.
    public static func summary(_ diagnostics: [Diagnostic], lessonCount: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(lessonCount, "lesson"))"
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
