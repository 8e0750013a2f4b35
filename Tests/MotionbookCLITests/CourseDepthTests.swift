import Foundation
import Lessons
import Testing

/// What the second edition of the course promises in every language (issue "the course, second
/// edition"): enough lessons, the newer APIs traced, quizzes whose numeric answers are checked
/// against a trace and are printed neither in the prose above them nor on a row of their table,
/// exercises that take several changes, and last hints that point at the solution instead of
/// writing its code (`HintGiveaway`).
/// The figures are printed, so a run shows how far above each floor the course is.
@Suite struct CourseDepthTests {
    /// APIs that the course's traced snippets (`swift run`, exercises, solutions) must use.
    static let tracedAPIs = ["animatableData", "MagnifyGesture", "RotateGesture", "rotation3DEffect", "scrollTransition", "visualEffect"]

    /// Lines an exercise's solution must change: at least this many lines of the starter are
    /// removed or of the solution added (whichever is more).
    static let substantialChange = 6

    /// Exercises per language that must change `substantialChange`+ lines: 15 of the 19 the course
    /// will have with its capstone lesson; with 18 lessons today, 15 of the exercises present.
    static let substantialExercises = 15

    @Test func everyLanguageMeetsTheFloors() throws {
        let course = try CourseStructureTests.course()
        for language in Language.allCases {
            let lessons = course.checkedLessons(in: language).filter { !CourseStructureTests.appendices.values.contains($0.id) }.map(\.lesson)
            let figures = Figures(lessons)
            print("course depth \(language.code): \(figures.summary)")
            for exercise in figures.smallExercises { print("course depth \(language.code): small exercise \(exercise)") }
            for hint in figures.hintsWithSolution { print("course depth \(language.code): last hint gives away \(hint)") }
            #expect(lessons.count >= 15, "\(language.code): \(lessons.count) lessons")
            #expect(figures.checkedNumeric >= 30, "\(language.code): \(figures.summary)")
            #expect(figures.numericInProse * 5 <= figures.numeric, "\(language.code): \(figures.summary); in the prose: \(figures.inProse)")
            #expect(figures.onTableRows * 5 <= figures.numeric, "\(language.code): \(figures.summary); on a row of their table: \(figures.onTableRow)")
            #expect(figures.substantialExercises >= Self.substantialExercises, "\(language.code): \(figures.summary); small: \(figures.smallExercises)")
            let givenAway = figures.hintsWithSolution
            #expect(givenAway.isEmpty, "\(language.code): last hints that write the solution's code: \(givenAway)")
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
        #expect(Figures.isTableRow(0.5, every: 0.1, duration: 1) && Figures.isTableRow(0.55, every: 0.05, duration: 1))
        #expect(!Figures.isTableRow(0.45, every: 0.1, duration: 1) && !Figures.isTableRow(1.2, every: 0.1, duration: 1))
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
        /// Answers checked at a time that is a row of their snippet's printed table (a multiple of
        /// its `every=` within its duration, or any when it runs until it settles): the page prints
        /// them under the snippet.
        var onTableRow: [String] = []
        var exercises = 0
        var smallExercises: [String] = []
        /// Exercises whose last hint holds code of the solution (see `HintGiveaway`).
        var hintsWithSolution: [String] = []
        var numericInProse: Int { inProse.count }
        var onTableRows: Int { onTableRow.count }
        var substantialExercises: Int { exercises - smallExercises.count }

        init(_ lessons: [Lesson]) {
            for lesson in lessons {
                let lines = lesson.source.split(separator: "\n", omittingEmptySubsequences: false)
                let proseLines = ProseNumbers.proseLines(lines)
                for quiz in lesson.quizzes {
                    let above = proseLines.filter { $0.number < quiz.location.line }.map(\.text).joined(separator: "\n")
                    let printed = Set(ProseNumbers.values(in: above))
                    for question in quiz.questions {
                        guard case .numeric(let answer) = question.answer else { continue }
                        numeric += 1
                        if answer.reference != nil { checkedNumeric += 1 }
                        if printed.contains(answer.value) { inProse.append("\(lesson.path):\(question.location.line) \(answer.value)") }
                        if let reference = answer.reference,
                            let snippet = lesson.snippets.first(where: { $0.role != .solution && $0.id == reference.snippetID }),
                            Self.isTableRow(reference.time, every: snippet.every, duration: snippet.scenario.duration ?? .infinity)
                        {
                            onTableRow.append("\(lesson.path):\(question.location.line) @ \(reference.snippetID) \(reference.time)")
                        }
                    }
                }
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

        /// Whether the table printed every `every` seconds up to `duration` has a row at `time`.
        static func isTableRow(_ time: Double, every: Double, duration: Double) -> Bool {
            guard every > 0, time <= duration + 1e-9 else { return false }
            let rows = time / every
            return abs(rows - rows.rounded()) < 1e-6
        }

        /// The larger of the lines removed from `starter` and the lines added in `solution`.
        static func changedLines(from starter: String, to solution: String) -> Int {
            let difference = solution.split(separator: "\n", omittingEmptySubsequences: false)
                .difference(from: starter.split(separator: "\n", omittingEmptySubsequences: false))
            return max(difference.insertions.count, difference.removals.count)
        }

        var summary: String {
            "\(numeric) numeric answers, \(checkedNumeric) checked against a trace, \(numericInProse) printed above their quiz, "
                + "\(onTableRows) on a row of their snippet's table; "
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
