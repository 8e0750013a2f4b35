import Diagnostics

extension RuleCatalog {
    /// The rules of the snippet runner (``Rule/Stage/snippetRun``), in the order `check --list-rules` prints them.
    public static let snippetRunner = RuleCatalog([
        .snippetCompileError, .snippetCompileWarning, .snippetNoView, .snippetTimeout, .snippetCrash,
        .snippetRuntimeError, .snippetOutputTooLarge, .snippetMalformedTrace, .snippetEmptyTrace,
        .snippetNondeterministic, .snippetCPULimit, .snippetMemoryLimit, .snippetProcessLimit, .snippetLeftProcesses,
        .snippetNotCached, .exerciseStarterPasses, .translationTraces, .quizTraceMismatch, .quizTraceValueMissing, .assetMalformed,
        .predictTraceValueMissing,
    ])
}
