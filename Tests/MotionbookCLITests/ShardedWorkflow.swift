import Foundation
import Testing

/// docs/ci/check-sharded.yml as the tests need it: read with PyYAML (so an invalid file fails),
/// and its jobs replayed on this machine, each in a folder of its own as on its own runner, with
/// the artifacts moved between them as actions/upload-artifact and download-artifact do.
struct ShardedWorkflow {
    static let file = Repository.root.appendingPathComponent("docs/ci/check-sharded.yml")
    /// Every step of the jobs that does more than set up the machine calls this script.
    static let script = "scripts/ci-sharded-check"

    /// The matrix: the shard numbers.
    var shards: [Int]
    /// The `run` steps of the shard job and of the merge job that call ``script``, in order.
    var shardSteps: [String]
    var mergeSteps: [String]
    /// What the shard job uploads (`path`) under which name (`name`, with `${{ matrix.shard }}`).
    var resultsFolder: String
    var artifactName: String
    /// Where the merge job downloads the artifacts: each into `<folder>/<artifact name>`.
    var downloadFolder: String
    /// What actions/cache restores and saves in a shard job.
    var cachedPaths: [String]

    /// The workflow file parsed by PyYAML (the virtual environment of scripts/install-deps, else
    /// `python3` on PATH) and converted to JSON.
    static func load() throws -> ShardedWorkflow {
        let venv = Repository.root.appendingPathComponent(".build/venv/bin/python")
        let python = FileManager.default.isExecutableFile(atPath: venv.path) ? venv : URL(fileURLWithPath: "/usr/bin/env")
        let arguments = (python == venv ? [] : ["python3"])
            + ["-c", "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)", file.path]
        let parsed = try runProcess(python, arguments, in: Repository.root.path)
        try #require(parsed.status == 0, "PyYAML could not read \(file.path) (scripts/install-deps installs it): \(parsed.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.out.utf8)) as? [String: Any])
        let jobs = try #require(document["jobs"] as? [String: Any])
        let shard = try #require(jobs["shard"] as? [String: Any])
        let merge = try #require(jobs["merge"] as? [String: Any])
        let matrix = try #require((shard["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let shardJobSteps = try #require(shard["steps"] as? [[String: Any]])
        let mergeJobSteps = try #require(merge["steps"] as? [[String: Any]])
        let upload = try #require(step(using: "actions/upload-artifact", in: shardJobSteps))
        let download = try #require(step(using: "actions/download-artifact", in: mergeJobSteps))
        let restore = try #require(step(using: "actions/cache/restore", in: shardJobSteps))
        return ShardedWorkflow(
            shards: try #require(matrix["shard"] as? [Int]),
            shardSteps: scriptSteps(shardJobSteps), mergeSteps: scriptSteps(mergeJobSteps),
            resultsFolder: try #require(upload["path"] as? String), artifactName: try #require(upload["name"] as? String),
            downloadFolder: try #require(download["path"] as? String),
            cachedPaths: try #require(restore["path"] as? String).split(separator: "\n").map(String.init))
    }

    /// The `with:` of the first step that uses `action` (any version).
    private static func step(using action: String, in steps: [[String: Any]]) -> [String: Any]? {
        steps.first { ($0["uses"] as? String)?.hasPrefix(action + "@") == true }?["with"] as? [String: Any]
    }

    private static func scriptSteps(_ steps: [[String: Any]]) -> [String] {
        steps.compactMap { $0["run"] as? String }.filter { $0.contains(script) }
    }

    /// The word after ``script`` in a step: `shard`, `merge`…
    static func verb(of step: String) -> String? {
        step.components(separatedBy: script + " ").dropFirst().first?.split(whereSeparator: { !$0.isLetter && $0 != "-" }).first.map(String.init)
    }

    /// A step's command with the expressions of the matrix replaced as GitHub does for shard
    /// `shard` of ``shards``; any other expression fails the test (the replay could not run it).
    func command(_ step: String, shard: Int? = nil) -> String {
        var command = step.replacingOccurrences(of: "${{ strategy.job-total }}", with: String(shards.count))
        if let shard { command = command.replacingOccurrences(of: "${{ matrix.shard }}", with: String(shard)) }
        #expect(!command.contains("${{"), "the replay cannot evaluate an expression in: \(step)")
        return command
    }

    /// One step's outcome.
    struct StepRun {
        var verb: String
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `steps` in `folder` with bash as GitHub's default shell does (`bash -e`), the tool
    /// as `$MOTIONBOOK`, until one fails (GitHub skips the steps after it).
    static func run(_ steps: [String], in folder: URL, environment: [String: String]) throws -> [StepRun] {
        var runs: [StepRun] = []
        for step in steps {
            let outcome = try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", step], in: folder.path, environment: environment)
            runs.append(StepRun(verb: verb(of: step) ?? step, status: outcome.status, out: outcome.out, err: outcome.err))
            if outcome.status != 0 { break }
        }
        return runs
    }

    /// A fresh folder laid out as the checkout a job works in: a copy of `course`'s `content/`,
    /// the repository's `translations/` and `site/` (the theme `build` needs), and `scripts/`.
    static func jobFolder(course: String) throws -> URL {
        let folder = try Repository.temporaryFolder()
        let manager = FileManager.default
        try manager.copyItem(atPath: "\(course)/content", toPath: folder.appendingPathComponent("content").path)
        for name in ["translations", "site"] {
            try manager.copyItem(at: Repository.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try manager.createSymbolicLink(at: folder.appendingPathComponent("scripts"), withDestinationURL: Repository.root.appendingPathComponent("scripts"))
        return folder
    }

    /// The names of the results (`<key>.json`) in a results folder.
    static func results(in folder: URL) -> Set<String> {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return Set(files.filter { $0.hasSuffix(".json") }.map { ($0 as NSString).lastPathComponent })
    }
}
