import Digest
import Foundation

/// Snippet results on disk, one JSON file per key under `results/<first two hex digits>/`.
/// There is no index: a result is found by its key alone, files are written atomically under
/// a temporary name (`.tmp-…`) and renamed, and one key always names one program on one
/// engine, so the union of two folders (copied together, as a sharded check's merge does) is a
/// valid folder holding both sets.
///
/// A result's key (``key(program:scenario:options:)``) is the SHA-256 of everything that decides
/// it: the program's key, the limits the program ran under (output cap, memory, the sandbox),
/// and the scenario document it was given (``TraceScenario/json()``: the fence keys `view`,
/// `duration`, `fps`, `tap`, … or `run`'s options). A program's key
/// (``programKey(for:engine:options:)``) is the SHA-256 of everything that decides the
/// compiled program: the runner's result format, the engine's hash (its sources, flags and the
/// compiler version), the compiler version and flags, whether it was compiled in the sandbox,
/// the snippet text exactly as written, the prelude and the generated entry point. Compiled
/// programs are kept by that key (``ProgramCache``), so another scenario of the same program
/// runs without a compile. `show` and `every` only change how a trace is printed and are part
/// of neither, so the same snippet in three translations has one key. Time limits are not part
/// of them either: results that depend on them (timeouts) are never stored.
struct ResultCache: Sendable {
    /// Bumped when ``SnippetResult`` or the build changes meaning, so old results are not read.
    static let formatVersion = "motionbook-snippet-result/3"

    var folder: String

    /// The key of the compiled program of `plan`.
    static func programKey(for plan: SnippetPlan, engine: EngineBuild, options: RunnerOptions) -> String {
        var hash = SHA256()
        hash.update(field: formatVersion)
        hash.update(field: engine.hash)
        hash.update(field: engine.toolchain.version)
        hash.update(field: SnippetBuildCommand.flags.joined(separator: " "))
        hash.update(field: sandboxField(options))
        hash.update(field: String(plan.files.count))
        for file in plan.files { hash.update(field: file.text) }
        hash.update(field: plan.prelude)
        hash.update(field: plan.entryPoint ?? "(drives MotionTrace itself)")
        hash.update(field: plan.parseAsLibrary ? "library" : "main")
        return hash.hexDigest()
    }

    /// The key of the result of running program `program` with the scenario document
    /// `scenario` (nil for a program that drives MotionTrace itself and reads none).
    static func key(program: String, scenario: String?, options: RunnerOptions) -> String {
        var hash = SHA256()
        hash.update(field: formatVersion)
        hash.update(field: program)
        hash.update(field: String(options.outputCap))
        hash.update(field: options.memoryLimit.map { String($0) } ?? "unlimited")
        hash.update(field: sandboxField(options))
        hash.update(field: scenario ?? "(reads no scenario)")
        return hash.hexDigest()
    }

    /// A result made outside the sandbox is not taken for one made inside (a lesson could
    /// have read the machine's files into it); nor is a program compiled outside it.
    private static func sandboxField(_ options: RunnerOptions) -> String {
        options.sandboxed ? "sandbox/1 processes \(options.processLimit)" : "no sandbox"
    }

    /// A name for a whole folder of results made with `engine`, for a CI cache of them
    /// (`motionbook check --print-cache-key`): the result format, 16 hex digits of the engine's
    /// hash (its sources, flags and compiler) and 16 of the SHA-256 of `swiftc --version`.
    /// `motionbook-snippets-3-engine-<16 hex>-swiftc-<16 hex>`. Results of another engine or
    /// compiler are never read, so a cache under another name would only take space.
    static func folderName(engine: EngineBuild) -> String {
        let format = formatVersion.split(separator: "/").last.map(String.init) ?? formatVersion
        return "motionbook-snippets-\(format)-engine-\(engine.hash.prefix(16))-swiftc-\(SHA256.hex(engine.toolchain.version).prefix(16))"
    }

    private func path(_ key: String) -> String { "\(folder)/\(key.prefix(2))/\(key).json" }

    /// The stored result, or nil when there is none or it cannot be read.
    func load(_ key: String) -> SnippetResult? {
        guard let bytes = FileSystem.read(path(key)) else { return nil }
        return try? JSONDecoder().decode(SnippetResult.self, from: Data(bytes))
    }

    /// Stores a result unless it is transient; failures to write only cost a rebuild later.
    func store(_ result: SnippetResult, for key: String) {
        guard !result.isTransient else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(result) else { return }
        try? FileSystem.writeAtomically([UInt8](data), to: path(key))
    }
}
