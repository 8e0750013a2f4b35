import Diagnostics
import Foundation
import Lessons
import TraceFormat
import Toolbox

/// What `motionbook check` adds to the lint: every `swift run`, `swift exercise` and
/// `swift solution` snippet compiled and run (cached, in parallel), and the checks on their
/// traces — exercises, translations, numeric quiz answers, and with `--strict` determinism.
public struct CourseSnippetCheck: Sendable {
    public var pipeline: SnippetPipeline
    /// Plans and decoded traces, kept by a caller that checks again (``SnippetMemo``).
    public var memo: SnippetMemo
    /// Whether the checks that compare snippets (exercise against solution, translations, quiz
    /// answers against traces) run; false for one shard of `check --shard K/N`, whose traces
    /// are only a part of the course's (the merge runs them).
    public var checksAcrossSnippets: Bool

    public init(pipeline: SnippetPipeline, checksAcrossSnippets: Bool = true, memo: SnippetMemo = SnippetMemo()) {
        self.pipeline = pipeline
        self.checksAcrossSnippets = checksAcrossSnippets
        self.memo = memo
    }

    /// One snippet of the course with its result.
    public struct Entry: Sendable {
        public var lesson: Lesson
        public var snippet: Snippet
        public var site: SnippetSite
        public var result: SnippetResult
        /// The decoded trace, when the snippet gave one.
        public var trace: Trace?
        /// The cache key of the snippet's program; nil when it could not be built at all.
        /// Entries with one key ran one program and share one decoded trace.
        public var programKey: String?
    }

    /// One point of a snippet's parameter grid (``SnippetVariant``) with its trace.
    public struct VariantEntry: Sendable {
        public var lesson: Lesson
        public var snippet: Snippet
        public var variant: SnippetVariant
        public var result: SnippetResult
        public var trace: Trace?
        public var programKey: String?
    }

    /// The results of a check and how the cache did.
    public struct Outcome: Sendable {
        public var entries: [Entry]
        /// Every point of every explorer's grid (snippets with `param=`), in course order.
        public var variants: [VariantEntry] = []
        /// Every variant a numeric answer asks about (``quizVariantRequests(in:)``), in course order.
        public var quizVariants: [VariantEntry] = []
        /// Distinct runs (identical snippets in several translations count once; an explorer's
        /// grid points are runs of one program).
        public var distinct: Int
        /// Distinct programs.
        public var programs: Int = 0
        public var cacheHits: Int
        /// Problems outside the snippets (a snippet could not be built or run at all).
        public var problems: [String]

        /// The traces a site shows, each with its program's cache key as fingerprint: a `swift
        /// run` snippet's own, and for an exercise its solution's (the target, stored under the
        /// exercise's id, which the solution shares) and its starter's (``SnippetTraces/starter(lessonPath:snippetID:)``).
        /// A snippet without a trace (it failed, or another shard ran it) leaves its place empty.
        public var traces: SnippetTraces {
            var traces = SnippetTraces()
            for entry in entries {
                let lessonPath = SnippetTraces.key(of: entry.lesson)
                if entry.snippet.role == .exercise {
                    traces.setStarter(entry.trace, fingerprint: entry.programKey, lessonPath: lessonPath, snippetID: entry.snippet.id)
                } else {
                    traces.set(entry.trace, fingerprint: entry.programKey, lessonPath: lessonPath, snippetID: entry.snippet.id)
                }
            }
            for entry in variants + quizVariants {
                traces.setVariant(
                    entry.trace, fingerprint: entry.programKey, lessonPath: SnippetTraces.key(of: entry.lesson), snippetID: entry.snippet.id,
                    entry.variant)
            }
            return traces
        }
    }

