import Diagnostics
import Foundation
import SnippetRunner
import Toolbox
import TraceFormat

/// The state of `motionbook preview`: the program as last read, the script, the last good
/// traces and the problems of the last attempt, and how many compiles and runs the session
/// made. One run at a time: a save (``reload()``) reads the files and runs them (compiling when
/// they changed); a change of the script (``change(_:)``) runs the program as last read in the
/// new scenario, which the program cache holds compiled, so the compiler does not run.
final class PreviewSession: @unchecked Sendable {
    /// One preview's trace as the page shows it.
    struct Figure: Sendable {
        /// `preview-N` (N the preview's number from 1; 1 for a snippet or a root view).
        var id: String
        /// The preview's name (or the snippet's id).
        var name: String
        var trace: Trace
        /// The trace document as the program printed it (`run --format json`'s).
        var traceJSON: String
        /// The figure's markup (``figureHTML``).
        var html: String
    }

    /// What the page shows.
    struct State: Sendable {
        /// Counts every finished attempt (a run or a failed one); the server's build id is `v` and it.
        var version = 0
        /// The traces of the last attempt that gave all of them.
        var figures: [Figure] = []
        var previewNames: [String] = []
        /// The problems of the last attempt (a compile error at its file, line and column, a
        /// tap on no view …); empty when it traced.
        var diagnostics: [Diagnostic] = []
        /// A problem that is no diagnostic (a file that cannot be read, a program that cannot run).
        var problem: String?
        var script: PreviewScript
        /// Programs the compiler ran for, and runs of compiled programs, since the start.
        var compiles = 0
        var runs = 0
        /// Milliseconds the last attempt took.
        var milliseconds = 0
    }

    /// A change the page asks for that cannot be made; the message is the page's.
    struct Refusal: Error {
        var message: String
    }

    let program: PreviewProgram
    /// Runs a batch (``SnippetPipeline/run(_:memo:progress:)``).
    let run: @Sendable ([SnippetRequest]) -> SnippetPipeline.Batch
    /// A figure's markup for a trace: (trace, figure id, name, every, show).
    let figureHTML: @Sendable (Trace, String, String, Double, [String]) -> String
    /// Told each new version (the server's build id follows it).
    let onChange: @Sendable (Int) -> Void
    /// One line per attempt (the log the server prints).
    let log: @Sendable (String) -> Void

    private let state: Locked<State>
    /// Held for a whole attempt: one run at a time.
    private let work = NSLock()
    /// The program as last read (under `work`).
    private var loaded: PreviewProgram.Loaded?

    init(
        program: PreviewProgram, run: @escaping @Sendable ([SnippetRequest]) -> SnippetPipeline.Batch, script: PreviewScript,
        figureHTML: @escaping @Sendable (Trace, String, String, Double, [String]) -> String,
        onChange: @escaping @Sendable (Int) -> Void, log: @escaping @Sendable (String) -> Void
    ) {
        self.program = program
        self.run = run
        self.figureHTML = figureHTML
        self.onChange = onChange
        self.log = log
        state = Locked(State(script: script))
    }

    /// The state now.
    var current: State { state.withValue { $0 } }

    /// Reads the program from disk and runs it (after a save, and at the start).
    func reload() {
        work.lock()
        defer { work.unlock() }
        do {
            loaded = try program.load()
        } catch {
            finish(problem: error.message, started: DispatchTime.now().uptimeNanoseconds, note: "cannot read the program")
            return
        }
        attempt(reason: "read the program")
    }

    /// Changes the script with `edit` (a refusal leaves it as it was) and runs the program as
    /// last read in the new scenario. The state after the run.
    func change(_ edit: (inout PreviewScript, State) throws(Refusal) -> Void) throws(Refusal) -> State {
        work.lock()
        defer { work.unlock() }
        var script = current.script
        try edit(&script, current)
        if script == current.script { return current }
        state.withValue { $0.script = script }
        attempt(reason: "script changed")
        return current
    }

    /// Runs the program as last read in the current script's scenario (under `work`).
    private func attempt(reason: String) {
        let started = DispatchTime.now().uptimeNanoseconds
        guard let loaded else { return }
        let script = current.script
        state.withValue { $0.previewNames = loaded.previewNames }
        let jobs: [RunJob]
        do {
            jobs = try program.jobs(loaded, script: script)
        } catch {
            finish(problem: error.message, started: started, note: reason)
            return
        }
        let batch = run(jobs.map(\.request))
        var figures: [Figure] = []
        var diagnostics: Set<Diagnostic> = []
        var problem: String?
        for (job, result) in zip(jobs, batch.results) {
            diagnostics.formUnion(ResultDiagnostics.diagnostics(for: result, at: job.site, files: job.files))
            if let infrastructure = ResultDiagnostics.infrastructureProblem(result, at: job.site) { problem = infrastructure }
            guard result.hasTrace, let json = result.traceJSON, let trace = try? Trace.decode(Data(json.utf8)) else { continue }
            let id = "preview-\((job.request.preview ?? 0) + 1)"
            figures.append(Figure(id: id, name: job.id, trace: trace, traceJSON: json, html: figureHTML(trace, id, job.id, job.every, job.show)))
        }
        let traced = figures.count == jobs.count
        // Programs run now: those built now, less the ones whose compile failed now (they never ran).
        let unbuilt = Set(zip(batch.keys, batch.results).filter { $0.1.status == .compileFailed || $0.1.status == .compileTimedOut }.compactMap(\.0))
        let ran = batch.built - min(unbuilt.count, batch.compiled)
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
        let version = state.withValue { state -> Int in
            state.compiles += batch.compiled
            state.runs += ran
            if traced { state.figures = figures }
            state.diagnostics = traced ? [] : diagnostics.sorted()
            state.problem = problem
            state.milliseconds = milliseconds
            state.version += 1
            return state.version
        }
        let now = current
        log(
            "\(reason): \(traced ? "traced \(figures.count) preview\(figures.count == 1 ? "" : "s")" : "failed, last good trace kept")"
                + " in \(milliseconds) ms (compiled \(batch.compiled), ran \(ran); in all \(now.compiles) compiles, \(now.runs) runs)")
        onChange(version)
    }

    /// Ends an attempt that could not run: the problem, the old traces kept.
    private func finish(problem: String, started: UInt64, note: String) {
        let version = state.withValue { state -> Int in
            state.problem = problem
            state.diagnostics = []
            state.milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
            state.version += 1
            return state.version
        }
        log("\(note): \(problem)")
        onChange(version)
    }
}
