import Diagnostics
import Foundation
import SnippetRunner
import TraceFormat

/// The jobs of Swift files given to `run FILE|DIR…` or `preview FILE|DIR…`: the files compiled
/// together as one program, one job per preview.
extension RunJob {
    /// The asset catalogues of `inputs`: those below a folder given, and those beside a file
    /// given (a folder's win over a file's of the same name); their problems, sorted.
    static func assets(of inputs: [String]) -> (catalog: AssetCatalog, diagnostics: [Diagnostic]) {
        let read = AssetCatalogReader.read(below: inputs.filter(SwiftFiles.isFolder))
        let beside = AssetCatalogReader.read(below: SwiftFiles.folders(ofFiles: inputs), maximumDepth: 0)
        var assets = beside.catalog
        assets.colors.merge(read.catalog.colors) { $1 }
        assets.images.merge(read.catalog.images) { $1 }
        return (assets, (read.diagnostics + beside.diagnostics).sorted())
    }

    /// The text of each file at `paths`, in order.
    static func read(_ paths: [String]) throws(RunCommand.RunFailure) -> [String] {
        var sources: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { throw RunCommand.RunFailure(message: "cannot read \(path)") }
            sources.append(String(decoding: data, as: UTF8.self))
        }
        return sources
    }

    /// The files at `paths` (collected from `inputs`) with their `sources`, compiled together
    /// and run in `scenario`: one job per preview (or the one `preview` names, by name or
    /// number from 1; a playground's name picks all its values), else one for the root view.
    static func standalone(
        inputs: [String], paths: [String], sources: [String], scenario: TraceScenario, preview wanted: String?
    ) throws(RunCommand.RunFailure) -> [RunJob] {
        let request = SnippetRequest(source: sources[0], otherSources: Array(sources.dropFirst()), scenario: scenario)
        let files = paths.map { SnippetSite(file: $0) }
        let name = URL(fileURLWithPath: inputs[0]).deletingPathExtension().lastPathComponent
        let label = paths.count == 1 ? "'\(paths[0])'" : "the files of '\(inputs[0])'"
        let previews = scenario.view == nil ? ProgramPreview.list(sources) : []
        guard !previews.isEmpty else {
            return [RunJob(id: name, request: request, site: SnippetSite(file: paths[0], label: label), every: 0.1, show: [], files: files)]
        }
        var chosen = Array(previews.indices)
        if let wanted {
            let matches = previews.indices.filter { previews[$0].name == wanted || String($0 + 1) == wanted }
            // A playground's name picks all its values.
            chosen = matches.first.map { [$0] } ?? previews.indices.filter { previews[$0].playground.map { $0.name == wanted } ?? false }
            guard !chosen.isEmpty else {
                let names = previews.enumerated().map { $1.name.map { "'\($0)'" } ?? "\($0 + 1)" }.joined(separator: ", ")
                throw RunCommand.RunFailure(message: "no preview '\(wanted)' in \(label) (its previews: \(names))", isUsage: true)
            }
        }
        return chosen.map { index in
            let preview = previews[index]
            var one = request
            one.preview = index
            let id = previews.count == 1 ? name : preview.name ?? "Preview \(index + 1)"
            var site = SnippetSite(file: paths[preview.file], label: preview.name.map { "preview '\($0)' of \(label)" } ?? "preview \(index + 1) of \(label)")
            site.location = SourceLocation(line: preview.line, column: 1)
            var job = RunJob(id: id, request: one, site: site, every: 0.1, show: [], files: files, preview: preview)
            if let playground = preview.playground {
                let place = paths.count == 1 ? label : "'\(paths[preview.file])'"
                job.playgroundSite = SnippetSite(
                    file: paths[preview.file], label: playground.name.map { "playground '\($0)' of \(place)" } ?? "the playground of \(place)")
                job.playgroundSite?.location = SourceLocation(line: playground.line, column: 1)
            }
            return job
        }
    }
}