    /// Runs every snippet of `course` and appends what is wrong to `diagnostics`.
    public func check(
        _ course: Course, diagnostics: inout DiagnosticCollector,
        progress: @escaping @Sendable (SnippetPipeline.Progress) -> Void = { _ in }
    ) -> Outcome {
        let pending = Self.requests(in: course)
        let points = Self.variantRequests(in: course)
        let asked = Self.quizVariantRequests(in: course)
        // The grid's points and the variants questions ask about run in the same batch: each is
        // another scenario of a program the snippet's own request compiles.
        let batch = pipeline.run(pending.map(\.request) + points.map(\.request) + asked.map(\.request), memo: memo, progress: progress)
        var entries: [Entry] = []
        var problems: [String] = []
        let traces = Self.decodedTraces(batch, memo: memo)
        for (index, item) in pending.enumerated() {
            let result = batch.results[index]
            let site = SnippetSite(lesson: item.lesson, snippet: item.snippet)
            diagnostics.append(contentsOf: ResultDiagnostics.diagnostics(for: result, at: site))
            if let problem = ResultDiagnostics.infrastructureProblem(result, at: site) { problems.append(problem) }
            entries.append(
                Entry(
                    lesson: item.lesson, snippet: item.snippet, site: site, result: result, trace: traces[index],
                    programKey: batch.keys[index]))
        }
        let variants = Self.variantEntries(points, batch: batch, offset: pending.count, traces: traces, defaults: entries, diagnostics: &diagnostics)
        let quizVariants = Self.variantEntries(
            asked, batch: batch, offset: pending.count + points.count, traces: traces, defaults: entries, naming: "the variant a question asks about,",
            diagnostics: &diagnostics)
        if checksAcrossSnippets {
            checkExercises(entries, diagnostics: &diagnostics)
            checkQuizzes(course, entries: entries, variants: quizVariants, diagnostics: &diagnostics)
            Self.checkPredictions(entries, diagnostics: &diagnostics)
            if course.languages.count >= 2 { checkTranslations(course, entries: entries, diagnostics: &diagnostics) }
        }
        return Outcome(
            entries: entries, variants: variants, quizVariants: quizVariants, distinct: batch.distinct, programs: batch.programs, cacheHits: batch.cacheHits, problems: problems)
    }

    /// The trace of each result of `batch`, decoded once per distinct program (a lesson's
    /// snippet usually appears in all three translations) and on every core; the decoded
    /// values share their storage.
    static func decodedTraces(_ batch: SnippetPipeline.Batch, memo: SnippetMemo) -> [Trace?] {
        var positionOfKey: [String: Int] = [:]
        var distinct: [Int] = []
        let positions = batch.results.indices.map { index in
            if let key = batch.keys[index], let position = positionOfKey[key] { return position }
            if let key = batch.keys[index] { positionOfKey[key] = distinct.count }
            distinct.append(index)
            return distinct.count - 1
        }
        let traces = ParallelMap.map(distinct) { index in memo.trace(of: batch.results[index], key: batch.keys[index]) }
        return positions.map { traces[$0] }
    }

    /// Every snippet of the course (run, exercise and solution) with the program it becomes.
    public static func requests(in course: Course) -> [(lesson: Lesson, snippet: Snippet, request: SnippetRequest)] {
        course.lessons.flatMap { lesson in
            lesson.snippets.map { snippet in (lesson, snippet, SnippetRequest(snippet, scenario: scenario(of: snippet, in: lesson))) }
        }
    }

    /// The fence keys a snippet runs with: its own, or for a solution its exercise's.
    static func scenario(of snippet: Snippet, in lesson: Lesson) -> TraceScenario {
        guard snippet.role == .solution,
            let exercise = lesson.snippets.first(where: { $0.role == .exercise && $0.id == snippet.id })
        else { return snippet.scenario }
        return exercise.scenario
    }

    /// A starter that already gives the solution's trace leaves nothing to do.
    private func checkExercises(_ entries: [Entry], diagnostics: inout DiagnosticCollector) {
        for starter in entries where starter.snippet.role == .exercise {
            guard let starterTrace = starter.trace,
                let solution = entries.first(where: {
                    $0.lesson.path == starter.lesson.path && $0.snippet.role == .solution && $0.snippet.id == starter.snippet.id
                }),
                let solutionTrace = solution.trace
            else { continue }
            let tolerance = starter.snippet.tolerance ?? Exercise.defaultTolerance
            if TraceComparison.exerciseDifference(
                solution: solutionTrace, attempt: starterTrace, tolerance: tolerance, show: starter.snippet.show) == nil
            {
                diagnostics.report(
                    .exerciseStarterPasses,
                    "the starter of exercise '\(starter.snippet.id)' already gives the solution's trace (tolerance \(NumberText.trimmed(tolerance, decimals: 6))); there is nothing left to fix",
                    path: starter.lesson.path, at: starter.snippet.location)
            }
        }
    }

