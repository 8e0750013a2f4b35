/// The files and the swiftc invocation that build one snippet in a folder: the snippet file
/// exactly as written, the generated entry point (if any), and
/// `swiftc -working-directory F -module-name MotionbookSnippet -Onone -wmo … -I ENGINE [-parse-as-library]
/// F/Snippet.swift [F/MotionbookMain.swift] -L ENGINE -lSwiftUI -lMotionTrace -lMotionCore -lMotionAnimation
/// -Xlinker -rpath -Xlinker ENGINE -o F/snippet`.
/// The runner and the benchmark's bare swiftc use the very same command.
public struct SnippetBuildCommand: Sendable, Equatable {
    /// The build folder.
    public var folder: String
    /// Files to write before compiling: absolute path and contents.
    public var files: [(path: String, contents: String)]
    /// swiftc's arguments.
    public var arguments: [String]
    /// The program swiftc writes.
    public var executable: String
    /// The paths of the snippet's files and of the entry point, for mapping compiler messages.
    public var snippetPaths: [String]
    public var entryPath: String
    /// The first snippet file's path.
    public var snippetPath: String { snippetPaths[0] }

    /// Flags of every snippet compile: unoptimised (the engine is optimised once; an `-Onone`
    /// snippet compiles fastest: 0.25 s against 0.38 s with `-O`), whole-module (one frontend
    /// process for the snippet and the entry point instead of two: 0.25 s against 0.32 s),
    /// messages in the classic one-line form, no colour.
    /// The type checker gives up on one expression after this many seconds (an error at the
    /// expression, reported in plain words by ``CompilerMessageWording``), well before the
    /// compile time limit kills swiftc without a word about where the time went; an expression
    /// over ``slowExpressionMilliseconds`` gets a warning with its time.
    static let typeCheckLimitSeconds = 8
    static let slowExpressionMilliseconds = 2000
    static let flags = [
        "-Onone", "-wmo", "-diagnostic-style", "llvm", "-no-color-diagnostics",
        "-Xfrontend", "-solver-expression-time-threshold=\(typeCheckLimitSeconds)",
        "-Xfrontend", "-warn-long-expression-type-checking=\(slowExpressionMilliseconds)",
    ]

    init(plan: SnippetPlan, folder: String, engine: EngineBuild) {
        self.folder = folder
        let snippetPaths = plan.files.indices.map { "\(folder)/\(SnippetPlan.fileName($0))" }
        let entryPath = "\(folder)/\(SnippetPlan.entryFile)"
        self.snippetPaths = snippetPaths
        self.entryPath = entryPath
        executable = "\(folder)/snippet"
        files = zip(snippetPaths, plan.files.map(\.text)).map { ($0, $1) }
            + (plan.prelude.isEmpty ? [] : [("\(folder)/\(Prelude.fileName)", plan.prelude)])
            + (plan.entryPoint.map { [(entryPath, $0)] } ?? [])
        var arguments = ["-working-directory", folder, "-module-name", SnippetPlan.moduleName]
        arguments += Self.flags + ["-I", engine.directory]
        if plan.parseAsLibrary { arguments.append("-parse-as-library") }
        arguments += files.map(\.path)
        arguments += engine.linkFlags + ["-o", executable]
        self.arguments = arguments
    }

    public static func == (a: SnippetBuildCommand, b: SnippetBuildCommand) -> Bool {
        a.folder == b.folder && a.arguments == b.arguments && a.files.map(\.path) == b.files.map(\.path)
            && a.files.map(\.contents) == b.files.map(\.contents)
    }
}

extension SnippetPipeline {
    /// How `request` is built in `folder`, or nil when it has no view to mount.
    public func buildCommand(for request: SnippetRequest, in folder: String) -> SnippetBuildCommand? {
        (try? SnippetPlan(request)).map { SnippetBuildCommand(plan: $0, folder: folder, engine: engine) }
    }
}
