import Diagnostics
import Foundation
import Lessons
import SnippetRunner
import TraceFormat

/// What `motionbook preview` traces: Swift files (or folders of them) compiled together as one
/// program, as `run FILE|DIR…` takes them, or one snippet of a lesson. ``load()`` reads it
/// from disk (on start and after every save); ``jobs(_:)`` are its runs in a script's scenario.
struct PreviewProgram: Sendable {
    enum Source: Sendable {
        case files(inputs: [String])
        case snippet(lookup: LessonLookup, lesson: String, snippet: String)
    }

    /// The program as read from disk at one moment.
    struct Loaded: Sendable {
        /// The files' paths (`files`) or the lesson's (`snippet`), in order.
        var paths: [String]
        /// Their text, in order (`files`).
        var sources: [String] = []
        /// The base scenario: the files' asset catalogues, or the snippet's fence.
        var base = TraceScenario()
        /// The lesson and its snippet (`snippet`).
        var lesson: Lesson?
        var snippet: Snippet?
        /// Every preview's name as the page lists it (its name, else "Preview N").
        var previewNames: [String] = []
    }

    var source: Source

    /// Folders to watch for new files (the folders given); the files themselves are watched
    /// by their paths (``Loaded/paths``).
    var folders: [String] {
        guard case .files(let inputs) = source else { return [] }
        return inputs.filter(SwiftFiles.isFolder)
    }

    /// The program as it is on disk now.
    func load() throws(RunCommand.RunFailure) -> Loaded {
        switch source {
        case .files(let inputs):
            let paths = try SwiftFiles.collect(inputs)
            let assets = RunJob.assets(of: inputs)
            if let problem = assets.diagnostics.first {
                throw RunCommand.RunFailure(message: "\(problem.path):\(problem.location): \(problem.message)")
            }
            var loaded = Loaded(paths: paths, sources: try RunJob.read(paths))
            loaded.base.assets = assets.catalog
            loaded.previewNames = ProgramPreview.list(loaded.sources).enumerated().map { $1.name ?? "Preview \($0 + 1)" }
            return loaded
        case .snippet(let lookup, let lessonName, let snippetID):
            let found: (lesson: Lesson, diagnostics: [Diagnostic])
            do {
                found = try lookup.lesson(lessonName)
            } catch {
                throw RunCommand.RunFailure(message: error.message)
            }
            let runnable = found.lesson.snippets.filter { $0.role != .solution }
            guard let snippet = runnable.first(where: { $0.id == snippetID }) else {
                let ids = runnable.map(\.id).joined(separator: ", ")
                throw RunCommand.RunFailure(message: "\(found.lesson.path) has no snippet '\(snippetID)'\(ids.isEmpty ? "" : " (it has \(ids))")")
            }
            var loaded = Loaded(paths: [found.lesson.path], base: snippet.scenario, lesson: found.lesson, snippet: snippet)
            loaded.previewNames = []
            return loaded
        }
    }

    /// The runs of `loaded` in `script`'s scenario: one per preview shown.
    func jobs(_ loaded: Loaded, script: PreviewScript) throws(RunCommand.RunFailure) -> [RunJob] {
        let scenario = script.scenario(loaded.base)
        if let lesson = loaded.lesson, let snippet = loaded.snippet {
            return [
                RunJob(
                    id: snippet.id, request: SnippetRequest(snippet, scenario: scenario), site: SnippetSite(lesson: lesson, snippet: snippet),
                    every: snippet.every, show: snippet.show, title: lesson.title, language: lesson.language?.code)
            ]
        }
        guard case .files(let inputs) = source else { return [] }
        return try RunJob.standalone(inputs: inputs, paths: loaded.paths, sources: loaded.sources, scenario: scenario, preview: script.preview)
    }

    /// The `motionbook run …` that runs this program (before its scenario options).
    var runCommand: String {
        switch source {
        case .files(let inputs): (["motionbook", "run"] + inputs.map(Self.shellWord)).joined(separator: " ")
        case .snippet(_, let lesson, let snippet): "motionbook run \(Self.shellWord(lesson)) \(Self.shellWord(snippet))"
        }
    }

    /// `text` as one word for a POSIX shell: as it is when it needs no quoting, else in single quotes.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=@%,".contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
