import Digest
import Foundation
import Toolbox

/// TraceFormat, MotionAnimation, MotionCore, MotionTrace and the `SwiftUI` shim compiled once into a folder of modules and
/// shared libraries that every snippet build links (`-I folder -L folder`, with the folder as
/// the program's run path). Shared rather than static libraries: linking a snippet against the
/// 4 MB whole-module object of a static MotionCore took about 0.05 s of a 0.25 s build.
///
/// The runner builds them itself with swiftc, independently of SwiftPM, so the same engine
/// serves a debug and a release build of the tool. The folder is keyed by ``hash``: a SHA-256
/// of every engine source file (path and contents), the shim, the flags and `swiftc --version`;
/// a changed source or compiler builds a new engine, an unchanged one is reused. Concurrent
/// runners (parallel tests) serialise on a lock file and build into a scratch folder that is
/// renamed into place when complete.
public struct EngineBuild: Sendable, Equatable {
    /// Holds `TraceFormat.swiftmodule`, `MotionAnimation.swiftmodule`, `MotionCore.swiftmodule`, `MotionTrace.swiftmodule`, `SwiftUI.swiftmodule` and
    /// their `lib*.so`, and the modules of the other shims (``ShimModule/all``).
    public var directory: String
    /// The engine's identity in cache keys (64 hex digits).
    public var hash: String
    public var toolchain: Toolchain

