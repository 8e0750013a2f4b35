import Foundation
import Lessons
import SiteBuilder
import SnippetRunner

/// `motionbook serve`: build, serve on 127.0.0.1, rebuild on change, reload open pages.
struct ServeCommand: Command {
    static let name = "serve"
    static let abstract = "Build, serve on 127.0.0.1 and rebuild on change."
    static let discussion = """
        Builds the site (as 'motionbook build' does), serves the output folder on 127.0.0.1 only,
        and rebuilds whenever a file under the content, translations or theme folder changes
        (looked for every 50 ms). A rebuild writes only the files that changed. Open pages reload
        by themselves as soon as a successful rebuild is written, at the same scroll position: the
        server adds a small script to every HTML page it sends (the built files do not have it).
        A rebuild that finds problems prints them and keeps serving the last good site.
        Stop it with Ctrl-C.
        """
    static let exitStatus: String? = "Exit status: 1 when the first build fails or the port is taken, 64 usage error."

    @Option(valueName: "N", help: "The port (default: 8000; 0 picks a free one).", needs: "a number from 0 to 65535", parse: { UInt16($0) })
    var port: UInt16 = 8000

    @OptionGroup var folders: SiteFolderOptions

    @OptionGroup var snippets: SnippetOptions

    init() {}

    /// Seconds between two looks for changes (a look at the course costs well under a
    /// millisecond; ``ChangeWatcher``).
    static let pollInterval = 0.05

    func run(context: CLIContext) -> Int32 {
        let options = folders.siteOptions()
        let output = folders.output
        let build = SiteBuild(options: options, output: output, snippets: snippets, command: Self.name)
        // The port is taken before the first build, so that a port in use is said at once,
        // not after a build of minutes; requests before the build ends get what is there.
        // The reload script is the server's: the course's own `site/` has it, whatever theme
        // is given; a content folder without a `site/` beside it takes the theme's.
        let reloadScript: ReloadScript
        do {
            reloadScript = try ReloadScript.load(
                from: [SiteOptions.beside(content: options.contentFolder).themeFolder, options.themeFolder])
        } catch {
            context.writeErr("motionbook serve: error: cannot read the reload script \(error.path)\n")
            return ExitCode.failure
        }
        let server = SiteServer(root: output, buildID: "", reloadScript: reloadScript)
        SiteWriter.updateInPlace(output)
        let actualPort: UInt16
        do {
            actualPort = try server.start(port: port)
        } catch {
            context.writeErr("motionbook serve: error: \(error.message)\n")
            return ExitCode.failure
        }
        // The sources as the first build reads them: an edit made during that build, or just
        // after it (before a snapshot taken afterwards would be complete), is a change.
        var watcher = ChangeWatcher(folders: [options.contentFolder, options.translationsFolder, options.themeFolder])
        guard let first = Self.build(build, context: context) else { return ExitCode.failure }
        var numbering = BuildNumbering()
        server.buildID = numbering.id(of: first)
        Self.acceptStopSignals()
        context.writeOut("serving \(output) at http://127.0.0.1:\(actualPort)/ (Ctrl-C to stop)\n")
        while true {
            Thread.sleep(forTimeInterval: Self.pollInterval)
            guard watcher.hasChanged() else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            if let site = Self.build(build, context: context) {
                server.buildID = numbering.id(of: site)
                context.writeOut("rebuilt \(output) in \(Self.milliseconds(since: start)) ms\n")
            }
        }
    }

    /// Whole milliseconds since `start` (``DispatchTime`` nanoseconds).
    private static func milliseconds(since start: UInt64) -> UInt64 { (DispatchTime.now().uptimeNanoseconds - start + 500_000) / 1_000_000 }

    /// A process started with SIGINT or SIGTERM ignored or blocked (children inherit both,
    /// and some runners block signals in the thread that starts them) would never stop: the
    /// server runs until one of them arrives, so both get their default action back.
    static func acceptStopSignals() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
    }

    /// Builds and writes the site; prints problems and returns nil when it failed.
    private static func build(_ build: SiteBuild, context: CLIContext) -> SiteOutput? {
        switch build.run(context: context) {
        case .failure(let message, let diagnostics, let lessonCount):
            if let diagnostics { DiagnosticsPrinter.print(diagnostics, lessonCount: lessonCount, command: "serve", context: context) }
            context.writeErr("motionbook serve: error: \(message)\n")
            return nil
        case .success(let site, _, _):
            return site
        }
    }
}
