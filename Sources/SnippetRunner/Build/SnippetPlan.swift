import TraceFormat
/// How one snippet is compiled: the snippet's files (their `#Preview`s turned into view types,
/// every line in place), the prelude that keeps time virtual, and either a generated entry point
/// running the scenario the program is given when it starts or nothing, when the snippet's
/// hidden region imports MotionTrace and so drives the trace itself. The plan depends on the
/// request's scenario only for which view it mounts (`view`); everything else of the scenario
/// is handed to the program at run time (``scenarioDocument(_:)``).
struct SnippetPlan: Hashable, Sendable {
    /// The first file's name in the build folder (`Snippet2.swift` … for the others); compiler
    /// messages in them are mapped back to the user's files.
    static let snippetFile = "Snippet.swift"
    /// The generated entry point's file name.
    static let entryFile = "MotionbookMain.swift"
    /// The snippet program's module name (what `#fileID` starts with in runtime messages).
    static let moduleName = "MotionbookSnippet"
    /// The function appended to the mounted view's file, which the entry point calls.
    static let mountFunction = "motionbookMount"

    /// The build folder's name of file `index` of the program.
    static func fileName(_ index: Int) -> String { index == 0 ? snippetFile : "Snippet\(index + 1).swift" }

    /// The program's files as compiled, with the map of each back to what the user wrote.
    var files: [SourceEdits]
    /// The generated ``Prelude`` (empty when it is appended to a snippet of top-level code).
    var prelude: String
    /// The generated `@main`, or nil for a snippet that drives MotionTrace itself.
    var entryPoint: String?
    /// Compile with `-parse-as-library`: there is an `@main` (generated or the snippet's own);
    /// otherwise the snippet's top-level code is the program.
    var parseAsLibrary: Bool
    /// What the default scenario mounts (nil for a snippet driving MotionTrace itself).
    var mount: Mount?
    /// Per file, the lines of each top-level type: the line of its name and of its braces.
    var typeSpans: [[TypeSpan]] = []

    /// Where a type stands in its file, in lines.
    struct TypeSpan: Hashable, Sendable {
        var nameLine: Int
        var lines: ClosedRange<Int>
    }

    /// The first file as compiled.
    var source: String { files[0].text }

    /// The scenario document the program is given when it starts (`scenario` with the mounted
    /// view's name), or nil for a program that drives MotionTrace itself and reads none.
    func scenarioDocument(_ scenario: TraceScenario) -> String? {
        guard entryPoint != nil, let mount else { return nil }
        var named = scenario
        named.view = mount.label
        return named.json()
    }

    /// Why no plan could be made.
    enum Problem: Error, Equatable {
        /// No `view=` key, no preview, no view type to mount, and no MotionTrace in the hidden
        /// region; the reason names what the files declare instead.
        case noView(reason: String)
        /// `preview` is past the program's previews.
        case noSuchPreview(Int, count: Int)

        var message: String {
            switch self {
            case .noView(let reason): reason
            case .noSuchPreview(let index, let count): "has \(count) preview\(count == 1 ? "" : "s"); there is no preview \(index + 1)"
            }
        }
    }

    init(_ request: SnippetRequest) throws(Problem) {
        let texts = [request.source] + request.otherSources
        let scanned = ScannedFile.scan(texts)
        typeSpans = scanned.map { file in
            file.declarations.types.filter { $0.kind != .extension }.map {
                TypeSpan(nameLine: file.source.line(of: $0.nameOffset), lines: file.source.line(of: $0.body.lowerBound)...file.source.line(of: $0.body.upperBound))
            }
        }
        prelude = Prelude.source(
            declared: scanned.reduce(into: Set<String>()) { $0.formUnion($1.declarations.topLevelNames) },
            assetImages: Prelude.assetImages(in: scanned),
            playgrounds: scanned.contains { $0.previews.entries.contains { $0.playground != nil } },
            parameters: !request.parameters.isEmpty)
        if texts.count == 1, SourceScan.drivesTraceItself(request.source) {
            entryPoint = nil
            parseAsLibrary = SourceScan.hasMainAttribute(request.source)
            mount = nil
            if parseAsLibrary {
                files = [SourceEdits(unchanged: scanned[0].source)]
            } else {
                // Top-level code must be the module's only file with code: the prelude goes at its end.
                files = [SourceEdits(scanned[0].source, edits: [.init(offset: scanned[0].source.original.count, length: 0, replacement: "\n" + prelude)])]
                prelude = ""
            }
            return
        }
        let mount = try Mount.choose(view: request.scenario.view, preview: request.preview, files: scanned)
        self.mount = mount
        files = scanned.enumerated().map { index, file in
            var edits = file.previews.edits
            if index == 0 { edits += ParameterRewrite.edits(request.parameters) }
            // The app's own `@main` is compiled but not run: the generated entry point is the program's.
            edits += file.declarations.mainAttributes.map { SourceEdits.Edit(offset: $0, length: 5, replacement: "     ") }
            if index == mount.file {
                let separator = file.source.original.last == "\n" || file.source.original.isEmpty ? "" : "\n"
                edits.append(SourceEdits.Edit(
                    offset: file.source.original.count, length: 0,
                    replacement: "\(separator)\n// Generated by motionbook: what the entry point mounts.\nfunc \(Self.mountFunction)() -> \(mount.playground == nil ? "some View" : "MotionbookPlayground") { \(mount.expression) }\n"))
            }
            return SourceEdits(file.source, edits: edits)
        }
        entryPoint = EntryPoint.source(mount)
        parseAsLibrary = true
    }

