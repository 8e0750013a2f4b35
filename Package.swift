// swift-tools-version:6.0
// Motionbook: a toolkit for a multilingual course on SwiftUI animation.
// The module layout is described in README.md and DESIGN-NOTES.md.
import PackageDescription

let package = Package(
    name: "Motionbook",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "MotionAnimation", targets: ["MotionAnimation"]),
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionTrace", targets: ["MotionTrace"]),
        .executable(name: "motionbook", targets: ["motionbook"]),
    ],
    targets: [
        // cmark-gfm and its GFM extensions, from Debian's libcmark-gfm-dev / libcmark-gfm-extensions-dev.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The trace document and what reads or writes it: the scenario, JSON, number text,
        // columns, lookup, comparison. Foundation only; every other module may read it.
        .target(name: "TraceFormat"),
        // The engine's animation layer: animatable math, curves, springs, animations, keyframes,
        // the property animator, transactions, colour, geometry; TraceFormat only to describe its
        // animations as trace data. No view type (MotionAnimationTests, which links nothing else,
        // proves it). Deterministic, no I/O.
        .target(name: "MotionAnimation", dependencies: ["TraceFormat"]),
        // The engine's view runtime: SwiftUI's view model (views, state, layout, modifiers,
        // transitions, gestures) on the animation layer, which it re-exports. Headless and
        // deterministic. No I/O.
        .target(name: "MotionCore", dependencies: ["MotionAnimation", "TraceFormat"], exclude: ["SEMANTICS.md"]),
        // The harness compiled snippets link: scenes, events, sampling; writes the trace.
        .target(name: "MotionTrace", dependencies: ["TraceFormat", "MotionCore"], exclude: ["README.md"]),
        // SHA-256, the digest of every cache key (snippet results, the engine build, rendered
        // page parts). No dependency.
        .target(name: "Digest"),
        // Small generic helpers of the tool's modules (not of snippet programs): a lock-guarded
        // value, the memo of values kept between rebuilds, the parallel map, a file's stamp.
        // No dependency.
        .target(name: "Toolbox"),
        // What every check reports through: the diagnostic value, source locations, the rule
        // type and its catalogue, and the consumers (text, JSON, GitHub annotations). Each module
        // that checks something declares its own rules on top of it.
        .target(name: "Diagnostics", dependencies: ["TraceFormat"]),
        // The one Swift lexer (tokens that give back the source exactly), for the site's
        // highlighter and the snippet runner's scans. No dependency.
        .target(name: "SwiftLexer"),
        // Markdown lessons -> lesson model (on cmark-gfm), the lint and its rules; the Swift
        // lexer finds the literal a snippet's `param=` key names.
        .target(name: "Lessons", dependencies: ["CCmarkGFM", "TraceFormat", "Diagnostics", "Toolbox", "SwiftLexer"]),
        // Starts a child process in its own process group with a working directory and an
        // address-space limit (fork/exec in C; see its header).
        .target(name: "CSnippetSpawn"),
        // Compiles and runs snippets with swiftc, caches results.
        .target(name: "SnippetRunner", dependencies: ["Lessons", "Diagnostics", "SwiftLexer", "TraceFormat", "CSnippetSpawn", "Digest", "Toolbox"]),
        // A trace's scene drawn without a browser: frame by frame state, the film strip (SVG)
        // and the Lottie export. TraceFormat only.
        .target(name: "SceneRendering", dependencies: ["TraceFormat"]),
        // The static site.
        .target(name: "SiteBuilder", dependencies: ["Lessons", "SwiftLexer", "TraceFormat", "Digest", "SceneRendering", "Toolbox"]),
        // The command-line tool's logic, testable in-process.
        .target(
            name: "MotionbookCLI",
            dependencies: ["Lessons", "Diagnostics", "TraceFormat", "SnippetRunner", "SiteBuilder", "SceneRendering", "Toolbox"]),
        .executableTarget(name: "motionbook", dependencies: ["MotionbookCLI"]),
        // The C reference arithmetic the benchmark compares MotionCore with (nothing else uses it).
        .target(name: "CMotionBaseline", linkerSettings: [.linkedLibrary("m")]),
        // `swift run -c release motion-bench`: ns/op of MotionCore's hot paths against plain C.
        .executableTarget(
            name: "motion-bench", dependencies: ["MotionCore", "MotionTrace", "CMotionBaseline"], exclude: ["README.md"]),
        // `scripts/bench-snippets`: the snippet runner's cost against bare swiftc, cold and warm.
        .executableTarget(name: "snippet-bench", dependencies: ["SnippetRunner", "Lessons", "Diagnostics"]),
        // `swift run -c release site-bench`: the site's escaping and search tokenizer, byte fast
        // paths against their scalar definitions, on the course's Markdown; with `--traces`, the
        // trace reader against JSONDecoder on cached traces.
        .executableTarget(name: "site-bench", dependencies: ["SiteBuilder", "TraceFormat"]),

        // Helpers shared by the test targets: golden files, a raw HTTP exchange.
        .target(name: "TestSupport", dependencies: ["TraceFormat"], path: "Tests/TestSupport"),
        .testTarget(name: "DigestTests", dependencies: ["Digest"]),
        .testTarget(name: "ToolboxTests", dependencies: ["Toolbox"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat", "TestSupport", "MotionTrace"]),
        .testTarget(name: "MotionAnimationTests", dependencies: ["MotionAnimation", "TraceFormat"]),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore", "TraceFormat", "MotionTrace"]),
        .testTarget(name: "MotionTraceTests", dependencies: ["MotionTrace", "TraceFormat"]),
        .testTarget(
            name: "LessonsTests", dependencies: ["Lessons", "Diagnostics", "TestSupport"],
            exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(
            name: "MotionbookCLITests", dependencies: ["MotionbookCLI", "Lessons", "Diagnostics", "SnippetRunner", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SiteBuilderTests", dependencies: ["SiteBuilder", "Lessons", "Diagnostics", "SwiftLexer", "TestSupport", "TraceFormat"],
            exclude: ["Fixtures", "__Snapshots__"]),
        .testTarget(
            name: "SnippetRunnerTests",
            dependencies: ["SnippetRunner", "Lessons", "Diagnostics", "TraceFormat", "MotionTrace", "TestSupport", "Digest", "Toolbox"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "SceneRenderingTests", dependencies: ["SceneRendering", "TraceFormat", "MotionTrace"]),
    ]
)
