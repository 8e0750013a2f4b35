import Digest
import Foundation
import Toolbox

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
    /// it for its version. Asking takes about 60 ms, most of a warm `check`; so when
    /// `cacheFolder` is given the answer is kept there, keyed by a fingerprint of the compiler
    /// files (path, size, modification time and inode of the resolved `swiftc` and of
    /// `swift-frontend` beside it), and asked again only when they change.
    public static func locate(environment: [String: String], cacheFolder: String? = nil) throws(Missing) -> Toolchain {
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
        let fingerprint = Self.fingerprint(of: path)
        let record = cacheFolder.map { "\($0)/toolchain-\(SHA256.hex(path).prefix(16)).txt" }
        if let record, let text = FileSystem.readText(record), let newline = text.firstIndex(of: "\n"),
            text[..<newline] == fingerprint
        {
            return Toolchain(swiftc: path, version: String(text[text.index(after: newline)...]))
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
        if let record { try? FileSystem.writeAtomically(Array("\(fingerprint)\n\(version)".utf8), to: record) }
        return Toolchain(swiftc: path, version: version)
    }

    /// The toolchain's folder that a sandboxed compile needs to read: the folder above the
    /// `bin` of the resolved compiler driver (`/opt/swift/usr` for `/opt/swift/usr/bin/swiftc`).
    public var root: String {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Path, size, modification time and inode of the resolved compiler driver and of the
    /// `swift-frontend` beside it: what changes when the toolchain is replaced.
    static func fingerprint(of path: String) -> String {
        let driver = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let frontend = URL(fileURLWithPath: driver).deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        return [driver, frontend].map { file -> String in
            guard let stamp = FileStamp(path: file) else { return "\(file):missing" }
            return "\(file):\(stamp.size):\(stamp.seconds).\(stamp.nanoseconds):\(stamp.inode)"
        }.joined(separator: " ")
    }
}