    /// `messages` in the coordinates of the user's files, in plain words
    /// (``CompilerMessageWording``): columns moved by the preview transform mapped back, and an
    /// error in the appended mount reported at the mounted view (a view that needs arguments:
    /// swiftc's message names them).
    func userMessages(_ messages: [CompilerMessage]) -> [CompilerMessage] {
        // swiftc's "failed to produce diagnostic" follows from another error when there is one
        // (a name missing elsewhere in the expression's closure): that error is the one to read.
        let internalFailure = "failed to produce diagnostic for expression"
        let hasRealError = messages.contains { $0.severity == .error && !$0.message.hasPrefix(internalFailure) }
        let kept = hasRealError ? messages.filter { !$0.message.hasPrefix(internalFailure) } : messages
        return Self.withoutCascades(kept.map { message in
            var mapped = message
            guard message.file == .snippet, files.indices.contains(message.fileIndex) else {
                mapped.message = CompilerMessageWording.explained(message.message)
                return mapped
            }
            if let position = files[message.fileIndex].originalPosition(line: message.line, column: message.column) {
                mapped.line = position.line
                mapped.column = position.column
                mapped.message = CompilerMessageWording.explained(message.message, before: originalLine(message.fileIndex, position))
            } else if let mount, mount.line == 0 {
                // `view=` names no type of the files: the generated mount is the place.
                mapped.file = .entryPoint
                mapped.line = 0
                mapped.column = 0
            } else if let mount {
                mapped.fileIndex = mount.file
                mapped.line = mount.line
                mapped.column = mount.column
                mapped.message = "\(mount.label) cannot be mounted as written: \(message.message); add a #Preview that creates it with its arguments, or name another view"
            }
            return mapped
        }, typeSpans: typeSpans)
    }

    /// A type that conforms to an API unavailable here (`UIViewRepresentable`) gets one error at
    /// its name; the errors its body then makes (UIKit types it uses) follow from that one and
    /// are dropped, so the learner reads the reason, not a cascade.
    static func withoutCascades(_ messages: [CompilerMessage], typeSpans: [[TypeSpan]]) -> [CompilerMessage] {
        var dropped: [(file: Int, lines: ClosedRange<Int>, keep: CompilerMessage)] = []
        for message in messages where message.file == .snippet && message.severity == .error && message.message.contains("is unavailable:") {
            guard typeSpans.indices.contains(message.fileIndex),
                let span = typeSpans[message.fileIndex].first(where: { $0.nameLine == message.line })
            else { continue }
            dropped.append((message.fileIndex, span.lines, message))
        }
        guard !dropped.isEmpty else { return messages }
        return messages.filter { message in
            message.file != .snippet || message.severity != .error
                || !dropped.contains { $0.file == message.fileIndex && $0.lines.contains(message.line) && $0.keep != message }
        }
    }
}

extension SnippetPlan {
    /// The user's line of file `index` up to (not including) the 1-based UTF-8 `column`.
    func originalLine(_ index: Int, _ position: (line: Int, column: Int)) -> Substring {
        let line = files[index].originalText.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(position.line - 1).first ?? ""
        let end = line.utf8.index(line.utf8.startIndex, offsetBy: min(max(0, position.column - 1), line.utf8.count))
        return line[..<end]
    }
}

/// The generated entry point (the contract with MotionTrace's harness): it mounts the chosen
/// view and runs the scenario the program is given on its standard input
/// (`MotionTrace.runScenario(_:named:)`), so nothing of the scenario is compiled in.
/// For a `#Playground` it runs the playground (`MotionTrace.runPlayground(_:named:)`), and the
/// scenario's `view` picks which of its values is traced; its name in the program is the
/// playground's, so all its values share one program.
enum EntryPoint {
    static func source(_ mount: Mount) -> String {
        let (call, label, does) = mount.playground.map { ("runPlayground", $0, "runs the playground \($0) and traces the value named by") }
            ?? ("runScenario", mount.label, "mounts \(mount.label) and runs")
        return """
            // Generated by motionbook: \(does) the scenario given on standard input.
            import MotionTrace

            @main enum MotionbookSnippetMain {
                static func main() {
                    MotionTrace.\(call)(\(SnippetPlan.mountFunction)(), named: \(SwiftText.stringLiteral(label)))
                }
            }

            """
    }
}
