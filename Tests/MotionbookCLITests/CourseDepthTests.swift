import Foundation
import Lessons
import Testing

/// What the third edition of the course promises in every language (issues "the course, second
/// edition" and "the course, third edition"): 19 lessons, the newer APIs traced, in every lesson a
/// predict-first block and a question about a variant the page has not shown, numeric answers
/// that are checked against a trace and can be read neither in the prose above them nor in a
/// table the page prints, explorers where a parameter is the lesson, exercises that take several
/// changes, last hints that point at the solution instead of writing its code (`HintGiveaway`),
/// and choice questions whose right option is not mostly the longest (`QuizOptionLengths`).
/// The figures are printed, so a run shows how far above each floor the course is.
@Suite struct CourseDepthTests {
    /// APIs that the course's traced snippets (`swift run`, exercises, solutions) must use.
    static let tracedAPIs = ["animatableData", "MagnifyGesture", "RotateGesture", "rotation3DEffect", "scrollTransition", "visualEffect"]

    /// Lessons per language (the capstone is the 19th).
    static let lessons = 19

    /// Lines an exercise's solution must change: at least this many lines of the starter are
    /// removed or of the solution added (whichever is more).
    static let substantialChange = 6

    /// Exercises per language that must change `substantialChange`+ lines.
    static let substantialExercises = 15

    /// Snippets with `param=` per language, where a parameter is the lesson.
    static let explorers = 8

    @Test func everyLanguageMeetsTheFloors() throws {
        let course = try CourseStructureTests.course()
        for language in Language.allCases {
            let lessons = course.checkedLessons(in: language).filter { !CourseStructureTests.appendices.values.contains($0.id) }.map(\.lesson)
            let figures = Figures(lessons)
            print("course depth \(language.code): \(figures.summary)")
            for line in figures.perLesson { print("course depth \(language.code): \(line)") }
            for exercise in figures.smallExercises { print("course depth \(language.code): small exercise \(exercise)") }
            for hint in figures.hintsWithSolution { print("course depth \(language.code): last hint gives away \(hint)") }
            #expect(lessons.count >= Self.lessons, "\(language.code): \(lessons.count) lessons")
            #expect(figures.checkedNumeric >= 30, "\(language.code): \(figures.summary)")
            #expect(figures.numericInProse * 5 <= figures.numeric, "\(language.code): \(figures.summary); in the prose: \(figures.inProse)")
            #expect(figures.readableFromTable.isEmpty, "\(language.code): numeric answers a printed table gives: \(figures.readableFromTable)")
            #expect(figures.withoutPrediction.isEmpty, "\(language.code): lessons without a predict-first block: \(figures.withoutPrediction)")
            #expect(figures.withoutVariantQuestion.isEmpty, "\(language.code): lessons without a question about a variant: \(figures.withoutVariantQuestion)")
            #expect(figures.explorers >= Self.explorers, "\(language.code): \(figures.summary)")
            #expect(figures.substantialExercises >= Self.substantialExercises, "\(language.code): \(figures.summary); small: \(figures.smallExercises)")
            let givenAway = figures.hintsWithSolution
            #expect(givenAway.isEmpty, "\(language.code): last hints that write the solution's code: \(givenAway)")
            #expect(figures.longestOptionLessons.isEmpty, "\(language.code): lessons whose right options are mostly the longest: \(figures.longestOptionLessons)")
            let traced = lessons.flatMap(\.snippets).map(\.source).joined(separator: "\n")
            for api in Self.tracedAPIs {
                let used = traced.contains(api)
                #expect(used, "\(language.code): no traced snippet uses \(api)")
            }
        }
    }

    @Test func proseNumbersAreReadInEveryNotation() {
        let text = "bei 0,45 s steht 1.125, danach −17,5 und 12,5 %; x1 und 3.0"
        #expect(ProseNumbers.values(in: text) == [0.45, 1.125, -17.5, 12.5, 3])
        #expect(Figures.changedLines(from: "a\nb\nc", to: "a\nB\nc\nd") == 2)
    }

