/// The files and the swiftc invocation that build one snippet in a folder: the snippet file
/// exactly as written, the generated entry point (if any), and
/// `swiftc -working-directory F -module-name MotionbookSnippet -Onone -wmo … -I ENGINE [-parse-as-library]
/// F/Snippet.swift [F/MotionbookMain.swift] -L ENGINE -lSwiftUI -lMotionTrace -lMotionCore
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
    /// The snippet's and the entry point's paths, for mapping compiler messages.
    public var snippetPath: String
    public var entryPath: String

    /// Flags of every snippet compile: unoptimised (the engine is optimised once; an `-Onone`
    /// snippet compiles fastest: 0.25 s against 0.38 s with `-O`), whole-module (one frontend
    /// process for the snippet and the entry point instead of two: 0.25 s against 0.32 s),
    /// messages in the classic one-line form, no colour.
    static let flags = ["-Onone", "-wmo", "-diagnostic-style", "llvm", "-no-color-diagnostics"]

    init(plan: SnippetPlan, folder: String, engine: EngineBuild) {
        self.folder = folder
        let snippetPath = "\(folder)/\(SnippetPlan.snippetFile)"
        let entryPath = "\(folder)/\(SnippetPlan.entryFile)"
        self.snippetPath = snippetPath
        self.entryPath = entryPath
        executable = "\(folder)/snippet"
        files = [(snippetPath, plan.source)] + (plan.entryPoint.map { [(entryPath, $0)] } ?? [])
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
