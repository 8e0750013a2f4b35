import Foundation
import TraceFormat

/// Builds and runs one snippet in its own scratch folder: writes the snippet file exactly as
/// written and the entry point, compiles them against the engine at `-Onone` (the engine
/// itself is optimised; an unoptimised snippet compiles fastest), runs the program, and reads
/// its trace.
struct SnippetExecutor: Sendable {
    var engine: EngineBuild
    var paths: RunnerPaths
    var options: RunnerOptions
    /// The environment swiftc runs with.
    var environment: [String: String]

    /// Builds and runs `plan`; `runs` is 2 to check determinism (the traces are compared byte
    /// for byte). `reference`, when given, is a cached trace the single run is compared with.
    func execute(_ plan: SnippetPlan, key: String, runs: Int, reference: String? = nil) -> SnippetResult {
        let folder = "\(paths.work)/\(key.prefix(16))-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        defer { FileSystem.remove(folder) }
        let command = SnippetBuildCommand(plan: plan, folder: folder, engine: engine)
        do {
            for file in command.files { try FileSystem.writeAtomically(Array(file.contents.utf8), to: file.path) }
        } catch {
            var result = SnippetResult(status: .failedToStart)
            result.detail = "cannot write the build folder \(folder): \(error.localizedDescription)"
            return result
        }

        var result = compile(command)
        result.compilerMessages = plan.userMessages(result.compilerMessages)
        guard result.status == .traced else { return result }

        let first = runProgram(command.executable, into: &result)
        guard let first, runs > 1 || reference != nil else { return result }
        var second = SnippetResult(status: .traced)
        let again = reference ?? runProgram(command.executable, into: &second)
        result.determinismChecked = true
        if let again, again != first {
            result.nondeterminism = TraceDifference.describeBytes(first, again)
        } else if again == nil {
            result.nondeterminism = "the second run did not give a trace (\(second.status.rawValue))"
        }
        return result
    }

    /// Compiles; the result's status is `traced` when the program was built (and so should run).
    private func compile(_ command: SnippetBuildCommand) -> SnippetResult {
        let outcome: ProcessOutcome
        do {
            outcome = try ChildProcess.run(ProcessRequest(
                executable: engine.toolchain.swiftc, arguments: command.arguments, environment: environment, directory: command.folder,
                timeout: options.compileTimeout, outputCap: options.outputCap))
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
    private func runProgram(_ executable: String, into result: inout SnippetResult) -> String? {
        let request = ProcessRequest(
            executable: executable, arguments: [], environment: Self.programEnvironment(environment),
            directory: (executable as NSString).deletingLastPathComponent, timeout: options.runTimeout,
            outputCap: options.outputCap, addressSpaceLimit: options.memoryLimit)
        let outcome: ProcessOutcome
        do {
            outcome = try ChildProcess.run(request)
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
        switch outcome.termination {
        case .signalled(let signal):
            result.status = .crashed
            result.code = signal
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        case .exited(let status) where status != 0:
            result.status = .runtimeError
            result.code = status
            result.stderrTail = StderrTail.lines(of: outcome.stderr)
            return nil
        case .exited:
            break
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
    static func programEnvironment(_ environment: [String: String]) -> [String: String] {
        var result = ["SWIFT_BACKTRACE": "enable=no", "LANG": "C.UTF-8", "TZ": "UTC", "SWIFT_DETERMINISTIC_HASHING": "1"]
        if let path = environment["PATH"] { result["PATH"] = path }
        return result
    }

    static func seconds(_ value: Double) -> String { "\(NumberText.trimmed(value, decimals: 3)) s" }

    static func bytes(_ count: Int) -> String {
        count % (1 << 20) == 0 ? "\(count >> 20) MiB" : count % 1024 == 0 ? "\(count >> 10) KiB" : "\(count) bytes"
    }
}