    @Test func aHintThatWritesAChangedLineOrCallGivesTheSolutionAway() {
        let starter = "withAnimation(.spring(duration: 0.8, bounce: 0.6)) {\n    isOn.toggle()\n}"
        let solution = "withAnimation(.spring(duration: 0.4, bounce: 0.15)) {\n    isOn.toggle()\n}"
        #expect(HintGiveaway.solutionCode(inHint: "Use `.spring(duration:bounce:)` on `isOn`.", starter: starter, solution: solution).isEmpty)
        #expect(HintGiveaway.solutionCode(inHint: "Keep `isOn.toggle()` and `withAnimation`.", starter: starter, solution: solution).isEmpty)
        #expect(HintGiveaway.solutionCode(inHint: "Write `.spring(duration: 0.4, bounce: 0.15)`.", starter: starter, solution: solution) == [".spring(duration: 0.4, bounce: 0.15)"])
        #expect(HintGiveaway.solutionCode(inHint: "`isOn.toggle()`", starter: "", solution: solution) == ["isOn.toggle()"])
        #expect(HintGiveaway.solutionCode(inHint: "`isOn`", starter: "", solution: "isOn\n.toggle()").isEmpty)
        #expect(HintGiveaway.solutionCode(inHint: "Write `withAnimation(.spring(duration: 0.4, bounce: 0.15)) { isOn.toggle() }`.", starter: starter, solution: solution)
            == ["withAnimation(.spring(duration: 0.4, bounce: 0.15))"])
        #expect(HintGiveaway.solutionCode(inHint: "```swift\nwithAnimation(.spring(duration: 0.4,  bounce: 0.15)) {\n```", starter: starter, solution: solution).isEmpty == false)
    }

    /// Counts over the lessons of one language.
    struct Figures {
        var numeric = 0
        var checkedNumeric = 0
        var inProse: [String] = []
        /// Checked answers about a snippet as written: the page prints every frame of its trace
        /// (the table's "all frames" disclosure), so the value is a row of that table or lies
        /// between two of its rows 1/60 s apart. Only a question about a variant (its figure is
        /// loaded after the answer) asks for a value the page does not print.
        var readableFromTable: [String] = []
        var explorers = 0
        var withoutPrediction: [String] = []
        var withoutVariantQuestion: [String] = []
        /// Lessons whose right options are the longest in more than half of their choice questions.
        var longestOptionLessons: [String] = []
        /// One line per lesson: its predict-first blocks, variant questions, explorers and the
        /// choice questions whose right option is the longest.
        var perLesson: [String] = []
        var exercises = 0
        var smallExercises: [String] = []
        /// Exercises whose last hint holds code of the solution (see `HintGiveaway`).
        var hintsWithSolution: [String] = []
        var numericInProse: Int { inProse.count }
        var substantialExercises: Int { exercises - smallExercises.count }

        init(_ lessons: [Lesson]) {
            for lesson in lessons {
                let lines = lesson.source.split(separator: "\n", omittingEmptySubsequences: false)
                let proseLines = ProseNumbers.proseLines(lines)
                var variantQuestions = 0
                for quiz in lesson.quizzes {
                    let above = proseLines.filter { $0.number < quiz.location.line }.map(\.text).joined(separator: "\n")
                    let printed = Set(ProseNumbers.values(in: above))
                    for question in quiz.questions {
                        guard case .numeric(let answer) = question.answer else { continue }
                        numeric += 1
                        if printed.contains(answer.value) { inProse.append("\(lesson.path):\(question.location.line) \(answer.value)") }
                        guard let reference = answer.reference else { continue }
                        checkedNumeric += 1
                        if reference.asksVariant {
                            variantQuestions += 1
                        } else {
                            readableFromTable.append("\(lesson.path):\(question.location.line) @ \(reference.snippetID) \(reference.time)")
                        }
                    }
                }
                let traced = lesson.snippets.filter { $0.role == .run }
                let predictions = traced.filter { $0.prediction != nil }.count
                let lessonExplorers = traced.filter { !$0.parameters.isEmpty }.count
                explorers += lessonExplorers
                if predictions == 0 { withoutPrediction.append(lesson.path) }
                if variantQuestions == 0 { withoutVariantQuestion.append(lesson.path) }
                let options = QuizOptionLengths.tally(lesson)
                if options.isLopsided { longestOptionLessons.append(lesson.path) }
                perLesson.append(
                    "\(lesson.path): \(predictions) predict-first, \(variantQuestions) variant questions, \(lessonExplorers) explorers, "
                        + "right option longest in \(options.favouringTheLongest.count) of \(options.choiceQuestions.count) choice questions")
                for exercise in lesson.snippets where exercise.role == .exercise {
                    exercises += 1
                    let solution = lesson.snippets.first { $0.role == .solution && $0.id == exercise.id }?.source ?? ""
                    let changed = Self.changedLines(from: exercise.source, to: solution)
                    if changed < CourseDepthTests.substantialChange { smallExercises.append("\(lesson.path) \(exercise.id): \(changed)") }
                    let given = HintGiveaway.solutionCode(in: lesson, exerciseID: exercise.id, starter: exercise.source, solution: solution)
                    if !given.isEmpty { hintsWithSolution.append("\(lesson.path) \(exercise.id): \(given.joined(separator: " | "))") }
                }
            }
        }

        /// The larger of the lines removed from `starter` and the lines added in `solution`.
        static func changedLines(from starter: String, to solution: String) -> Int {
            let difference = solution.split(separator: "\n", omittingEmptySubsequences: false)
                .difference(from: starter.split(separator: "\n", omittingEmptySubsequences: false))
            return max(difference.insertions.count, difference.removals.count)
        }

        var summary: String {
            "\(numeric) numeric answers, \(checkedNumeric) checked against a trace, \(numericInProse) printed above their quiz, "
                + "\(readableFromTable.count) readable from a printed table; \(explorers) explorers; "
                + "\(withoutPrediction.count) lessons without a predict-first block, \(withoutVariantQuestion.count) without a variant question, "
                + "\(longestOptionLessons.count) whose right options are mostly the longest; "
                + "\(substantialExercises) of \(exercises) exercises change \(CourseDepthTests.substantialChange)+ lines, "
                + "\(hintsWithSolution.count) last hints hold the solution's code"
        }
    }
}

