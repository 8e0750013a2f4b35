import Foundation

/// The Swift compiler snippets are built with: its path and its `--version` text (part of
/// every cache key, so a new toolchain never reuses old results).
public struct Toolchain: Sendable, Hashable {
    /// Absolute path of `swiftc`.
    public var swiftc: String
    /// `swiftc --version`, trimmed (`Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: …`).
    public var version: String

    /// A problem finding or asking the compiler.
    public struct Missing: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Finds `swiftc`: `$MOTIONBOOK_SWIFTC` when set, else the first `swiftc` on `$PATH`, and asks
    /// it for its version.
    public static func locate(environment: [String: String]) throws(Missing) -> Toolchain {
        let path: String
        if let explicit = environment["MOTIONBOOK_SWIFTC"], !explicit.isEmpty {
            path = explicit
        } else {
            let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            guard let found = folders.map({ "\($0)/swiftc" }).first(where: FileSystem.isExecutable) else {
                throw Missing(description: "swiftc is not on PATH; install the Swift toolchain or set MOTIONBOOK_SWIFTC")
            }
            path = found
        }
        let outcome: ProcessOutcome
        do {
            outcome = try ChildProcess.run(ProcessRequest(
                executable: path, arguments: ["--version"], environment: environment, timeout: 30, outputCap: 1 << 16))
        } catch {
            throw Missing(description: error.description)
        }
        guard outcome.termination == .exited(0) else {
            throw Missing(description: "'\(path) --version' failed: \(String(decoding: outcome.stderr, as: UTF8.self))")
        }
        let version = String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return Toolchain(swiftc: path, version: version)
    }
}
