/// Reads the body of a `quiz` block (README.md, "Writing a lesson"):
///
///     ? question            (inline Markdown)
///     - [ ] wrong choice
///     - [x] right choice    (several [x] make it multiple-select)
///     = 1.42 ± 0.02 @ pulse scaleEffect.x 0.3   (a numeric answer instead of choices)
///     > explanation
///
/// Blank lines separate questions. `±` may also be written `+-` or `+/-`.
import Diagnostics
import Foundation

struct QuizParser {
    var path: String
    /// The lesson line of the block's first content line.
    var firstLine: Int
    /// The column at which content lines start (the fence's indentation + 1).
    var column: Int

    private struct Draft {
        var prompt: String
        var choices: [QuizChoice] = []
        var numeric: NumericAnswer?
        /// A numeric answer line was written, even if it did not parse (no cascade of errors).
        var hasNumericLine = false
        var explanation: [String] = []
        var location: SourceLocation
        /// Where the prompt's text and the first explanation line's text start.
        var promptLocation: SourceLocation
        var explanationLocation: SourceLocation?
    }

    func parse(id: String, text: String, at location: SourceLocation, diagnostics: inout DiagnosticCollector) -> Quiz {
        var questions: [QuizQuestion] = []
        var draft: Draft?
        var sawQuestion = false
        func finish() {
            guard let current = draft else { return }
            draft = nil
            if let question = validated(current, diagnostics: &diagnostics) { questions.append(question) }
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indentation = rawLine.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let line = rawLine.trimming(" \t\r")
            let here = SourceLocation(line: firstLine + index, column: column + indentation)
            if line.isEmpty { continue }
            if line.hasPrefix("?") {
                finish()
                sawQuestion = true
                let prompt = String(line.dropFirst().trimming(" \t"))
                draft = Draft(
                    prompt: prompt, location: here, promptLocation: here.advanced(by: line.utf8.count - prompt.utf8.count))
                continue
            }
            guard draft != nil else {
                if !sawQuestion {
                    diagnostics.report(.quizNoQuestion, "quiz content before any '? question' line", path: path, at: here)
                    sawQuestion = true
                }
                continue
            }
            if let choice = Self.choice(line) {
                let content = CmarkConverter.inlines(
                    choice.text, at: here.advanced(by: line.utf8.count - choice.text.utf8.count), path: path,
                    diagnostics: &diagnostics)
                draft!.choices.append(QuizChoice(content: content, isCorrect: choice.isCorrect, location: here))
            } else if line.hasPrefix(">") {
                let text = String(line.dropFirst().trimming(" \t"))
                if draft!.explanation.isEmpty {
                    draft!.explanationLocation = here.advanced(by: line.utf8.count - text.utf8.count)
                }
                draft!.explanation.append(text)
            } else if line.hasPrefix("=") {
                guard draft!.numeric == nil else {
                    diagnostics.report(.quizMalformedNumber, "a question has one numeric answer", path: path, at: here)
                    continue
                }
                draft!.hasNumericLine = true
                switch Self.numeric(String(line.dropFirst())) {
                case .success(var answer):
                    answer.location = here
                    draft!.numeric = answer
                case .failure(let problem):
                    diagnostics.report(.quizMalformedNumber, problem.message, path: path, at: here)
                }
            } else {
                diagnostics.report(
                    .quizMalformedLine, "unexpected quiz line; start it with '? ', '- [ ] ', '- [x] ', '> ' or '= '",
                    path: path, at: here)
            }
        }
        finish()
        if !sawQuestion {
            diagnostics.report(.quizNoQuestion, "quiz '\(id)' has no question; start one with '? '", path: path, at: location)
        }
        return Quiz(id: id, questions: questions, location: location)
    }

