import Foundation
import TraceFormat

/// Runs one snippet program in its own scratch folder: takes the compiled program from the
/// ``ProgramCache`` or, when it is not there, writes the snippet files exactly as written and
/// the entry point and compiles them against the engine at `-Onone` (the engine itself is
/// optimised; an unoptimised snippet compiles fastest) and keeps the program; then runs it with
/// the scenario document on its standard input and reads its trace.
struct SnippetExecutor: Sendable {
    var engine: EngineBuild
    var paths: RunnerPaths
    var options: RunnerOptions
    /// The environment swiftc runs with (outside the sandbox; inside it gets
    /// ``compileEnvironment(_:folder:moduleCache:)``).
    var environment: [String: String]
    /// The sandbox every compile and run goes through; nil with `--no-sandbox`.
    var sandbox: Sandbox?

    /// The name of the scenario file in a run's scratch folder, opened as the program's
    /// standard input.
    static let scenarioFile = "scenario.json"

    /// What one execution gave, and whether a compiler ran for it.
    struct Execution: Sendable {
        var result: SnippetResult
        var compiled: Bool
    }

    /// Runs program `program` of `plan` with the scenario document `scenario` (nil: the program
    /// reads none), compiling it first unless the program cache has it; `runs` is 2 to check
    /// determinism (the traces are compared byte for byte). `reference`, when given, is a cached
    /// trace the single run is compared with. `reusesProgram` takes the program from the cache
    /// even when results are not read from it (`--no-cache`): another job of this batch has just
    /// compiled it.
    func execute(
        _ plan: SnippetPlan, program: String, scenario: String?, runs: Int, reference: String? = nil, reusesProgram: Bool = false
    ) -> Execution {
        let folder = "\(paths.work)/\(program.prefix(16))-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        defer { FileSystem.remove(folder) }
        let programs = ProgramCache(folder: paths.programs)
        var compiled = false
        var entry: ProgramCache.Entry
        if options.readsCache || reusesProgram, var stored = programs.load(program) {
            stored.compile.compileSeconds = 0
            entry = stored
        } else {
            let command = SnippetBuildCommand(plan: plan, folder: folder, engine: engine)
            do {
                for file in command.files { try FileSystem.writeAtomically(Array(file.contents.utf8), to: file.path) }
            } catch {
                return Execution(result: Self.unwritable(folder, error), compiled: false)
            }
            sandbox?.handOver(folder)
            var result = compile(command)
            if sandbox != nil { result.sandboxed = true }
            result.compilerMessages = plan.userMessages(result.compilerMessages)
            compiled = true
            let executable = result.status == .traced ? command.executable : nil
            entry = programs.store(result, executable: executable, for: program) ?? ProgramCache.Entry(compile: result, executable: executable)
        }
        var result = entry.compile
        guard result.status == .traced, let executable = entry.executable else { return Execution(result: result, compiled: compiled) }

        var input: String?
        if let scenario {
            input = "\(folder)/\(Self.scenarioFile)"
            do {
                try FileSystem.writeAtomically(Array(scenario.utf8), to: "\(folder)/\(Self.scenarioFile)")
            } catch {
                return Execution(result: Self.unwritable(folder, error), compiled: compiled)
            }
        } else {
            try? FileSystem.createDirectory(folder)
        }
        sandbox?.handOver(folder)
        let run = ProgramRun(executable: executable, folder: folder, standardInput: input)
        let first = runProgram(run, into: &result)
        guard let first, runs > 1 || reference != nil else { return Execution(result: result, compiled: compiled) }
        var second = SnippetResult(status: .traced)
        let again = reference ?? runProgram(run, into: &second)
        result.determinismChecked = true
        if let again, again != first {
            result.nondeterminism = TraceDifference.describeBytes(first, again)
        } else if again == nil {
            result.nondeterminism = "the second run did not give a trace (\(second.status.rawValue))"
        }
        return Execution(result: result, compiled: compiled)
    }

    /// The result when the scratch folder cannot be written.
    private static func unwritable(_ folder: String, _ error: any Error) -> SnippetResult {
        var result = SnippetResult(status: .failedToStart)
        result.detail = "cannot write the build folder \(folder): \(error.localizedDescription)"
        return result
    }

    /// One run of a compiled program: the program (in the program cache, read-only in the
    /// sandbox), the scratch folder it runs in (writable), and the file on its standard input.
    struct ProgramRun {
        var executable: String
        var folder: String
        var standardInput: String?
    }

