import Digest
import Foundation

/// Snippet results on disk, one JSON file per key under `results/<first two hex digits>/`.
/// There is no index: a result is found by its key alone, files are written atomically under
/// a temporary name (`.tmp-…`) and renamed, and one key always names one program on one
/// engine, so the union of two folders (copied together, as a sharded check's merge does) is a
/// valid folder holding both sets.
///
/// A key (``key(for:engine:)``) is the SHA-256 of everything that decides a result: the
/// runner's result format, the engine's hash (its sources, flags and the compiler version), the
/// compiler version, whether it ran in the sandbox, the snippet text exactly as written, the generated entry point (which
/// spells out the fence keys `view`, `duration`, `fps` and `tap`) and the output cap. `show` and
/// `every` only change how a trace is printed and are not part of it, so the same snippet in
/// three translations has one key. Time limits are not part of it either: results that depend
/// on them (timeouts) are never stored.
struct ResultCache: Sendable {
    /// Bumped when ``SnippetResult`` or the build changes meaning, so old results are not read.
    static let formatVersion = "motionbook-snippet-result/2"

    var folder: String

    static func key(for plan: SnippetPlan, engine: EngineBuild, options: RunnerOptions) -> String {
        var hash = SHA256()
        hash.update(field: formatVersion)
        hash.update(field: engine.hash)
        hash.update(field: engine.toolchain.version)
        hash.update(field: SnippetBuildCommand.flags.joined(separator: " "))
        hash.update(field: String(options.outputCap))
        hash.update(field: options.memoryLimit.map { String($0) } ?? "unlimited")
        // A result made outside the sandbox is not taken for one made inside (a lesson could
        // have read the machine's files into it).
        hash.update(field: options.sandboxed ? "sandbox/1 processes \(options.processLimit)" : "no sandbox")
        hash.update(field: String(plan.files.count))
        for file in plan.files { hash.update(field: file.text) }
        hash.update(field: plan.prelude)
        hash.update(field: plan.entryPoint ?? "(drives MotionTrace itself)")
        hash.update(field: plan.parseAsLibrary ? "library" : "main")
        return hash.hexDigest()
    }

    /// A name for a whole folder of results made with `engine`, for a CI cache of them
    /// (`motionbook check --print-cache-key`): the result format, 16 hex digits of the engine's
    /// hash (its sources, flags and compiler) and 16 of the SHA-256 of `swiftc --version`.
    /// `motionbook-snippets-2-engine-<16 hex>-swiftc-<16 hex>`. Results of another engine or
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