    private func validated(_ draft: Draft, diagnostics: inout DiagnosticCollector) -> QuizQuestion? {
        func fail(_ rule: Rule, _ message: String) -> QuizQuestion? {
            diagnostics.report(rule, message, path: path, at: draft.location)
            return nil
        }
        if draft.prompt.isEmpty { return fail(.quizNoQuestion, "the question text after '?' is empty") }
        let answer: QuizQuestion.Answer
        if let numeric = draft.numeric {
            guard draft.choices.isEmpty else {
                return fail(.quizMalformedLine, "a question has either choices or a numeric answer, not both")
            }
            answer = .numeric(numeric)
        } else if draft.hasNumericLine {
            return nil
        } else {
            guard draft.choices.count >= 2 else {
                return fail(.quizTooFewChoices, "a question needs at least two choices (or a '= VALUE ± TOLERANCE' answer), found \(draft.choices.count)")
            }
            guard draft.choices.contains(where: \.isCorrect) else {
                return fail(.quizNoCorrectChoice, "no choice is marked correct with '- [x]'")
            }
            answer = .choices(draft.choices)
        }
        return QuizQuestion(
            prompt: CmarkConverter.inlines(draft.prompt, at: draft.promptLocation, path: path, diagnostics: &diagnostics),
            answer: answer,
            explanation: CmarkConverter.inlines(
                draft.explanation.joined(separator: "\n"), at: draft.explanationLocation ?? draft.location, path: path,
                diagnostics: &diagnostics),
            location: draft.location)
    }

    /// `- [ ] text`, `- [x] text`, `- [X] text` (also with `*` or `+` bullets).
    private static func choice(_ line: Substring) -> (text: String, isCorrect: Bool)? {
        guard let bullet = line.first, "-*+".contains(bullet) else { return nil }
        let rest = line.dropFirst().trimming(" \t")
        guard rest.count >= 3, rest.hasPrefix("["), rest.dropFirst(2).hasPrefix("]") else { return nil }
        let mark = rest.dropFirst().first!
        guard mark == " " || mark == "x" || mark == "X" else { return nil }
        return (String(rest.dropFirst(3).trimming(" \t")), mark != " ")
    }

    struct Problem: Error { var message: String }

    /// ` VALUE ± TOLERANCE [@ SNIPPET PROPERTY TIME [NAME=VALUE ...]]`.
    static func numeric(_ text: String) -> Result<NumericAnswer, Problem> {
        let usage = "expected '= VALUE ± TOLERANCE' optionally followed by '@ SNIPPET PROPERTY SECONDS'"
        let parts = text.split(separator: "@", maxSplits: 1)
        let normalized = (parts.first.map(String.init) ?? "")
            .replacingOccurrences(of: "+/-", with: "±").replacingOccurrences(of: "+-", with: "±")
        let sides = normalized.split(separator: "±", omittingEmptySubsequences: false)
        guard sides.count == 2,
            let value = ValueSyntax.decimal(String(sides[0].trimming(" \t")), allowSign: true),
            let tolerance = ValueSyntax.decimal(String(sides[1].trimming(" \t")))
        else { return .failure(Problem(message: usage)) }
        var answer = NumericAnswer(value: value, tolerance: tolerance, reference: nil)
        if parts.count == 2 {
            let words = parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 3, ValueSyntax.isIdentifier(String(words[0]), allowHyphen: true),
                ValueSyntax.isPropertyName(String(words[1])), let time = ValueSyntax.decimal(String(words[2]))
            else { return .failure(Problem(message: "after '@' expected SNIPPET PROPERTY SECONDS (e.g. '@ pulse scaleEffect.x 0.3')")) }
            answer.reference = .init(snippetID: String(words[0]), property: String(words[1]), time: time)
            for word in words.dropFirst(3) {
                switch variantValue(word) {
                case .success(let (name, value)):
                    guard answer.reference!.parameters[name] == nil else {
                        return .failure(Problem(message: "the parameter '\(name)' is named twice"))
                    }
                    answer.reference!.parameters[name] = value
                case .failure(let problem): return .failure(problem)
                }
            }
        }
        return .success(answer)
    }

    /// `NAME=VALUE` after `@ SNIPPET PROPERTY SECONDS`: a parameter of the asked variant.
    private static func variantValue(_ word: Substring) -> Result<(String, Double), Problem> {
        let sides = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard sides.count == 2, ValueSyntax.isIdentifier(String(sides[0]), allowHyphen: false),
            let value = ValueSyntax.decimal(String(sides[1]), allowSign: true)
        else {
            return .failure(Problem(message: "after '@ SNIPPET PROPERTY SECONDS' expected parameter values NAME=VALUE (e.g. 'response=0.45'), found '\(word)'"))
        }
        return .success((String(sides[0]), value))
    }
}