    /// Compiles; the result's status is `traced` when the program was built (and so should run).
    private func compile(_ command: SnippetBuildCommand) -> SnippetResult {
        var request = ProcessRequest(
            executable: engine.toolchain.swiftc, arguments: command.arguments, environment: environment, directory: command.folder,
            timeout: options.compileTimeout, outputCap: options.outputCap, addressSpaceLimit: options.compileMemoryLimit,
            cpuTimeLimit: UInt64(options.compileTimeout.rounded(.up)) + 10)
        if let sandbox {
            request.environment = Self.compileEnvironment(environment, folder: command.folder, moduleCache: paths.sandboxModuleCache)
            request = sandbox.wrap(request, writable: [command.folder, paths.sandboxModuleCache])
        }
        let outcome: ProcessOutcome
        do {
            outcome = try sandboxed(request).outcome
        } catch {
            var result = SnippetResult(status: .failedToStart)
            result.detail = error.description
            return result
        }
        let output = String(decoding: outcome.stderr + outcome.stdout, as: UTF8.self)
        var result = SnippetResult(status: .traced)
        result.compileSeconds = outcome.seconds
        result.compilerMessages = CompilerOutputParser.parse(output, snippetPaths: command.snippetPaths, entryPath: command.entryPath)
        if outcome.timedOut {
            result.status = .compileTimedOut
            result.detail = Self.seconds(options.compileTimeout)
        } else if outcome.termination != .exited(0) || !FileSystem.isExecutable(command.executable) {
            result.status = .compileFailed
            if !result.compilerMessages.contains(where: { $0.severity == .error }) {
                result.stderrTail = StderrTail.lines(of: outcome.stderr + outcome.stdout)
            }
        }
        return result
    }

    /// Runs the built program once; fills `result` and returns the trace text on success.
    private func runProgram(_ run: ProgramRun, into result: inout SnippetResult) -> String? {
        var request = ProcessRequest(
            executable: run.executable, arguments: [], environment: Self.programEnvironment(environment, home: run.folder),
            directory: run.folder, timeout: options.runTimeout,
            outputCap: options.outputCap, addressSpaceLimit: options.memoryLimit, cpuTimeLimit: options.cpuTimeLimit)
        request.standardInput = run.standardInput
        if let sandbox { request = sandbox.wrap(request, writable: [run.folder], readOnly: [run.executable]) }
        let outcome: ProcessOutcome
        let leftProcesses: Int
        do {
            (outcome, leftProcesses) = try sandboxed(request)
        } catch {
            result.status = .failedToStart
            result.detail = error.description
            return nil
        }
        result.runSeconds = outcome.seconds
        if outcome.timedOut {
            result.status = .runTimedOut
            result.detail = Self.seconds(options.runTimeout)
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        }
        if outcome.exceededOutputCap {
            result.status = .outputTooLarge
            result.detail = Self.bytes(options.outputCap)
            return nil
        }
        let failed = outcome.termination != .exited(0)
        if outcome.termination == .signalled(SIGXCPU) {
            result.status = .cpuLimitExceeded
            result.detail = Self.seconds(Double(options.cpuTimeLimit))
        } else if failed && Self.ranOutOfMemory(outcome.stderr) {
            result.status = .memoryLimitExceeded
            result.detail = options.memoryLimit.map { Self.bytes(Int($0)) }
        } else if failed && sandbox != nil && Self.couldNotStartProcess(outcome.stderr) {
            result.status = .processLimitExceeded
            result.detail = String(options.processLimit)
        }
        if [.cpuLimitExceeded, .memoryLimitExceeded, .processLimitExceeded].contains(result.status) {
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        }
        switch outcome.termination {
        case .signalled(let signal):
            result.status = .crashed
            result.code = signal
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        case .exited(PlaygroundContract.nothingToTraceStatus) where Self.nothingToTrace(outcome.stderr) != nil:
            let (reason, output) = Self.nothingToTrace(outcome.stderr)!
            result.status = .nothingToTrace
            result.detail = reason
            result.stderrTail = StderrTail.lines(of: output)
            return nil
        case .exited(let status) where status != 0:
            result.status = .runtimeError
            result.code = status
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        case .exited:
            break
        }
        if leftProcesses > 0 {
            result.status = .leftProcesses
            result.code = Int32(leftProcesses)
            return nil
        }
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        switch TraceReading.validate(outcome.stdout) {
        case .failure(let problem):
            result.status = .malformedTrace
            result.detail = problem.text
            return nil
        case .success(let trackCount):
            result.status = trackCount == 0 ? .emptyTrace : .traced
            result.traceJSON = text
            return text
        }
    }

