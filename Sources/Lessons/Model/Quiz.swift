import Diagnostics

/// A quiz block: questions with choices or a numeric answer, each with an explanation.
public struct Quiz: Hashable, Sendable {
    public var id: String
    public var questions: [QuizQuestion]
    public var location: SourceLocation
}

public struct QuizQuestion: Hashable, Sendable {
    public enum Answer: Hashable, Sendable {
        /// One or more choices; more than one correct choice makes it multiple-select.
        case choices([QuizChoice])
        case numeric(NumericAnswer)
    }

    /// The question, inline Markdown.
    public var prompt: [MarkdownInline]
    public var answer: Answer
    /// Shown after answering (inline Markdown, lines joined by soft breaks).
    public var explanation: [MarkdownInline]
    /// The position of the question's `?`.
    public var location: SourceLocation

    /// True when more than one choice is correct.
    public var isMultipleSelect: Bool {
        if case .choices(let choices) = answer { return choices.filter(\.isCorrect).count > 1 }
        return false
    }
}

public struct QuizChoice: Hashable, Sendable {
    public var content: [MarkdownInline]
    public var isCorrect: Bool
    public var location: SourceLocation
}

/// `= VALUE ± TOLERANCE [@ SNIPPET PROPERTY TIME [NAME=VALUE ...]]`.
public struct NumericAnswer: Hashable, Sendable {
    /// A trace value the answer can be checked against.
    public struct TraceReference: Hashable, Sendable {
        public var snippetID: String
        /// A property, optionally with a component: `scaleEffect.x`, `opacity`.
        public var property: String
        /// Virtual seconds.
        public var time: Double
        /// Values of the snippet's `param=` parameters, by name: the question asks about that
        /// variant of the snippet (docs/AUTHORING.md, "Questions about a variant"); a parameter
        /// not named keeps its literal. Empty: the snippet as written.
        public var parameters: [String: Double] = [:]
    }

    public var value: Double
    public var tolerance: Double
    public var reference: TraceReference?
    /// Where the answer's `=` line starts in the lesson (a variant's problems are reported there).
    public var location: SourceLocation = .start

    /// Whether `answer` is within the tolerance.
    public func accepts(_ answer: Double) -> Bool { abs(answer - value) <= tolerance }
}

/// One hint of an exercise, in the order written.
public struct Hint: Hashable, Sendable {
    public var exerciseID: String
    public var content: [MarkdownBlock]
    public var location: SourceLocation
}
