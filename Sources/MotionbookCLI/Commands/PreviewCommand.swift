import Foundation
import SiteBuilder
import SnippetRunner
import TraceFormat

/// `motionbook preview FILE.swift|DIR...` and `motionbook preview LESSON SNIPPET-ID`: a live page
/// of a program's traces on 127.0.0.1, traced again on every save, with a script of taps and
/// drags made by pointing at the replay.
struct PreviewCommand: Command {
    static let name = "preview"
    static let abstract = "Serve a live page of a Swift file's previews (or a lesson snippet) and script taps and drags by pointing."
    static let discussion = """
        Compiles FILE.swift (several files or a folder, DIR, as 'motionbook run' takes them, asset
        catalogues included) and serves a page on 127.0.0.1 with one figure per #Preview or
        PreviewProvider: the scene replayed, its charts, table and events. On every save of one of
        its files (looked for every 50 ms) it compiles and traces again and the open page updates
        in place; a compile error is shown at its file, line and column, the last good trace kept.
        LESSON SNIPPET-ID previews one snippet of a lesson, its fence's scenario as the script.

        On the page, choose the preview, the duration, the device and the colour scheme; click a
        view on a stage to tap it at the scrubber's time, drag across the stage to drag it, or
        add a scroll or a pinch with the form. Each change runs the compiled program again with
        the new scenario, without compiling, and the page shows the script as the flags of
        'motionbook run' and as fence keys. Each run is logged with the compiles and runs so far
        (also at /__motionbook/preview/status). Stop it with Ctrl-C.
        """
    static let exitStatus: String? = "Exit status: 1 when the program cannot be read or the port is taken, 64 usage error."

    @Argument(usage: "FILE.swift|DIR... | LESSON SNIPPET-ID") var inputs: [String]

    @Option(valueName: "N", help: "The port (default: 8000; 0 picks a free one).", needs: "a number from 0 to 65535", parse: { UInt16($0) })
    var port: UInt16 = 8000

    @Option(valueName: "L", help: "The language of a lesson given by id: bg, zh-Hans or de (and of the page's words where they are translated).")
    var lang: String?

    @Option(valueName: "DIR", help: "The content folder for lesson ids (default: content).")
    var content: String?

    @OptionGroup var snippets: SnippetOptions

    init() {}

    /// Seconds between two looks for a save.
    static let pollInterval = 0.05

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        guard let first = inputs.first else { throw UsageError("missing FILE.swift, DIR or LESSON SNIPPET-ID") }
        let program: PreviewProgram
        // A file's view may not animate before it is touched: a stage of some seconds to point at.
        var script = PreviewScript()
        script.duration = PreviewScript.startingDuration
        if SwiftFiles.isSwiftInput(first) {
            program = PreviewProgram(source: .files(inputs: inputs))
        } else {
            guard inputs.count == 2 else { throw UsageError("a lesson needs its snippet: LESSON SNIPPET-ID") }
            do {
                let lookup = try LessonLookup(contentFolder: content, languageCode: lang, environment: context.environment)
                program = PreviewProgram(source: .snippet(lookup: lookup, lesson: inputs[0], snippet: inputs[1]))
            } catch {
                throw UsageError(error.message)
            }
        }
        let loaded: PreviewProgram.Loaded
        do {
            loaded = try program.load()
        } catch {
            if error.isUsage { throw UsageError(error.message) }
            context.writeErr("motionbook preview: error: \(error.message)\n")
            return ExitCode.failure
        }
        if let snippet = loaded.snippet { script = PreviewScript(scenario: snippet.scenario) }
        guard let pipeline = snippets.pipeline(command: Self.name, context: context) else { return ExitCode.failure }
        let language = loaded.lesson?.language?.code ?? lang ?? context.environment["MOTIONBOOK_LANG"] ?? "en"
        let checkout = pipeline.paths.checkout
        let page: PreviewPage
        do {
            let (theme, strings) = try RunPage.resources(language: language, checkout: checkout, for: "the preview page")
            guard let script = FileManager.default.contents(atPath: "\(checkout)/site/preview.js") else {
                context.writeErr("motionbook preview: error: cannot read \(checkout)/site/preview.js\n")
                return ExitCode.failure
            }
            let title = loaded.lesson.map { "\($0.title ?? inputs[0]) · \(inputs[1])" } ?? inputs.joined(separator: " ")
            page = PreviewPage(
                title: strings.format(.previewPageTitle, texts: [title]), theme: theme, strings: strings, script: String(decoding: script, as: UTF8.self))
        } catch {
            context.writeErr("motionbook preview: error: \(error.message)\n")
            return ExitCode.failure
        }
        // An empty folder: every file request is a 404; the page and its endpoints are routes.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("motionbook-preview-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let server = SiteServer(root: root, buildID: "v0", reloadScript: ReloadScript(source: ""))
        let strings = page.strings
        let session = PreviewSession(
            program: program, run: { pipeline.run($0) }, script: script,
            figureHTML: { trace, id, name, every, show in PreviewPage.figure(trace: trace, id: id, name: name, every: every, show: show, strings: strings) },
            onChange: { server.buildID = "v\($0)" }, log: { context.writeOut($0 + "\n") })
        let endpoints = PreviewEndpoints(session: session, page: page.render())
        server.routes = { endpoints.answer($0) }
        let actualPort: UInt16
        do {
            actualPort = try server.start(port: port)
        } catch {
            context.writeErr("motionbook preview: error: \(error.message)\n")
            return ExitCode.failure
        }
        defer { server.stop() }
        ServeCommand.acceptStopSignals()
        var watcher = PreviewWatcher(paths: loaded.paths, folders: program.folders)
        context.writeOut("previewing \(inputs.joined(separator: " ")) at http://127.0.0.1:\(actualPort)/ (Ctrl-C to stop)\n")
        session.reload()
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            guard watcher.hasChanged() else { continue }
            session.reload()
        }
    }
}
