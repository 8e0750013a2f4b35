import Diagnostics
import TraceFormat
/// Gives a fenced block its meaning from its info string (`LANGUAGE [ROLE] [key=value ...]`),
/// reporting unknown roles and keys, missing and duplicate keys and malformed values at the
/// exact column of the offending word.
struct FenceInterpreter {
    var path: String
    /// The lesson's lines, to find where the info string starts on the fence line.
    var lines: [Substring]

    /// Keys each kind of block accepts, and which are required: a snippet's id, its scenario
    /// (``ScenarioKey/all``, those for lessons), and how its trace is printed.
    static let scenarioKeys = ["id"] + ScenarioKey.all.filter(\.appliesToLessons).map(\.name) + ["every", "show"]
    static let keys: [String: (allowed: [String], required: [String])] = [
        "swift run": (scenarioKeys + ["param", "predict"], ["id"]),
        "swift exercise": (scenarioKeys + ["tolerance"], ["id"]),
        "swift solution": (["for"], ["for"]),
        "quiz": (["id"], ["id"]),
        "hint": (["for"], ["for"]),
        "reveal": (["for"], ["for"]),
    ]

    /// The tolerance an exercise gets when it names none: an absolute difference per value.
    static let defaultTolerance = 0.01

    func interpret(_ block: FencedBlock, diagnostics: inout DiagnosticCollector) -> FencedBlock.Kind {
        guard block.isFenced else { return .code }
        let info = FenceInfo(block.info)
        let infoStart = infoColumn(of: block)
        func at(_ offset: Int) -> SourceLocation { SourceLocation(line: block.location.line, column: infoStart + offset) }
        func report(_ rule: Rule, _ message: String, offset: Int) {
            diagnostics.report(rule, message, path: path, at: at(offset))
        }

        if let offset = info.unterminatedQuoteOffset {
            report(.malformedValue, "quoted value is not closed", offset: offset)
        }
        let signature: String
        switch info.language {
        case "swift":
            if let role = info.role {
                guard ["run", "exercise", "solution"].contains(role.text) else {
                    report(.unknownRole, "unknown role '\(role.text)' for a swift block (expected run, exercise or solution)", offset: role.offset)
                    return .code
                }
                signature = "swift \(role.text)"
            } else {
                signature = "swift"
            }
            for extra in info.words.dropFirst() {
                report(.unknownRole, "unexpected word '\(extra.text)' after the role; keys are written key=value", offset: extra.offset)
            }
        case "quiz", "hint", "reveal":
            signature = info.language
            for word in info.words {
                report(.unknownRole, "'\(info.language)' blocks take no role; found '\(word.text)'", offset: word.offset)
            }
        default:
            if let first = info.attributes.first {
                report(.unknownKey, "'\(info.language)' blocks take no keys; is the language misspelt?", offset: first.keyOffset)
            }
            return .code
        }

        let allowed = Self.keys[signature]?.allowed ?? []
        var values: [String: String] = [:]
        var valid = true
        for attribute in info.attributes {
            guard allowed.contains(attribute.key) else {
                let accepted = allowed.isEmpty ? "it takes no keys; add a role: run, exercise or solution" : "accepted: \(allowed.joined(separator: ", "))"
                report(.unknownKey, "unknown key '\(attribute.key)' for '\(signature)' (\(accepted))", offset: attribute.keyOffset)
                continue
            }
            guard values[attribute.key] == nil else {
                report(.duplicateKey, "key '\(attribute.key)' is given more than once", offset: attribute.keyOffset)
                continue
            }
            if let problem = Self.problem(key: attribute.key, value: attribute.value) {
                report(.malformedValue, "malformed value for '\(attribute.key)': \(problem)", offset: attribute.valueOffset)
                valid = false
            }
            values[attribute.key] = attribute.value
        }
        for key in Self.keys[signature]?.required ?? [] where values[key] == nil {
            report(.missingKey, "'\(signature)' needs a '\(key)=' key", offset: 0)
            valid = false
        }
        guard valid else { return .code }

        switch signature {
        case "swift run", "swift exercise", "swift solution":
            let role: Snippet.Role = signature == "swift run" ? .run : signature == "swift exercise" ? .exercise : .solution
            var snippet = Snippet(
                role: role, id: values["id"] ?? values["for"] ?? "", source: block.code,
                firstLine: block.firstCodeLine, column: block.location.column, scenario: ScenarioKey.scenario(values),
                tolerance: role == .exercise ? Double(values["tolerance"] ?? "") ?? Self.defaultTolerance : nil,
                location: block.location)
            if let every = values["every"].flatMap({ ValueSyntax.decimal($0) }) { snippet.every = every }
            snippet.show = values["show"].map { $0.split(separator: ",").map(String.init) } ?? []
            snippet.prediction = values["predict"].flatMap(SnippetPrediction.parse)
            if let markup = values["param"], let attribute = info.attributes.first(where: { $0.key == "param" }) {
                switch ParameterMarkup.parse(markup, source: block.code) {
                case .success(let parameters):
                    snippet.parameters = parameters
                case .failure(let problem):
                    // A quoted value's text starts after its quote.
                    let quoted = block.info.utf8.dropFirst(attribute.valueOffset).first == UInt8(ascii: "\"")
                    report(.parameterMarkup, problem.message, offset: attribute.valueOffset + (quoted ? 1 : 0) + problem.offset)
                }
            }
            return .snippet(snippet)
        case "quiz":
            let parser = QuizParser(path: path, firstLine: block.firstCodeLine, column: block.location.column)
            return .quiz(parser.parse(id: values["id"] ?? "", text: block.code, at: block.location, diagnostics: &diagnostics))
        case "hint", "reveal":
            // Markdown prose for another block: parsed at the lines it stands on.
            let content = CmarkConverter.parse(block.code, lineOffset: block.firstCodeLine - 1, path: path, diagnostics: &diagnostics)
            let target = values["for"] ?? ""
            return signature == "hint"
                ? .hint(Hint(exerciseID: target, content: content, location: block.location))
                : .reveal(PredictReveal(snippetID: target, content: content, location: block.location))
        default:
            return .code
        }
    }