/// The numbers a reader sees in a lesson's prose: every line outside Swift code and quiz blocks
/// (hints count as prose), read with a decimal point or comma and an ASCII or Unicode minus.
enum ProseNumbers {
    /// The lines outside ```swift… and ```quiz fences, with their 1-based numbers.
    static func proseLines(_ lines: [Substring]) -> [(number: Int, text: Substring)] {
        var result: [(Int, Substring)] = []
        var fence: Substring?
        var skipping = false
        for (index, line) in lines.enumerated() {
            let ticks = line.prefix { $0 == "`" }
            if let open = fence {
                if ticks.count >= open.count && line.drop(while: { $0 == "`" }).allSatisfy(\.isWhitespace) { fence = nil }
                if !skipping { result.append((index + 1, line)) }
                continue
            }
            if ticks.count >= 3 {
                fence = ticks
                let info = line.dropFirst(ticks.count)
                skipping = info.hasPrefix("swift") || info.hasPrefix("quiz")
                if !skipping { result.append((index + 1, line)) }
                continue
            }
            result.append((index + 1, line))
        }
        return result
    }

    /// Every number in `text`: digits with an optional `.` or `,` fraction, negative after `-`
    /// or `−`, not part of a word (`x1`) or of a longer number.
    static func values(in text: some StringProtocol) -> [Double] {
        let characters = Array(text)
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < characters.count && characters[index].isASCII && characters[index].isNumber }
        func isWordOrNumber(_ index: Int) -> Bool {
            index >= 0 && (characters[index].isLetter || characters[index].isNumber || characters[index] == "." || characters[index] == ",")
        }
        var values: [Double] = []
        var index = 0
        while index < characters.count {
            guard isDigit(index), !isWordOrNumber(index - 1) else {
                index += 1
                continue
            }
            var end = index
            while isDigit(end) { end += 1 }
            if end < characters.count, characters[end] == "." || characters[end] == ",", isDigit(end + 1) {
                end += 1
                while isDigit(end) { end += 1 }
            }
            let negative = index > 0 && (characters[index - 1] == "-" || characters[index - 1] == "−") && !isWordOrNumber(index - 2)
            if let value = Double(String(characters[index..<end]).replacingOccurrences(of: ",", with: ".")) {
                values.append(negative ? -value : value)
            }
            index = end
        }
        return values
    }
}
