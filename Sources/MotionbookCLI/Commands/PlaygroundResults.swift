import SnippetRunner

/// Which results of `run FILE` are shown when a file has `#Playground` blocks. A playground gives
/// one job per variable at its top level, and only the program knows which of them hold views;
/// the jobs of one playground run one program.
enum PlaygroundResults {
    /// `runs` without the values that turned out not to be views while another value of the
    /// same playground was traced. When every value of a playground failed the same way (none
    /// holds a view, the block threw), the failure is reported once, as the playground's, at
    /// `#Playground`. A playground with one job (one variable, or one value chosen with
    /// `--preview`) is left as it is.
    static func shown(_ runs: [(RunJob, SnippetResult)]) -> [(RunJob, SnippetResult)] {
        let playgrounds = runs.map { job, _ in job.preview.flatMap { preview in preview.playground.map { Key(file: preview.file, line: $0.line) } } }
        var results: [Key: [SnippetResult]] = [:]
        for (key, (_, result)) in zip(playgrounds, runs) {
            if let key { results[key, default: []].append(result) }
        }
        var reportedOnce: Set<Key> = []
        return zip(playgrounds, runs).compactMap { key, run in
            guard let key, let all = results[key], all.count > 1, !run.1.hasTrace else { return run }
            if all.allSatisfy({ sameFailure($0, run.1) }) {
                guard reportedOnce.insert(key).inserted else { return nil }
                var reported = run.0
                reported.site = run.0.playgroundSite ?? reported.site
                return (reported, run.1)
            }
            return run.1.status == .nothingToTrace && all.contains(where: \.hasTrace) ? nil : run
        }
    }

    /// Whether two results failed the same way (their times aside).
    private static func sameFailure(_ a: SnippetResult, _ b: SnippetResult) -> Bool {
        !a.hasTrace && a.status == b.status && a.compilerMessages == b.compilerMessages && a.detail == b.detail
            && a.stderrTail == b.stderrTail && a.code == b.code
    }

    /// A playground: its file and the line of `#Playground`.
    private struct Key: Hashable {
        var file: Int
        var line: Int
    }
}