    /// The 1-based byte column at which the info string starts on the fence line.
    private func infoColumn(of block: FencedBlock) -> Int {
        let lineIndex = block.location.line - 1
        guard lines.indices.contains(lineIndex) else { return block.location.column }
        let bytes = Array(lines[lineIndex].utf8)
        var index = max(0, block.location.column - 1)
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index + 1
    }

    /// What is wrong with a value, or nil when it is well formed.
    static func problem(key: String, value: String) -> String? {
        if let scenarioKey = ScenarioKey.named(key), scenarioKey.appliesToLessons {
            return scenarioKey.check(value).map(scenarioKey.fenceMessage)
        }
        switch key {
        case "id", "for":
            return ValueSyntax.isIdentifier(value, allowHyphen: true) ? nil : "expected an id of letters, digits, '-' and '_'"
        case "every":
            guard let seconds = ValueSyntax.decimal(value), seconds > 0 else {
                return "expected seconds between table rows, a number above 0 (e.g. every=0.1)"
            }
        case "tolerance":
            guard ValueSyntax.decimal(value) != nil else { return "expected a non-negative number (e.g. tolerance=0.01)" }
        case "predict":
            guard SnippetPrediction.parse(value) != nil else { return "expected a property and seconds (e.g. predict=\"offset.x 0.5\")" }
        case "show":
            for name in value.split(separator: ",", omittingEmptySubsequences: false)
            where !ValueSyntax.isPropertyName(String(name)) {
                return "expected property names separated by commas (e.g. show=scaleEffect,opacity), found '\(name)'"
            }
        default:
            break
        }
        return nil
    }
}

/// Small lexical rules shared by fence values and quiz answers.
enum ValueSyntax {
    /// A plain decimal: digits with an optional fraction (`0.25`, `3`), optionally negative when
    /// `allowSign`. No exponents, no `inf`/`nan`, no locale.
    static func decimal(_ text: String, allowSign: Bool = false) -> Double? {
        ScenarioSyntax.decimal(text, allowSign: allowSign)
    }

    static func isIdentifier(_ text: String, allowHyphen: Bool) -> Bool {
        ScenarioSyntax.isIdentifier(text, allowHyphen: allowHyphen)
    }

    /// `name` or `name.component`, ASCII letters and digits.
    static func isPropertyName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { isIdentifier(String($0), allowHyphen: false) }
    }
}
