import Lessons

/// The top-level declarations of one Swift file, found in its code tokens (``Token``): types
/// (with what they conform to and where their braces are), extensions, other declared names, and
/// `@main` attributes. Enough to choose what to mount and to name what cannot be mounted.
struct Declarations {
    /// A `struct`, `class`, `enum`, `actor`, `protocol` or `extension` at the top level.
    struct TypeDeclaration {
        enum Kind: String { case `struct`, `class`, `enum`, actor, `protocol`, `extension` }
        var kind: Kind
        /// The declared (or extended) type's name, without module or generic arguments.
        var name: String
        /// Scalar offset of the name.
        var nameOffset: Int
        /// Whether the type has generic parameters (`struct Card<Content: View>`).
        var isGeneric: Bool
        /// The last component of each entry of the inheritance clause (`SwiftUI.View` → `View`).
        var conformances: [String]
        /// Scalar offsets of the opening and the closing brace (the end of the file when it is
        /// missing).
        var body: ClosedRange<Int>
    }

    var types: [TypeDeclaration] = []
    /// Names declared at the top level by type, typealias, function, `let` or `var` declarations.
    var topLevelNames: Set<String> = []
    /// Scalar offsets of `@main` attributes at the top level.
    var mainAttributes: [Int] = []

    init(_ source: MaskedSource) {
        let tokens = Token.scan(source)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.depth == 0 else {
                index += 1
                continue
            }
            if token.text == "@", index + 1 < tokens.count, tokens[index + 1].text == "main", tokens[index + 1].offset == token.offset + 1 {
                mainAttributes.append(token.offset)
            }
            if let kind = TypeDeclaration.Kind(rawValue: token.text), index + 1 < tokens.count, tokens[index + 1].isIdentifier,
                index == 0 || tokens[index - 1].text != "."
            {
                var cursor = index + 1
                var name = tokens[cursor].text
                let nameOffset = tokens[cursor].offset
                // `extension SwiftUI.Foo`: the last component.
                while kind == .extension, cursor + 2 < tokens.count, tokens[cursor + 1].text == ".", tokens[cursor + 2].isIdentifier {
                    cursor += 2
                    name = tokens[cursor].text
                }
                cursor += 1
                let isGeneric = cursor < tokens.count && tokens[cursor].text == "<"
                var conformances: [String] = []
                var inClause = false
                var angle = 0
                var last: String?
                while cursor < tokens.count, !(tokens[cursor].text == "{" && tokens[cursor].depth == 0) {
                    let text = tokens[cursor].text
                    if text == "<" { angle += 1 } else if text == ">" { angle -= 1 }
                    if angle == 0 {
                        if text == ":" && !inClause && conformances.isEmpty {
                            inClause = true
                        } else if text == "where" {
                            if let last { conformances.append(last) }
                            last = nil
                            inClause = false
                        } else if inClause && text == "," {
                            if let last { conformances.append(last) }
                            last = nil
                        } else if inClause && tokens[cursor].isIdentifier {
                            last = text
                        }
                    }
                    cursor += 1
                }
                if inClause, let last { conformances.append(last) }
                let open = cursor < tokens.count ? tokens[cursor].offset : source.scalars.count
                let close = Self.matchingBrace(tokens, from: cursor) ?? max(open, source.scalars.count - 1)
                types.append(TypeDeclaration(
                    kind: kind, name: name, nameOffset: nameOffset, isGeneric: isGeneric, conformances: conformances, body: open...close))
                if kind != .extension { topLevelNames.insert(name) }
                index = cursor
                continue
            }
            if ["typealias", "func", "let", "var"].contains(token.text), index + 1 < tokens.count, tokens[index + 1].isIdentifier {
                topLevelNames.insert(tokens[index + 1].text)
            }
            index += 1
        }
    }

    /// Every name the file uses as an identifier, with the offsets where it is used.
    static func identifierOffsets(_ source: MaskedSource) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for token in Token.scan(source) where token.isIdentifier {
            result[token.text, default: []].append(token.offset)
        }
        return result
    }

    private static func matchingBrace(_ tokens: [Token], from open: Int) -> Int? {
        guard open < tokens.count else { return nil }
        let depth = tokens[open].depth
        var cursor = open + 1
        while cursor < tokens.count {
            if tokens[cursor].text == "}" && tokens[cursor].depth == depth { return tokens[cursor].offset }
            cursor += 1
        }
        return nil
    }
}

/// A token of a file's code: an identifier (or number) or one punctuation scalar, with the
/// brace depth it stands at (an opening brace at the depth outside it, its closing brace too).
/// Cut from the lexer's code tokens (``MaskedSource/code``): a backquoted name is one identifier
/// without its backquotes; any other token splits into runs of name scalars and single
/// punctuation scalars (`@main` → `@`, `main`; `0.5` → `0`, `.`, `5`; `"` of a literal alone).
struct Token {
    var text: String
    var offset: Int
    var depth: Int
    var isIdentifier: Bool

    static func scan(_ source: MaskedSource) -> [Token] {
        var tokens: [Token] = []
        var depth = 0
        for (token, offset) in source.code {
            let scalars = Array(token.text.unicodeScalars)
            if token.kind == .identifier, scalars.first == "`" {
                // A backquoted identifier: `default`.
                let name = scalars.dropFirst().prefix { $0 != "`" }
                tokens.append(Token(text: String(String.UnicodeScalarView(name)), offset: offset + 1, depth: depth, isIdentifier: true))
                continue
            }
            var index = 0
            while index < scalars.count {
                let start = index
                while index < scalars.count, MaskedSource.isIdentifier(scalars[index]) { index += 1 }
                if index > start {
                    tokens.append(Token(
                        text: String(String.UnicodeScalarView(scalars[start..<index])), offset: offset + start, depth: depth, isIdentifier: true))
                    continue
                }
                let scalar = scalars[index]
                if !scalar.properties.isWhitespace {
                    if scalar == "}" { depth = max(0, depth - 1) }
                    tokens.append(Token(text: String(scalar), offset: offset + index, depth: depth, isIdentifier: false))
                    if scalar == "{" { depth += 1 }
                }
                index += 1
            }
        }
        return tokens
    }
}