    /// What a snippet program sees: a fixed, small environment (the same on every machine)
    /// with Swift's backtracer off, so a crash reports quickly and without addresses, and Swift's
    /// hashing seeded the same every run, so a `Set` or `Dictionary` a snippet walks (a
    /// `ForEach(Array(tags))`) has the same order each time and the trace is byte-identical.
    /// `HOME` (and `XDG_CONFIG_HOME`) is `home`, the run's scratch folder: Foundation's
    /// `UserDefaults` (`@AppStorage`) reads and writes its property lists below it, fixed when
    /// the process starts, so a run starts from empty defaults and never touches the person's own.
    static func programEnvironment(_ environment: [String: String], home: String) -> [String: String] {
        var result = [
            "SWIFT_BACKTRACE": "enable=no", "LANG": "C.UTF-8", "TZ": "UTC", "SWIFT_DETERMINISTIC_HASHING": "1", "HOME": home,
            "XDG_CONFIG_HOME": home + "/.config",
        ]
        if let path = environment["PATH"] { result["PATH"] = path }
        return result
    }

    /// Runs `request` (made by ``Sandbox/wrap(_:writable:)`` when sandboxed) and takes the
    /// sandbox's report off its stderr: the outcome as the command inside had it, and how many
    /// processes it left behind. A sandbox that failed without a report is a start failure.
    private func sandboxed(_ request: ProcessRequest) throws(SpawnError) -> (outcome: ProcessOutcome, leftProcesses: Int) {
        let outcome = try ChildProcess.run(request)
        guard sandbox != nil else { return (outcome, 0) }
        if let unwrapped = Sandbox.unwrap(outcome) { return (unwrapped.outcome, unwrapped.leftProcesses) }
        if outcome.timedOut || outcome.exceededOutputCap || outcome.termination != .exited(1) { return (outcome, 0) }
        let said = String(decoding: outcome.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        throw SpawnError(executable: request.executable, reason: "the snippet sandbox failed: \(said)")
    }

    /// What swiftc sees in the sandbox: `PATH` and `LANG` of the runner, its scratch folder as
    /// home and temporary folder, and the sandbox's shared module cache (clang's default
    /// module cache is `$XDG_CACHE_HOME/clang/ModuleCache`); nothing else of the runner's
    /// environment (no tokens or keys a lesson's compile could read).
    static func compileEnvironment(_ environment: [String: String], folder: String, moduleCache: String) -> [String: String] {
        var result = ["HOME": folder, "TMPDIR": folder, "XDG_CACHE_HOME": moduleCache, "LANG": environment["LANG"] ?? "C.UTF-8"]
        result["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
        return result
    }

    /// The reason a playground program gave for having nothing to trace (the last line of its
    /// stderr, after ``PlaygroundContract/nothingToTracePrefix``) and the stderr before that
    /// line (what the playground printed); nil when the last line is not that.
    static func nothingToTrace(_ stderr: [UInt8]) -> (reason: String, output: [UInt8])? {
        var lines = String(decoding: stderr, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let last = lines.popLast(), last.hasPrefix(PlaygroundContract.nothingToTracePrefix) else { return nil }
        return (String(last.dropFirst(PlaygroundContract.nothingToTracePrefix.count)), Array(lines.joined(separator: "\n").utf8))
    }

    /// Whether a failed program's stderr says an allocation failed (the Swift runtime's words
    /// when `malloc` returns nothing under RLIMIT_AS).
    static func ranOutOfMemory(_ stderr: [UInt8]) -> Bool {
        let text = String(decoding: stderr, as: UTF8.self)
        return text.contains("Could not allocate memory") || text.contains("failed to allocate")
    }

    /// Whether a failed program's stderr says `fork`, `posix_spawn` or a new thread failed with
    /// EAGAIN ("Resource temporarily unavailable"), what RLIMIT_NPROC gives.
    static func couldNotStartProcess(_ stderr: [UInt8]) -> Bool {
        String(decoding: stderr, as: UTF8.self).contains("Resource temporarily unavailable")
    }

    static func seconds(_ value: Double) -> String { "\(NumberText.trimmed(value, decimals: 3)) s" }

    static func bytes(_ count: Int) -> String {
        count % (1 << 30) == 0 ? "\(count >> 30) GiB" : count % (1 << 20) == 0 ? "\(count >> 20) MiB" : count % 1024 == 0 ? "\(count >> 10) KiB" : "\(count) bytes"
    }
}
