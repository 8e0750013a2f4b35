import TraceFormat

/// `#Playground { … }` and `#Playground("Name") { … }` (the `Playgrounds` module's macro, which
/// Xcode and `swift play` run): the block becomes a function on the same lines, and each variable
/// it declares at its top level a value the program can trace.
///
/// `#Playground("Cards") {` becomes
/// `func motionbookPlayground_1(_ motionbookPlayground: MotionbookPlaygroundValues) throws {`
/// (the arguments blanked), and on the closing brace's line, before the brace, every top-level
/// `let`/`var` name is handed to the recorder: `motionbookPlayground.record(`card`, "card")`.
/// The recorder is overloaded (MotionCore's `_PlaygroundValues`): the type checker picks the
/// overload for views, which records the view, or the one for any other value, which records
/// its type only. Every line stays where it was.
extension Previews {
    /// The name of the recorder parameter of a playground's function.
    static let recorder = "motionbookPlayground"

    /// The edits and entries of a `#Playground` macro; `number` names its function.
    static func playground(
        _ macro: Macro, _ source: MaskedSource, _ tokens: [Token], number: Int
    ) -> (edits: [SourceEdits.Edit], entries: [(offset: Int, entry: Entry)]) {
        let function = "motionbookPlayground_\(number)"
        let hash = tokens[macro.hash].offset
        var edits: [SourceEdits.Edit] = [
            .init(offset: hash, length: 11, replacement: "func \(function)(_ \(recorder): MotionbookPlaygroundValues) throws")
        ]
        if let arguments = macro.arguments {
            edits.append(.init(offset: arguments.lowerBound, length: arguments.count, replacement: blanked(source, arguments)))
        }
        let variables = topLevelVariables(source, tokens, open: macro.open, close: macro.close)
        if !variables.isEmpty {
            // Code before the brace on its line needs a separator; the block's own `{` does not.
            let previous = macro.close - 1
            let separator = previous != macro.open && source.line(of: tokens[previous].offset) == source.line(of: tokens[macro.close].offset) ? "; " : ""
            let calls = variables.map { "\(recorder).record(`\($0.text)`, \(SwiftText.stringLiteral($0.text)))" }
            edits.append(.init(offset: tokens[macro.close].offset, length: 0, replacement: separator + calls.joined(separator: "; ") + " "))
        }
        let mount = "MotionbookPlayground(\(macro.title.map(SwiftText.stringLiteral) ?? "nil"), \(function))"
        let line = source.position(of: hash).line
        guard !variables.isEmpty else {
            let origin = PlaygroundOrigin(name: macro.title, line: line, variable: nil)
            return (edits, [(hash, Entry(name: macro.title, line: line, mount: mount, playground: origin))])
        }
        let entries = variables.map { variable in
            let origin = PlaygroundOrigin(name: macro.title, line: line, variable: variable.text)
            let name = PlaygroundContract.valueName(variable.text, in: macro.title)
            return (variable.offset, Entry(name: name, line: source.position(of: variable.offset).line, mount: mount, playground: origin))
        }
        return (edits, entries)
    }

    /// The names the block between the brace tokens `open` and `close` declares at its own top
    /// level with `let` or `var` (`let a = 1, b = 2` and `let (x, y) = …` included), in order.
    /// Not the bindings of `if let`, `guard let`, `case let`, `catch let` or `for`.
    static func topLevelVariables(_ source: MaskedSource, _ tokens: [Token], open: Int, close: Int) -> [Token] {
        let depth = tokens[open].depth + 1
        let conditions: Set<String> = ["if", "guard", "while", "case", "catch", "for", ",", "(", "."]
        var names: [Token] = []
        for index in (open + 1)..<close
        where tokens[index].depth == depth && (tokens[index].text == "let" || tokens[index].text == "var")
            && !conditions.contains(tokens[index - 1].text)
        {
            let end = min(statementEnd(source, tokens, from: index, depth: depth), close)
            names += boundNames(tokens, after: index, before: end)
        }
        var seen: Set<Int> = []
        return names.filter { seen.insert($0.offset).inserted }
    }

    /// The names one declaration binds, from the token after `let`/`var` up to `end` (or a `;`):
    /// its first pattern, and each later one after a comma outside brackets that is a name
    /// followed by `=` or `:` (so `Dictionary<String, Int>` is no binding).
    private static func boundNames(_ tokens: [Token], after keyword: Int, before end: Int) -> [Token] {
        var names = patternNames(tokens, at: keyword + 1, before: end)
        var nesting = 0
        var cursor = keyword + 1
        while cursor < end {
            switch tokens[cursor].text {
            case "(", "[", "{": nesting += 1
            case ")", "]", "}": nesting -= 1
            case ";" where nesting == 0: return names
            case "," where nesting == 0 && cursor + 2 < end && tokens[cursor + 1].isIdentifier:
                let next = tokens[cursor + 2]
                let isAssignment = next.text == "=" && !(cursor + 3 < end && tokens[cursor + 3].text == "=" && tokens[cursor + 3].offset == next.offset + 1)
                if isAssignment || next.text == ":" { names += patternNames(tokens, at: cursor + 1, before: end) }
            default: break
            }
            cursor += 1
        }
        return names
    }

    /// The names of the pattern at token `index`: one name, or the names of a tuple pattern
    /// (`(x, y)`, `(a, (b, _))`); `_` binds nothing.
    private static func patternNames(_ tokens: [Token], at index: Int, before end: Int) -> [Token] {
        guard index < end else { return [] }
        if tokens[index].isIdentifier { return tokens[index].text == "_" ? [] : [tokens[index]] }
        guard tokens[index].text == "(" else { return [] }
        var names: [Token] = []
        var nesting = 0
        var cursor = index
        while cursor < end {
            let token = tokens[cursor]
            if token.text == "(" { nesting += 1 }
            if token.text == ")" {
                nesting -= 1
                if nesting == 0 { break }
            }
            if token.isIdentifier, token.text != "_", ["(", ","].contains(tokens[cursor - 1].text), cursor + 1 < end,
                [",", ")"].contains(tokens[cursor + 1].text)
            {
                names.append(token)
            }
            cursor += 1
        }
        return names
    }
}
