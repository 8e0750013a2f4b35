import Foundation

/// Where the engine sources are and where the runner keeps its builds and cached results.
///
/// The runner compiles the engine (MotionAnimation, MotionCore, MotionTrace) itself (see
/// ``EngineBuild``), from the sources of the Motionbook checkout the tool belongs to. The
/// checkout is found, in this order:
/// 1. `$MOTIONBOOK_ROOT`, when set (a checkout anywhere, e.g. for an installed tool);
/// 2. the folders above the running executable (`.build/<triple>/<config>/motionbook` in a
///    checkout, debug or release, or a test runner beside it);
/// 3. the checkout the tool was compiled in (`#filePath` of this file, baked in at build time).
/// A checkout is a folder with `Package.swift`, `Sources/MotionCore` and `Sources/MotionTrace`.
/// Caches live in `<checkout>/.build/motionbook-snippets/`, so `swift package clean` clears them.
public struct RunnerPaths: Sendable, Equatable {
    /// The checkout's root folder.
    public var checkout: String
    /// `<checkout>/.build/motionbook-snippets`: engine builds, results, programs, scratch folders.
    public var cacheRoot: String
    /// Cached snippet results; `<cacheRoot>/results` unless a caller chose another folder.
    public var results: String

    /// Compiled snippet programs, by program key (``ProgramCache``): `<cacheRoot>/programs`
    /// beside the default results, else the results folder's name with `-programs` (so that a
    /// fresh results folder also starts without programs, and a results folder saved for CI
    /// holds no executables).
    /// The path is absolute (a relative results folder is taken from the current folder), since
    /// a kept program runs in its own scratch folder.
    public var programs: String {
        results == "\(cacheRoot)/results" ? "\(cacheRoot)/programs" : Self.standardized(results) + "-programs"
    }
    /// Compiled engines, one folder per engine hash.
    public var engines: String { "\(cacheRoot)/engine" }
    /// Parts of site pages a build rendered, by fingerprint (the site's render cache).
    public var renderedParts: String { "\(cacheRoot)/site-parts" }
    /// Scratch folders where snippets are compiled; each is removed after its run.
    public var work: String { "\(cacheRoot)/work" }
    /// The clang module cache of sandboxed compiles (the only folder besides its own that a
    /// sandboxed swiftc may write).
    public var sandboxModuleCache: String { "\(cacheRoot)/sandbox-cache" }

    public init(checkout: String, results: String? = nil) {
        self.checkout = checkout
        self.cacheRoot = "\(checkout)/.build/motionbook-snippets"
        self.results = results ?? "\(cacheRoot)/results"
    }

    /// No Motionbook checkout could be found.
    public struct NotFound: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Finds the checkout as described above.
    public static func locate(environment: [String: String], executable: String? = nil) throws(NotFound) -> RunnerPaths {
        if let root = environment["MOTIONBOOK_ROOT"], !root.isEmpty {
            guard isCheckout(root) else {
                throw NotFound(description: "MOTIONBOOK_ROOT=\(root) is not a Motionbook checkout (no Sources/MotionCore)")
            }
            return RunnerPaths(checkout: standardized(root))
        }
        let running = executable ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        if let running {
            var folder = URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" {
                if isCheckout(folder.path) { return RunnerPaths(checkout: folder.path) }
                folder.deleteLastPathComponent()
            }
        }
        let baked = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Build
            .deletingLastPathComponent()  // SnippetRunner
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
        if isCheckout(baked.path) { return RunnerPaths(checkout: baked.path) }
        throw NotFound(description: "cannot find the Motionbook checkout with the engine sources (Sources/MotionCore); set MOTIONBOOK_ROOT")
    }

    static func isCheckout(_ folder: String) -> Bool {
        FileSystem.exists("\(folder)/Package.swift") && FileSystem.isDirectory("\(folder)/Sources/MotionCore")
            && FileSystem.isDirectory("\(folder)/Sources/MotionTrace")
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