    /// Linker flags for a snippet, most dependent library first, and the engine folder as the
    /// program's run path.
    public var linkFlags: [String] {
        ["-L", directory, "-lSwiftUI", "-lMotionTrace", "-lMotionCore", "-lMotionAnimation", "-lTraceFormat", "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    /// The engine could not be built: the compiler's message.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The engine modules in build order (each after the ones it imports): name and source
    /// folder below `Sources/`. MotionCore, the view runtime, is built on MotionAnimation, the
    /// animation layer, and re-exports it.
    static let modules = ["TraceFormat", "MotionAnimation", "MotionCore", "MotionTrace"]
    /// Shared by the engine modules, which use `package` access across each other.
    static let packageName = "motionbook_engine"
    /// Optimised: the engine is compiled once and runs every frame of every snippet.
    static let flags = ["-O", "-wmo", "-parse-as-library", "-package-name", packageName]
    /// Seconds one engine module may take to compile.
    static let timeout = 900.0

    /// Returns the engine for the current sources, building it first when needed.
    /// `announce` is called once before a build starts (for a "building the engine" line).
    public static func prepare(
        paths: RunnerPaths, toolchain: Toolchain, environment: [String: String], announce: @Sendable () -> Void = {}
    ) throws(Failure) -> EngineBuild {
        let engine = unbuilt(paths: paths, toolchain: toolchain)
        let directory = engine.directory
        let hash = engine.hash
        if FileSystem.exists("\(directory)/complete") { return engine }

        do {
            try FileSystem.createDirectory(paths.engines)
        } catch {
            throw Failure(description: "cannot create \(paths.engines): \(error.localizedDescription)")
        }
        let lock = FileLock(path: "\(directory).lock")
        defer { lock.unlock() }
        if FileSystem.exists("\(directory)/complete") { return engine }

        announce()
        let scratch = "\(directory).building-\(ProcessInfo.processInfo.processIdentifier)"
        FileSystem.remove(scratch)
        do {
            try FileSystem.createDirectory(scratch)
            for module in modules {
                let folder = "\(paths.checkout)/Sources/\(module)"
                let sources = FileSystem.files(under: folder, withExtension: ".swift").map { "\(folder)/\($0)" }
                try compile(module: module, sources: sources, into: scratch, toolchain: toolchain, environment: environment)
            }
            for shim in ShimModule.all {
                let path = "\(scratch)/\(shim.name).swift"
                try FileSystem.writeAtomically(Array(shim.source.utf8), to: path)
                try compile(module: shim.name, sources: [path], into: scratch, toolchain: toolchain, environment: environment, shim: shim)
            }
            try FileSystem.writeAtomically(Array("\(hash)\n".utf8), to: "\(scratch)/complete")
            FileSystem.remove(directory)
            guard rename(scratch, directory) == 0 else {
                throw Failure(description: "cannot move the engine build into \(directory): \(String(cString: strerror(errno)))")
            }
        } catch let failure as Failure {
            FileSystem.remove(scratch)
            throw failure
        } catch {
            FileSystem.remove(scratch)
            throw Failure(description: "cannot write the engine build in \(scratch): \(error.localizedDescription)")
        }
        prune(paths.engines, keeping: directory)
        return engine
    }

    /// The engine for the current sources without building it: its hash and the folder it is
    /// (or would be) built in. Enough to name cached results (`--cache-only`), not to link.
    public static func unbuilt(paths: RunnerPaths, toolchain: Toolchain) -> EngineBuild {
        let hash = identity(paths: paths, toolchain: toolchain)
        return EngineBuild(directory: "\(paths.engines)/\(hash.prefix(24))", hash: hash, toolchain: toolchain)
    }

    /// Engines kept besides the current one: an engine folder is about 6 MB, and every edit of
    /// the engine sources makes a new one.
    static let keptEngines = 2

    /// Removes all but the ``keptEngines`` most recently built engine folders other than
    /// `current` (by the time of their `complete` marker), with their lock files.
    static func prune(_ folder: String, keeping current: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let others = entries.map { "\(folder)/\($0)" }.filter {
            $0 != current && FileSystem.exists("\($0)/complete")
        }
        let byAge = others.sorted { modificationTime("\($0)/complete") > modificationTime("\($1)/complete") }
        for old in byAge.dropFirst(keptEngines) {
            FileSystem.remove(old)
            FileSystem.remove("\(old).lock")
        }
    }

    private static func modificationTime(_ path: String) -> Double {
        FileStamp(path: path)?.modificationTime ?? 0
    }

    /// The SHA-256 of the engine sources (relative path and contents, sorted), the shim, the
    /// flags and the compiler version.
    static func identity(paths: RunnerPaths, toolchain: Toolchain) -> String {
        let sources = modules.flatMap { module in
            let folder = "\(paths.checkout)/Sources/\(module)"
            return FileSystem.files(under: folder, withExtension: ".swift").map { file in
                (name: "\(module)/\(file)", path: "\(folder)/\(file)")
            }
        }
        // A process that checks again (serve) hashes the sources again only when a file's
        // path or stamp (size, modification time, inode) changed since the last hash.
        var stamp = "\(paths.checkout)\u{0}\(toolchain.version)"
        for source in sources {
            stamp += "\u{0}\(source.name) \(FileStamp(path: source.path)?.description ?? "missing")"
        }
        if let known = lastIdentity.withValue({ $0 }), known.stamp == stamp { return known.hash }
        var hash = SHA256()
        hash.update(field: "motionbook-engine/2 shared libraries")
        hash.update(field: toolchain.version)
        hash.update(field: flags.joined(separator: " "))
        hash.update(field: ShimModule.identity)
        for source in sources {
            hash.update(field: source.name)
            let bytes = FileSystem.read(source.path) ?? []
            hash.update(field: String(bytes.count))
            hash.update(bytes)
        }
        let digest = hash.hexDigest()
        lastIdentity.withValue { $0 = (stamp, digest) }
        return digest
    }

    /// The sources' stamp (paths and ``FileStamp``s) and hash of the last identity.
    private static let lastIdentity = Locked<(stamp: String, hash: String)?>(nil)

    private static func compile(
        module: String, sources: [String], into folder: String, toolchain: Toolchain, environment: [String: String],
        shim: ShimModule? = nil
    ) throws(Failure) {
        let threads = String(max(1, ProcessInfo.processInfo.activeProcessorCount))
        var arguments = shim != nil ? ["-O", "-wmo", "-parse-as-library"] : flags + ["-num-threads", threads]
        arguments += ["-module-name", module, "-I", folder, "-emit-module", "-emit-module-path", "\(folder)/\(module).swiftmodule"]
        if shim?.hasLibrary ?? true { arguments += ["-emit-library", "-o", "\(folder)/lib\(module).so"] }
        // Each library links the ones built before it and finds them in its own folder
        // ($ORIGIN: the scratch folder is renamed when the build is complete).
        let built = modules.prefix { $0 != module }
        arguments += ["-L", folder] + built.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"]
        arguments += sources
        let outcome: ProcessOutcome
        do {
            outcome = try ChildProcess.run(ProcessRequest(
                executable: toolchain.swiftc, arguments: arguments, environment: environment, timeout: timeout,
                outputCap: 1 << 22))
        } catch {
            throw Failure(description: error.description)
        }
        guard outcome.termination == .exited(0), !outcome.timedOut else {
            let output = String(decoding: outcome.stderr + outcome.stdout, as: UTF8.self)
            let reason = outcome.timedOut ? "took longer than \(Int(timeout)) s" : "failed"
            throw Failure(description: "compiling \(module) for snippets \(reason):\n\(output)")
        }
    }
}

/// An exclusive `flock(2)` on a file, held from `init` to `unlock()`; other processes wait.
final class FileLock {
    private var descriptor: Int32

    init(path: String) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
