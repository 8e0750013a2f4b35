import SnippetRunner

/// Which results of `run FILE` are shown when a file has `#Playground` blocks. A playground gives
/// one job per variable at its top level, and only the program knows which of them hold views;
/// the jobs of one playground run one program.
enum PlaygroundResults {
    /// `runs` without the values that turned out not to be views while another value of the
    /// same playground was traced, and without a result equal to one an earlier value of the
    /// playground gave (one compile error, one "nothing to trace", not one per variable). A
    /// playground none of whose values holds a view is reported once, at `#Playground`.
    /// A playground with one job (one variable, or one chosen with `--preview`) is left as it is.
    static func shown(_ runs: [(RunJob, SnippetResult)]) -> [(RunJob, SnippetResult)] {
        let playgrounds = runs.map { job, _ in job.preview.flatMap { preview in preview.playground.map { Key(file: preview.file, line: $0.line) } } }
        var jobCount: [Key: Int] = [:]
        var traced: Set<Key> = []
        for (key, (_, result)) in zip(playgrounds, runs) {
            guard let key else { continue }
            jobCount[key, default: 0] += 1
            if result.hasTrace { traced.insert(key) }
        }
        var seen: [Key: [SnippetResult]] = [:]
        var shown: [(RunJob, SnippetResult)] = []
        for (key, (job, result)) in zip(playgrounds, runs) {
            guard let key, jobCount[key, default: 0] > 1 else {
                shown.append((job, result))
                continue
            }
            if result.status == .nothingToTrace && traced.contains(key) { continue }
            if seen[key, default: []].contains(where: { sameReport($0, result) }) { continue }
            seen[key, default: []].append(result)
            var reported = job
            if result.status == .nothingToTrace, let whole = job.playgroundSite { reported.site = whole }
            shown.append((reported, result))
        }
        return shown
    }

    /// Whether two results say the same (their times aside).
    private static func sameReport(_ a: SnippetResult, _ b: SnippetResult) -> Bool {
        a.status == b.status && a.compilerMessages == b.compilerMessages && a.detail == b.detail && a.stderrTail == b.stderrTail
            && a.code == b.code && a.traceJSON == b.traceJSON
    }

    /// A playground: its file and the line of `#Playground`.
    private struct Key: Hashable {
        var file: Int
        var line: Int
    }
}
