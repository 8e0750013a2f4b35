/// The previews of a Swift file, as Xcode's canvas finds them: `#Preview { … }` and
/// `#Preview("Name") { … }` macros (with `@Previewable` properties inside), and types conforming
/// to `PreviewProvider`.
///
/// There is no macro plugin here (no swift-syntax), so a `#Preview` becomes a view type by a
/// source transform that keeps every line where it was: `#Preview("Name") {` becomes
/// `struct MotionbookPreview_1: View, _PreviewRoot { var body: some View {` on the same line
/// (the arguments blanked), `@Previewable` is blanked so its properties become the type's
/// stored properties (`var body` then starts after the last of them), and the closing brace
/// gets a second one. Lines never move; columns move only on a preview's first line and after
/// the inserted text, and ``SourceEdits`` maps them back.
struct Previews {
    /// One preview.
    struct Entry: Hashable, Sendable {
        /// `#Preview("Name")`'s name, or a `PreviewProvider`'s type name without `_Previews`; for
        /// a `#Playground`'s variable `Name: variable` (``PlaygroundContract/valueName(_:in:)``).
        var name: String?
        /// 1-based line of `#Preview`, of the provider's name, or of a playground's variable
        /// (of `#Playground` when it declares none).
        var line: Int
        /// The expression that builds the preview's root view; for a playground, its
        /// `MotionbookPlayground` (not a view), which the generated entry point runs.
        var mount: String
        /// Set when the entry is a value of a `#Playground`.
        var playground: PlaygroundOrigin? = nil
    }

    /// The `#Playground` an entry belongs to: every entry of one playground mounts the same
    /// program, and the scenario's `view` (the entry's name) picks which value is traced.
    struct PlaygroundOrigin: Hashable, Sendable {
        /// `#Playground("Name")`'s name.
        var name: String?
        /// 1-based line of `#Playground`.
        var line: Int
        /// The variable traced; nil when the block declares none at its top level.
        var variable: String?
    }

    var entries: [Entry] = []
    /// The edits that turn the file's `#Preview` and `#Playground` macros into declarations.
    var edits: [SourceEdits.Edit] = []
    /// The number the next file's generated declarations start at.
    private(set) var nextIndex: Int

