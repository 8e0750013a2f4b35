import SnippetRunner

/// The options every command that runs snippets takes (`check`, `run`, `exercise check`,
/// `build`, `serve`), declared once and included with `@OptionGroup`, and making the pipeline
/// from them with a progress line on a terminal.
struct SnippetOptions: ParsableArguments {
    static let section: OptionSection? = OptionSection(title: "Snippet options", collapsesInUsage: true)

    @Option(valueName: "S", help: "Seconds swiftc may take per snippet (default 20).", needs: "a number of seconds above 0", parse: Seconds.parse)
    var compileTimeout = RunnerOptions().compileTimeout

    @Option(valueName: "S", help: "Seconds a snippet program may run (default 10).", needs: "a number of seconds above 0", parse: Seconds.parse)
    var runTimeout = RunnerOptions().runTimeout

    @Option(
        valueName: "S", help: "CPU seconds a snippet program may use (default 10).", needs: "a whole number of seconds of at least 1",
        parse: { UInt64($0).flatMap { $0 >= 1 ? $0 : nil } })
    var cpuLimit = RunnerOptions().cpuTimeLimit

    @Option(
        valueName: "N", help: "Snippets built at the same time (default: the number of cores).", needs: "a whole number of at least 1",
        parse: { Int($0).flatMap { $0 >= 1 ? $0 : nil } })
    var jobs: Int?

    @Option(valueName: "DIR", help: "Keep results in DIR (default .build/motionbook-snippets/results of the checkout).")
    var cache: String?

    @Flag(help: "Build every snippet again (results are still stored); build and serve render every page part again too.")
    var noCache: Bool

    @Flag(help: "Compile nothing, not even the engine: take every result from the cache; a snippet without one is an error (snippet.not-cached).")
    var cacheOnly: Bool

    @Flag(help: "Compile and run snippets without the bubblewrap sandbox; unsafe for lessons you did not write.")
    var noSandbox: Bool

    init() {}

    /// The runner options the flags describe.
    var runner: RunnerOptions {
        var options = RunnerOptions()
        options.compileTimeout = compileTimeout
        options.runTimeout = runTimeout
        options.cpuTimeLimit = cpuLimit
        if let jobs { options.jobs = jobs }
        options.readsCache = !noCache
        options.cacheOnly = cacheOnly
        options.sandboxed = !noSandbox
        return options
    }

    /// Why these options cannot be used together, or nil.
    var conflict: String? {
        cacheOnly && noCache ? "--cache-only takes every result from the cache and --no-cache builds every snippet again; give one of them" : nil
    }

    /// The pipeline, or nil after printing why snippets cannot run (exit 1).
    func pipeline(_ options: RunnerOptions? = nil, command: String, context: CLIContext) -> SnippetPipeline? {
        if let conflict {
            context.writeErr("motionbook \(command): error: \(conflict)\n")
            return nil
        }
        let terminal = context.stderrIsTerminal
        if context.handlesInterrupts { InterruptHandling.install() }
        do {
            return try SnippetPipeline.prepare(
                environment: context.environment, options: options ?? runner, resultsFolder: cache,
                announce: { line in if terminal { context.writeErr(line + "\n") } })
        } catch {
            context.writeErr("motionbook \(command): error: cannot run snippets: \(error.description)\n")
            return nil
        }
    }

    /// A progress callback that keeps one line `compiling 12/40 snippets…` up to date on a
    /// terminal and erases it when done; nothing when stderr is not a terminal.
    static func progress(_ context: CLIContext) -> @Sendable (SnippetPipeline.Progress) -> Void {
        guard context.stderrIsTerminal else { return { _ in } }
        return { progress in
            if progress.done == progress.total {
                context.writeErr("\r\u{1B}[K")
            } else {
                let noun = progress.total == 1 ? "snippet" : "snippets"
                context.writeErr("\r\u{1B}[Kcompiling \(progress.done)/\(progress.total) \(noun)…")
            }
        }
    }
}

/// A duration option's value: a finite number of seconds above 0.
enum Seconds {
    @Sendable static func parse(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }
}