    /// `= VALUE ± TOLERANCE @ SNIPPET PROPERTY TIME` against the snippet's trace; with
    /// `NAME=VALUE ...` against the trace of that variant (in `variants`), reported at the
    /// answer's line.
    private func checkQuizzes(_ course: Course, entries: [Entry], variants: [VariantEntry], diagnostics: inout DiagnosticCollector) {
        for lesson in course.lessons {
            for quiz in lesson.quizzes {
                for question in quiz.questions {
                    guard case .numeric(let answer) = question.answer, let reference = answer.reference else { continue }
                    let found: Trace?
                    if reference.asksVariant {
                        found = Self.askedTrace(reference, in: lesson, entries: variants)
                    } else {
                        found = entries.first(where: {
                            $0.lesson.path == lesson.path && $0.snippet.role != .solution && $0.snippet.id == reference.snippetID
                        })?.trace
                    }
                    guard let trace = found else { continue }
                    let time = NumberText.trimmed(reference.time, decimals: 6)
                    let variant = reference.asksVariant
                        ? " with " + SnippetVariant(reference.parameters).key.replacingOccurrences(of: ",", with: ", ") : ""
                    let location = reference.asksVariant ? answer.location : question.location
                    do throws(TraceLookup.Missing) {
                        let value = try TraceLookup.value(in: trace, property: reference.property, time: reference.time)
                        if !answer.accepts(value) {
                            diagnostics.report(
                                .quizTraceMismatch,
                                "the answer \(NumberText.trimmed(answer.value, decimals: 6)) ± \(NumberText.trimmed(answer.tolerance, decimals: 6)) disagrees with the trace of '\(reference.snippetID)'\(variant): \(reference.property) at \(time) s is \(NumberText.trimmed(value, decimals: 4))",
                                path: lesson.path, at: location)
                        }
                    } catch {
                        diagnostics.report(
                            .quizTraceValueMissing,
                            "'@ \(reference.snippetID) \(reference.property) \(time)' cannot be read off the trace\(variant.isEmpty ? "" : " of the variant"): \(error.description)",
                            path: lesson.path, at: location)
                    }
                }
            }
        }
    }

    /// Snippets with the same id in two translations give the same trace; each translation is
    /// compared with the first language (bg, zh-Hans, de order) that has the lesson and a trace.
    private func checkTranslations(_ course: Course, entries: [Entry], diagnostics: inout DiagnosticCollector) {
        let byLanguage = { (entry: Entry) in Language.allCases.firstIndex { $0 == entry.lesson.language } ?? Language.allCases.count }
        var groups: [String: [Entry]] = [:]
        for entry in entries {
            guard let lessonID = entry.lesson.id, entry.lesson.language != nil, entry.trace != nil else { continue }
            groups["\(lessonID)\u{0}\(entry.snippet.role == .solution ? "solution" : "snippet")\u{0}\(entry.snippet.id)", default: []].append(entry)
        }
        for key in groups.keys.sorted() {
            let group = groups[key]!.sorted { (byLanguage($0), $0.lesson.path) < (byLanguage($1), $1.lesson.path) }
            guard let reference = group.first, let referenceTrace = reference.trace else { continue }
            for entry in group.dropFirst() where entry.lesson.language != reference.lesson.language {
                // One program gave both traces: they are the same bytes.
                if let key = entry.programKey, key == reference.programKey { continue }
                guard let trace = entry.trace,
                    let difference = TraceComparison.identical(
                        referenceTrace, trace,
                        names: .init(expected: "the \(reference.lesson.language?.code ?? "?") translation", actual: "this translation"))
                else { continue }
                diagnostics.report(
                    .translationTraces,
                    "\(entry.site.label) gives another trace than in \(reference.lesson.path): \(difference.explanation)",
                    path: entry.lesson.path, at: entry.snippet.location)
            }
        }
    }
}
