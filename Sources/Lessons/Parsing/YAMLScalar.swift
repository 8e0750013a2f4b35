/// The value grammar of front matter: a tiny, strict subset of YAML 1.2 flow scalars.
enum YAMLScalar {
    struct Problem: Error {
        var message: String
        /// Byte offset within the value where the problem is.
        var offset: Int
    }

    static func parse(_ text: String) -> Result<FrontMatter.Value, Problem> {
        let value = stripComment(text)
        guard let first = value.first else { return .failure(Problem(message: "the value is missing", offset: 0)) }
        switch first {
        case "\"", "'":
            return quoted(value).flatMap { string, rest in
                rest.isEmpty
                    ? .success(.string(string))
                    : .failure(Problem(message: "text after the closing quote", offset: value.utf8.count - rest.utf8.count))
            }
        case "[":
            return list(value)
        case "{", "|", ">", "&", "*", "!", "%", "@", "`":
            return .failure(Problem(message: "'\(first)' starts YAML syntax front matter does not support; quote the value", offset: 0))
        default:
            if value == "true" { return .success(.boolean(true)) }
            if value == "false" { return .success(.boolean(false)) }
            if let number = Int(value), value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) {
                return .success(.integer(number))
            }
            return .success(.string(value))
        }
    }

    /// Removes a ` # comment` and trailing blanks (a `#` inside quotes is kept).
    private static func stripComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                end = index
                break
            }
            previous = character
        }
        return String(text[..<end].trimming(" \t\r"))
    }

    /// A quoted string at the start of `text` and what follows it (trimmed).
    private static func quoted(_ text: String) -> Result<(String, String), Problem> {
        let open = text.first!
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == open {
                let next = text.index(after: index)
                if open == "'", next < text.endIndex, text[next] == "'" {
                    result.append("'")
                    index = text.index(after: next)
                    continue
                }
                return .success((result, String(text[next...].trimming(" \t"))))
            }
            if open == "\"", character == "\\" {
                let next = text.index(after: index)
                guard next < text.endIndex else { break }
                switch text[next] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "/": result.append(text[next])
                default:
                    return .failure(Problem(
                        message: "unknown escape '\\\(text[next])'", offset: text.utf8.distance(from: text.startIndex, to: index)))
                }
                index = text.index(after: next)
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return .failure(Problem(message: "the quoted string is not closed", offset: 0))
    }

    /// `[a, "b c", 'd']`.
    private static func list(_ text: String) -> Result<FrontMatter.Value, Problem> {
        guard text.last == "]" else { return .failure(Problem(message: "the list is not closed by ']'", offset: 0)) }
        let inner = text.dropFirst().dropLast().trimming(" \t")
        if inner.isEmpty { return .success(.list([])) }
        var items: [String] = []
        var rest = String(inner)
        while true {
            rest = String(rest.trimming(" \t"))
            let item: String
            if let first = rest.first, first == "\"" || first == "'" {
                switch quoted(rest) {
                case .success(let (string, after)):
                    item = string
                    rest = after
                case .failure(let problem): return .failure(problem)
                }
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                item = String(rest[..<end].trimming(" \t"))
                rest = String(rest[end...])
                if item.isEmpty || item.contains(where: { "[]{}".contains($0) }) {
                    return .failure(Problem(message: "malformed list item", offset: text.utf8.count - rest.utf8.count))
                }
            }
            items.append(item)
            if rest.isEmpty { return .success(.list(items)) }
            guard rest.first == "," else {
                return .failure(Problem(message: "expected ',' between list items", offset: text.utf8.count - rest.utf8.count - 1))
            }
            rest.removeFirst()
        }
    }
}
