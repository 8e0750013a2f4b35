/// What building and running one snippet gave. Stored as JSON in the result cache.
public struct SnippetResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Compiled, ran, printed a valid trace in which at least one track changes.
        case traced
        /// A valid trace in which no track changes (or there are none): nothing moved.
        case emptyTrace
        /// No `view=` key, no `struct X: View`, and no MotionTrace in the hidden region.
        case noView
        /// The program ran a `#Playground` and found no view to trace: no variable at its top
        /// level holds one, or the one asked for holds another value (``SnippetResult/detail``
        /// says which; ``SnippetResult/stderrTail`` is the end of what it printed).
        case nothingToTrace
        /// swiftc reported errors (``SnippetResult/compilerMessages``).
        case compileFailed
        /// swiftc did not finish within the compile time limit and was killed.
        case compileTimedOut
        /// The program did not finish within the run time limit and was killed.
        case runTimedOut
        /// The program was killed by a signal (``SnippetResult/code``): a Swift trap, a segfault.
        case crashed
        /// The program exited with a non-zero status (``SnippetResult/code``); the harness exits
        /// 2 with a message on stderr for a runtime error of the scenario.
        case runtimeError
        /// The program wrote more than the output cap and was killed.
        case outputTooLarge
        /// The program's output is not a valid trace document (``SnippetResult/detail``).
        case malformedTrace
        /// The program used more CPU time than its limit (SIGXCPU; ``SnippetResult/detail``).
        case cpuLimitExceeded
        /// An allocation failed at the program's address-space limit (``SnippetResult/detail``).
        case memoryLimitExceeded
        /// Starting a process or thread failed at the sandbox's process limit.
        case processLimitExceeded
        /// The program exited but left ``SnippetResult/code`` processes running (a child it
        /// started, perhaps detached with `setsid`); the sandbox killed them.
        case leftProcesses
        /// swiftc or the program could not be started, or the build folder not written.
        case failedToStart
        /// Not built: `--cache-only` forbids building and the cache has no result for it
        /// (``SnippetResult/detail`` says what was missing). Never stored.
        case notCached
        /// Not built: the program belongs to another shard of `check --shard K/N`; no
        /// diagnostic. Never stored.
        case inOtherShard
    }

    public var status: Status
    /// Errors and warnings of the compile, in snippet coordinates (warnings also on success).
    public var compilerMessages: [CompilerMessage] = []
    /// The trace document exactly as the program printed it (`traced`, `emptyTrace`).
    public var traceJSON: String?
    /// The signal (`crashed`) or exit status (`runtimeError`).
    public var code: Int32?
    /// The last lines of the program's stderr, stack-frame lines removed (`crashed`,
    /// `runtimeError`, `runTimedOut`, `nothingToTrace`), or of swiftc's when its messages could not be read.
    public var stderrTail: [String] = []
    /// A decode error (`malformedTrace`), the limit hit (timeouts, output), a start failure,
    /// why a playground has nothing to trace (`nothingToTrace`).
    public var detail: String?
    /// With `--strict`, the program ran twice (or once more against a cached trace): nil when
    /// both traces were byte-identical, else where they first differ.
    public var nondeterminism: String?
    /// The second run was made (strict mode) and ``nondeterminism`` says how it went.
    public var determinismChecked = false
    /// True when it was built and run in the snippet sandbox (nil in results stored before).
    public var sandboxed: Bool?
    /// Wall-clock seconds of the compile and of the (first) run; 0 when not done.
    public var compileSeconds = 0.0
    public var runSeconds = 0.0

    public init(status: Status) {
        self.status = status
    }

    /// Whether the result depends on this machine's load or limits rather than on the
    /// program: timeouts, the CPU-time limit, a kill by SIGKILL (out of memory), a failure to start,
    /// and a program not built at all (not cached, another shard's). Those are never cached.
    public var isTransient: Bool {
        switch status {
        case .compileTimedOut, .runTimedOut, .failedToStart, .cpuLimitExceeded, .notCached, .inOtherShard: true
        case .crashed: code == 9
        default: false
        }
    }

    /// Whether the program produced a trace (possibly empty).
    public var hasTrace: Bool { traceJSON != nil && (status == .traced || status == .emptyTrace) }
}
