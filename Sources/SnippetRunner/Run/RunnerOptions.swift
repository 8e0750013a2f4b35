import Foundation

/// Limits and parallelism of a snippet run.
public struct RunnerOptions: Sendable, Equatable {
    /// Wall-clock seconds swiftc may take for one snippet before its process group is killed.
    public var compileTimeout = 20.0
    /// Wall-clock seconds a snippet program may run before its process group is killed.
    public var runTimeout = 10.0
    /// Bytes a program may write to stdout (and to stderr); past it the program is killed and
    /// the output reported as too large. 8 MiB: a 10 s trace of 60 fps with dozens of tracks is
    /// well under 1 MiB.
    public var outputCap = 8 << 20
    /// Address space a snippet program may map (RLIMIT_AS), in bytes; nil for no limit. 4 GiB
    /// leaves room for the Swift runtime's thread stacks and still stops a runaway allocation.
    public var memoryLimit: UInt64? = 4 << 30
    /// CPU seconds each process of a snippet program may use (RLIMIT_CPU, all its threads
    /// together); past it the program is killed and the limit reported.
    public var cpuTimeLimit: UInt64 = 10
    /// Address space each compiler process may map (RLIMIT_AS), in bytes: swiftc reserves far
    /// more than it uses, so this only stops a runaway.
    public var compileMemoryLimit: UInt64 = 32 << 30
    /// Processes and threads a sandboxed snippet (its compile, or its program) may run at once
    /// (RLIMIT_NPROC inside the sandbox's own user namespace).
    public var processLimit = 512
    /// Compile and run every snippet in the ``Sandbox`` (bubblewrap); false only with
    /// `--no-sandbox`, which is unsafe for lessons one did not write.
    public var sandboxed = true
    /// Snippets compiled and run at the same time.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Read cached results; when false every snippet is built again (results are still written).
    public var readsCache = true
    /// Run each snippet twice and compare the traces byte for byte (`check --strict`).
    public var checksDeterminism = false
    /// Build nothing: take every result from the cache and give a missing one as
    /// ``SnippetResult/Status/notCached`` (`--cache-only`, the merge of a sharded check). The
    /// engine is not built either, only its hash computed.
    public var cacheOnly = false
    /// Build only the programs of this shard; the others' requests give
    /// ``SnippetResult/Status/inOtherShard`` (`check --shard K/N`). Nil builds every program.
    public var shard: Shard?

    public init() {}
}
