import SnippetRunner

/// Which results of `run FILE` are shown when a file has `#Playground` blocks. A playground gives
/// one job per variable at its top level, and only the program knows which of them hold views;
/// the jobs of one playground run one program.
enum PlaygroundResults {
    /// `runs` without the values that turned out not to be views while another value of the
    /// same playground was traced. When none of a playground's values holds a view, each of
    /// them says so, and each is reported as the playground's, at `#Playground` (so that the
    /// report, the same for all, is printed once). A playground with one job (one variable, or
    /// one value chosen with `--preview`) is left as it is.
    static func shown(_ runs: [(RunJob, SnippetResult)]) -> [(RunJob, SnippetResult)] {
        let playgrounds = runs.map { job, _ in job.preview.flatMap { preview in preview.playground.map { Key(file: preview.file, line: $0.line) } } }
        var jobCount: [Key: Int] = [:]
        var traced: Set<Key> = []
        for (key, (_, result)) in zip(playgrounds, runs) {
            guard let key else { continue }
            jobCount[key, default: 0] += 1
            if result.hasTrace { traced.insert(key) }
        }
        return zip(playgrounds, runs).compactMap { key, run in
            guard let key, jobCount[key, default: 0] > 1, run.1.status == .nothingToTrace else { return run }
            if traced.contains(key) { return nil }
            var reported = run.0
            reported.site = run.0.playgroundSite ?? reported.site
            return (reported, run.1)
        }
    }

    /// A playground: its file and the line of `#Playground`.
    private struct Key: Hashable {
        var file: Int
        var line: Int
    }
}
