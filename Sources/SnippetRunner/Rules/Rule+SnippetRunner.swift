import Diagnostics

/// The rules found by compiling and running snippets: compiler messages, the program's
/// failures and limits, its trace, and the checks across snippets (exercises, translations,
/// quiz answers). `check --no-run` skips them. Each is listed in ``RuleCatalog/snippetRunner``,
/// in this order, and has a fixture (``Rule/fixture``) that the built tool is run on.
extension Rule {
    public static let snippetCompileError = Rule(
        "snippet.compile-error", stage: .snippetRun, severity: .error,
        explanation: "A snippet must compile against MotionCore as written; the message is swiftc's, placed at the lesson line and column.")
    public static let snippetCompileWarning = Rule(
        "snippet.compile-warning", stage: .snippetRun, severity: .warning,
        explanation: "swiftc warns about a snippet (placed at the lesson line and column); learners copy snippets, so keep them warning-free (fails only with --strict).")
    public static let snippetNoView = Rule(
        "snippet.no-view", stage: .snippetRun, severity: .error,
        explanation: "A snippet needs something to mount: view=, a #Preview, a #Playground that assigns a view to a variable at its top level, or a View type (the one no other view uses), unless its hidden region imports MotionTrace and prints its own trace.")
    public static let snippetTimeout = Rule(
        "snippet.timeout", stage: .snippetRun, severity: .error,
        explanation: "Compiling (default limit 20 s) or running (10 s) a snippet took too long and its process group was killed; look for an endless loop, or raise --compile-timeout/--run-timeout.")
    public static let snippetCrash = Rule(
        "snippet.crash", stage: .snippetRun, severity: .error,
        explanation: "The snippet program was killed by a signal (a Swift runtime trap such as an index out of range, or a segfault); the end of its stderr says where.")
    public static let snippetRuntimeError = Rule(
        "snippet.runtime-error", stage: .snippetRun, severity: .error,
        explanation: "The snippet program exited with a non-zero status; the harness exits 2 when the scenario cannot run (an unknown tap target, a view it cannot mount), with the reason on stderr.")
    public static let snippetOutputTooLarge = Rule(
        "snippet.output-too-large", stage: .snippetRun, severity: .error,
        explanation: "The snippet program wrote more than the output cap (8 MiB); it was cut and killed. A trace is far smaller, so look for a loop that prints.")
    public static let snippetMalformedTrace = Rule(
        "snippet.malformed-trace", stage: .snippetRun, severity: .error,
        explanation: "The snippet program's output is not a motionbook-trace/2 document (nor a /1 one, which is still read); a snippet that drives MotionTrace itself must print exactly one Trace(...).json().")
    public static let snippetEmptyTrace = Rule(
        "snippet.empty-trace", stage: .snippetRun, severity: .error,
        explanation: "In the snippet's trace no animatable property changes over time, so its table and chart show nothing; add a tap= or an onAppear change, or a duration long enough to reach it.")
    public static let snippetNondeterministic = Rule(
        "snippet.nondeterministic", stage: .snippetRun, severity: .error,
        explanation: "With --strict every snippet runs twice and the two traces must be byte-identical; something in the snippet depends on chance or wall-clock time.")
    public static let assetMalformed = Rule(
        "asset.malformed", stage: .snippetRun, severity: .error,
        explanation: "An asset catalogue beside the Swift files `run` was given (a colour set's or image set's Contents.json) must be JSON as Xcode writes it: known colour spaces, components as fractions, hex bytes or 0-255, files that exist.")
    public static let snippetCPULimit = Rule(
        "snippet.cpu-limit", stage: .snippetRun, severity: .error,
        explanation: "A snippet program may use 10 s of CPU time (all its threads together; --cpu-limit); past it it is killed. Look for an endless loop or busy threads.")
    public static let snippetMemoryLimit = Rule(
        "snippet.memory-limit", stage: .snippetRun, severity: .error,
        explanation: "A snippet program may map 4 GiB of address space; an allocation past it failed. Look for a runaway collection.")
    public static let snippetProcessLimit = Rule(
        "snippet.process-limit", stage: .snippetRun, severity: .error,
        explanation: "In the snippet sandbox a snippet may run 512 processes and threads at once; starting one more failed.")
    public static let snippetLeftProcesses = Rule(
        "snippet.left-processes", stage: .snippetRun, severity: .error,
        explanation: "A snippet program must not leave processes behind (a child it started, even one detached with setsid); the sandbox kills them when the program exits.")
    public static let snippetNotCached = Rule(
        "snippet.not-cached", stage: .snippetRun, severity: .error,
        explanation: "With --cache-only (the merge of a sharded check) nothing is compiled, and the snippet cache has no result for this snippet's program; run the shard that builds it with the same engine and compiler into this cache, or check without --cache-only.")
    public static let exerciseStarterPasses = Rule(
        "exercise.starter-passes", stage: .snippetRun, severity: .error,
        explanation: "An exercise's starter code already gives the solution's trace (within the tolerance), so there is nothing to do; change the starter or the solution.")
    public static let translationTraces = Rule(
        "course.translation-traces", stage: .snippetRun, severity: .error,
        explanation: "Snippets with the same id in two translations must give the same trace (tap targets and texts aside); the lesson code drifted in one language.")
    public static let quizTraceMismatch = Rule(
        "quiz.trace-mismatch", stage: .snippetRun, severity: .error,
        explanation: "A numeric answer with '@ SNIPPET PROPERTY TIME' must agree with the snippet's trace at that time, within the answer's tolerance.")
    public static let quizTraceValueMissing = Rule(
        "quiz.trace-value-missing", stage: .snippetRun, severity: .error,
        explanation: "A numeric answer's '@ SNIPPET PROPERTY TIME' must name a property of the snippet's trace (with a component such as offset.x for vectors) and a time inside the trace.")
    public static let predictTraceValueMissing = Rule(
        "predict.trace-value-missing", stage: .snippetRun, severity: .error,
        explanation: "A predict-first snippet's predict=\"PROPERTY SECONDS\" must name a property of its trace (with a component such as offset.x for vectors) and a time inside the trace: the page asks the learner for that value.")
}