    /// The previews of `source`; `firstIndex` numbers the generated types across several files.
    init(_ source: MaskedSource, declarations: Declarations, firstIndex: Int = 1) {
        let tokens = Token.scan(source)
        var found: [(offset: Int, entry: Entry)] = []
        var number = firstIndex
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard let macro = Self.macro(source, tokens, at: index) else { continue }
            if macro.name == "Playground" {
                let playground = Self.playground(macro, source, tokens, number: number)
                number += 1
                edits += playground.edits
                found += playground.entries
                continue
            }
            guard macro.name == "Preview" else { continue }
            let cursor = macro.open
            let close = macro.close
            let typeName = "MotionbookPreview_\(number)"
            number += 1
            var edits: [SourceEdits.Edit] = [
                .init(offset: tokens[index].offset, length: 8, replacement: "struct \(typeName): View, _PreviewRoot")
            ]
            if let arguments = macro.arguments {
                edits.append(.init(offset: arguments.lowerBound, length: arguments.count, replacement: Self.blanked(source, arguments)))
            }
            let name = macro.title
            // `@Previewable` properties, at the top of the body: blanked, and `var body` after them.
            var bodyStart = tokens[cursor].offset + 1
            var separator = ""
            let bodyDepth = tokens[cursor].depth + 1
            var inner = cursor + 1
            while inner + 1 < close, tokens[inner].offset < tokens[close].offset {
                if tokens[inner].depth == bodyDepth, tokens[inner].text == "@", tokens[inner + 1].text == "Previewable" {
                    edits.append(.init(offset: tokens[inner].offset, length: 12, replacement: String(repeating: " ", count: 12)))
                    bodyStart = Self.endOfStatement(source, tokens, from: inner, depth: bodyDepth)
                    separator = ";"
                }
                inner += 1
            }
            edits.append(.init(offset: bodyStart, length: 0, replacement: "\(separator) var body: some View {"))
            edits.append(.init(offset: tokens[close].offset + 1, length: 0, replacement: "}"))
            self.edits += edits
            found.append((tokens[index].offset, Entry(name: name, line: source.position(of: tokens[index].offset).line, mount: "\(typeName)()")))
        }
        for type in declarations.types where type.kind != .extension && type.kind != .protocol && type.conformances.contains("PreviewProvider") {
            let name = type.name.hasSuffix("_Previews") ? String(type.name.dropLast(9)) : type.name
            found.append((type.nameOffset, Entry(
                name: name, line: source.position(of: type.nameOffset).line, mount: "_PreviewHost { \(type.name).previews }")))
        }
        entries = found.sorted { $0.offset < $1.offset }.map(\.entry)
        nextIndex = number
    }

    /// A freestanding macro at the top level with a trailing closure: `#Name { … }` or
    /// `#Name(arguments) { … }`, at token `index` (its `#`).
    struct Macro {
        /// The macro's name (`Preview`, `Playground`).
        var name: String
        /// Token index of `#`.
        var hash: Int
        /// Scalar offsets of the parenthesised arguments, parentheses included.
        var arguments: Range<Int>?
        /// The leading string literal of the arguments (`#Preview("Name")`).
        var title: String?
        /// Token indices of the closure's braces.
        var open: Int
        var close: Int
    }

    static func macro(_ source: MaskedSource, _ tokens: [Token], at index: Int) -> Macro? {
        guard tokens[index].text == "#", tokens[index].depth == 0, index + 1 < tokens.count, tokens[index + 1].isIdentifier,
            tokens[index + 1].offset == tokens[index].offset + 1
        else { return nil }
        var cursor = index + 2
        var title: String?
        var arguments: Range<Int>?
        if cursor < tokens.count, tokens[cursor].text == "(" {
            guard let close = Self.matchingParenthesis(tokens, from: cursor) else { return nil }
            arguments = tokens[cursor].offset..<(tokens[close].offset + 1)
            title = Self.leadingStringLiteral(source, after: tokens[cursor].offset + 1)
            cursor = close + 1
        }
        guard cursor < tokens.count, tokens[cursor].text == "{", let close = Self.matchingBrace(tokens, from: cursor) else { return nil }
        return Macro(name: tokens[index + 1].text, hash: index, arguments: arguments, title: title, open: cursor, close: close)
    }

    /// The string literal that starts the argument list at `offset`, if any (`"Name"`).
    static func leadingStringLiteral(_ source: MaskedSource, after offset: Int) -> String? {
        var index = offset
        while index < source.original.count, source.original[index].properties.isWhitespace { index += 1 }
        guard index < source.original.count, source.original[index] == "\"" else { return nil }
        var text = ""
        index += 1
        while index < source.original.count, source.original[index] != "\"", source.original[index] != "\n" {
            if source.original[index] == "\\", index + 1 < source.original.count { index += 1 }
            text.unicodeScalars.append(source.original[index])
            index += 1
        }
        return text
    }

    /// The range's text with every scalar but newlines turned into a space.
    static func blanked(_ source: MaskedSource, _ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(source.original[range].map { $0 == "\n" ? "\n" : " " }))
    }

    /// Where a declaration starting at token `start` ends: after the last code scalar of the
    /// line on which its brackets are all closed again.
    private static func endOfStatement(_ source: MaskedSource, _ tokens: [Token], from start: Int, depth: Int) -> Int {
        let end = statementEnd(source, tokens, from: start, depth: depth)
        return tokens[end - 1].offset + tokens[end - 1].text.unicodeScalars.count
    }

    /// The token index after a statement at brace depth `depth` that starts at token `start`:
    /// the first token of a later line at that depth with every bracket closed, unless the line
    /// before ends in `=` or `,` or the token continues it (`.modifier`, a closing bracket); or
    /// the first token outside the enclosing braces.
    static func statementEnd(_ source: MaskedSource, _ tokens: [Token], from start: Int, depth: Int) -> Int {
        var nesting = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > start, nesting == 0, token.depth <= depth, source.line(of: token.offset) != source.line(of: tokens[cursor - 1].offset),
                !token.text.hasPrefix("."), ![")", "]", "}"].contains(token.text), !["=", ","].contains(tokens[cursor - 1].text)
            {
                break
            }
            if token.depth < depth { break }
            switch token.text {
            case "(", "[", "{": nesting += 1
            case ")", "]", "}": nesting -= 1
            default: break
            }
            cursor += 1
        }
        return cursor
    }

    static func matchingParenthesis(_ tokens: [Token], from open: Int) -> Int? {
        var nesting = 0
        for cursor in open..<tokens.count {
            if tokens[cursor].text == "(" { nesting += 1 }
            if tokens[cursor].text == ")" {
                nesting -= 1
                if nesting == 0 { return cursor }
            }
        }
        return nil
    }

    static func matchingBrace(_ tokens: [Token], from open: Int) -> Int? {
        let depth = tokens[open].depth
        for cursor in (open + 1)..<tokens.count where tokens[cursor].text == "}" && tokens[cursor].depth == depth {
            return cursor
        }
        return nil
    }
}
