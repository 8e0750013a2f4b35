import SnippetRunner

/// The options every command that runs snippets takes (`check`, `run`, `exercise check`), and
/// making the pipeline from them with a progress line on a terminal.
enum SnippetOptions {
    static let flags: Set<String> = ["--no-cache", "--no-sandbox"]
    static let options: Set<String> = ["--compile-timeout", "--run-timeout", "--cpu-limit", "--jobs", "--cache"]

    /// Help text for the options, indented like the commands' help.
    static let help = """
          --compile-timeout S  Seconds swiftc may take per snippet (default 20).
          --run-timeout S      Seconds a snippet program may run (default 10).
          --cpu-limit S        CPU seconds a snippet program may use (default 10).
          --jobs N             Snippets built at the same time (default: the number of cores).
          --cache DIR          Keep results in DIR (default .build/motionbook-snippets/results
                               of the checkout).
          --no-cache           Build every snippet again (results are still stored).
          --no-sandbox         Compile and run snippets without the bubblewrap sandbox;
                               unsafe for lessons you did not write.
        """

    /// Runner options from the parsed arguments.
    /// Parses the arguments of a command that takes no positionals, `options` of its own and
    /// the snippet options (`build`, `serve`).
    static func parseWithoutPositionals(
        _ arguments: [String], options: Set<String>
    ) throws(Arguments.UsageError) -> (parsed: Arguments, runner: RunnerOptions) {
        let parsed = try Arguments(arguments, flags: flags, options: options.union(Self.options))
        guard parsed.positionals.isEmpty else {
            throw Arguments.UsageError(message: "unexpected argument '\(parsed.positionals[0])'")
        }
        return (parsed, try runnerOptions(parsed))
    }

    static func runnerOptions(_ parsed: Arguments) throws(Arguments.UsageError) -> RunnerOptions {
        var options = RunnerOptions()
        if let text = parsed["--compile-timeout"] { options.compileTimeout = try seconds(text, "--compile-timeout") }
        if let text = parsed["--run-timeout"] { options.runTimeout = try seconds(text, "--run-timeout") }
        if let text = parsed["--jobs"] {
            guard let jobs = Int(text), jobs >= 1 else { throw .init(message: "--jobs needs a whole number of at least 1") }
            options.jobs = jobs
        }
        if let text = parsed["--cpu-limit"] {
            guard let value = UInt64(text), value >= 1 else { throw .init(message: "--cpu-limit needs a whole number of seconds of at least 1") }
            options.cpuTimeLimit = value
        }
        options.readsCache = !parsed.has("--no-cache")
        options.sandboxed = !parsed.has("--no-sandbox")
        return options
    }

    static func seconds(_ text: String, _ name: String) throws(Arguments.UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw .init(message: "\(name) needs a number of seconds above 0")
        }
        return value
    }

    /// The pipeline, or nil after printing why snippets cannot run (exit 1).
    static func pipeline(
        _ parsed: Arguments, options: RunnerOptions, command: String, context: CLIContext
    ) -> SnippetPipeline? {
        let terminal = context.stderrIsTerminal
        if context.handlesInterrupts { InterruptHandling.install() }
        do {
            return try SnippetPipeline.prepare(
                environment: context.environment, options: options, resultsFolder: parsed["--cache"],
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
