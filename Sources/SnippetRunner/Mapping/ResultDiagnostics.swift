import Diagnostics
import Foundation
import Lessons

/// Turns a snippet's result into diagnostics at its place in the lesson: compiler messages at
/// their mapped line and column, everything else at the opening fence, with the end of stderr
/// for crashes, runtime errors and timeouts.
public enum ResultDiagnostics {
    /// The diagnostics of `result` for the snippet at `site` (none for a clean trace);
    /// `files`, when given, are the places of each of the program's files (`run DIR`), in order,
    /// for compiler messages (otherwise every message is in `site`).
    public static func diagnostics(for result: SnippetResult, at site: SnippetSite, files: [SnippetSite] = []) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ rule: Rule, _ message: String, at location: SourceLocation? = nil, in file: SnippetSite? = nil) {
            found.append(Diagnostic(path: (file ?? site).path, location: location ?? site.location, message: message, rule: rule))
        }
        for message in result.compilerMessages {
            let rule: Rule = message.severity == .error ? .snippetCompileError : .snippetCompileWarning
            switch message.file {
            case .snippet:
                let file = files.indices.contains(message.fileIndex) ? files[message.fileIndex] : site
                report(rule, message.message, at: file.position(line: message.line, column: message.column), in: file)
            case .entryPoint:
                report(rule, "in the entry point generated for \(site.label): \(message.message)")
            case .other:
                report(rule, "compiling \(site.label): \(message.message)")
            }
        }
        let tail = stderrBlock(result.stderrTail, site: site)
        switch result.status {
        case .traced:
            break
        case .compileFailed:
            if !result.compilerMessages.contains(where: { $0.severity == .error }) {
                report(.snippetCompileError, "swiftc could not build \(site.label)\(tail)")
            }
        case .noView:
            report(
                .snippetNoView,
                "\(site.label) \(result.detail ?? "has nothing to mount"); name a view with view=, or print a trace from a hidden region that imports MotionTrace")
        case .nothingToTrace:
            // What a playground prints goes to stderr; here it is what the learner looks for.
            let printed = stderrBlock(result.stderrTail, site: site, lead: "what it printed")
            report(.snippetNoView, "\(site.label) has nothing to trace: \(result.detail ?? "it holds no view")\(printed)")
        case .compileTimedOut:
            report(.snippetTimeout, "compiling \(site.label) took longer than \(result.detail ?? "its limit"); swiftc was killed")
        case .runTimedOut:
            report(.snippetTimeout, "\(site.label) did not finish within \(result.detail ?? "its limit") and was killed with its process group\(tail)")
        case .crashed:
            let signal = result.code.map { "signal \($0)\(signalName($0).map { " (\($0))" } ?? "")" } ?? "a signal"
            report(.snippetCrash, "\(site.label) crashed with \(signal)\(sandboxHint(result))\(tail)")
        case .runtimeError:
            report(.snippetRuntimeError, "\(site.label) exited with status \(result.code ?? -1)\(sandboxHint(result))\(tail)")
        case .outputTooLarge:
            report(.snippetOutputTooLarge, "\(site.label) wrote more than \(result.detail ?? "the cap") of output; it was cut there and the program killed")
        case .malformedTrace:
            report(.snippetMalformedTrace, "\(site.label) printed no valid trace: \(result.detail ?? "unreadable output")")
        case .emptyTrace:
            report(.snippetEmptyTrace, "\(site.label) gave a trace in which no animatable property changes")
        case .cpuLimitExceeded:
            report(.snippetCPULimit, "\(site.label) exceeded its CPU-time limit of \(result.detail ?? "its limit") and was killed\(tail)")
        case .memoryLimitExceeded:
            report(.snippetMemoryLimit, "\(site.label) exceeded its address-space limit of \(result.detail ?? "its limit"): an allocation failed\(tail)")
        case .processLimitExceeded:
            report(
                .snippetProcessLimit,
                "\(site.label) exceeded its process-count limit of \(result.detail ?? "its limit") processes and threads: starting one more failed\(tail)")
        case .leftProcesses:
            let count = Int(result.code ?? 1)
            report(
                .snippetLeftProcesses,
                "\(site.label) left \(count) \(count == 1 ? "process" : "processes") running after it exited (started by it, perhaps detached with setsid); the sandbox killed \(count == 1 ? "it" : "them")")
        case .notCached:
            report(
                .snippetNotCached,
                "\(site.label) has \(result.detail ?? "no result") in the snippet cache and --cache-only builds nothing; run the check (or the shard) that builds it into this cache, or leave out --cache-only")
        case .failedToStart:
            break  // not the snippet's fault; the caller reports it once (see `infrastructureProblem`)
        case .inOtherShard:
            break  // another shard's check builds and reports it
        }
        if let nondeterminism = result.nondeterminism {
            report(.snippetNondeterministic, "\(site.label) gave different traces in two runs: \(nondeterminism)")
        }
        return found
    }

    /// Why a snippet could not be built or run for reasons outside it (a full disk, a missing
    /// compiler), or nil.
    public static func infrastructureProblem(_ result: SnippetResult, at site: SnippetSite) -> String? {
        result.status == .failedToStart ? "could not build or run \(site.label) in \(site.path): \(result.detail ?? "unknown error")" : nil
    }

    /// The end of stderr after the message, its lines joined by ` | ` (a diagnostic is one line;
    /// the formatter escapes any control character left), with the snippet's runtime positions
    /// (`MotionbookSnippet/Snippet.swift:7`) turned into lesson positions.
    static func stderrBlock(_ lines: [String], site: SnippetSite, lead: String = "the end of its stderr") -> String {
        guard !lines.isEmpty else { return "" }
        let prefix = "\(SnippetPlan.moduleName)/\(SnippetPlan.snippetFile):"
        let mapped = lines.map { line -> String in
            var output = ""
            var rest = Substring(line)
            while let range = rest.range(of: prefix) {
                output += rest[..<range.lowerBound]
                rest = rest[range.upperBound...]
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                if let number = Int(digits) {
                    output += "\(site.path):\(site.position(line: number, column: 1).line)"
                    rest = rest.dropFirst(digits.count)
                } else {
                    output += prefix
                }
            }
            return output + rest
        }
        return "; \(lead): " + mapped.joined(separator: " | ")
    }

    /// Why a failing program's stderr lines suggest it was stopped by the snippet sandbox (a
    /// write outside its folder, a network connection), or "" (always outside the sandbox).
    static func sandboxHint(_ result: SnippetResult) -> String {
        guard result.sandboxed == true else { return "" }
        let text = result.stderrTail.joined(separator: "\n").lowercased()
        if ["read-only file system", "volume is read only"].contains(where: text.contains) {
            return "; in the snippet sandbox a snippet may write only in its own folder"
        }
        if ["network is unreachable", "connection refused", "could not connect", "host not found"].contains(where: text.contains) {
            return "; in the snippet sandbox a snippet has no network"
        }
        return ""
    }

    /// The usual name of a Linux signal number (x86-64 and arm64 agree on these).
    static func signalName(_ signal: Int32) -> String? {
        [1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL, a Swift runtime trap", 5: "SIGTRAP, a Swift runtime trap",
         6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM", 24: "SIGXCPU"][signal]
    }
}
