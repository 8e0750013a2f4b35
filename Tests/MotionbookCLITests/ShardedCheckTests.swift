import Foundation
import Testing

/// The sharded check of docs/ci/check-sharded.yml, replayed here with the built tool: the
/// steps of three shard jobs, each in its own folder with its own results folder, then the
/// merge job's steps on the shards' uploaded results. The shards split the course's programs
/// without overlap, and the merged check, which compiles nothing, says exactly what an
/// unsharded check says.
@Suite struct ShardedCheckTests {
    /// Lint findings, compile errors, an empty trace, a snippet without a view, and the three
    /// checks across snippets (exercise, translation, quiz), in 12 snippets of 6 programs.
    static let failingCourse = Repository.root.appendingPathComponent("Tests/MotionbookCLITests/Fixtures/sharded-course").path
    /// The rules whose checks compare several snippets' traces: only the merge reports them.
    static let crossSnippetRules = ["exercise.starter-passes", "course.translation-traces", "quiz.trace-mismatch", "quiz.trace-value-missing"]

    /// What the replay of one workflow run left.
    struct Replay {
        var workflow: ShardedWorkflow
        /// Per shard: its steps, and the results it uploaded.
        var shardRuns: [[ShardedWorkflow.StepRun]]
        var shardResults: [Set<String>]
        var shardFolders: [URL]
        var mergeRuns: [ShardedWorkflow.StepRun]
        var mergeFolder: URL
        /// What the merge job's tool asked the compiler besides `--version` (nothing, if it compiled nothing).
        var mergeCompiles: String
    }

    /// Runs the shard jobs and the merge job of the workflow on `course`; the merge job gets the
    /// artifacts of every shard, or with `losingTheLargestShard` of all but the one with the most
    /// programs (as if its upload failed).
    static func replay(_ course: String, losingTheLargestShard: Bool = false) throws -> Replay {
        let workflow = try ShardedWorkflow.load()
        let tool = ["MOTIONBOOK": EndToEndTests.executable.path]
        var shardRuns: [[ShardedWorkflow.StepRun]] = []
        var shardResults: [Set<String>] = []
        var shardFolders: [URL] = []
        for shard in workflow.shards {
            let folder = try ShardedWorkflow.jobFolder(course: course)
            let output = folder.appendingPathComponent("github-output").path
            let steps = workflow.shardSteps.map { workflow.command($0, shard: shard) }
            shardRuns.append(try ShardedWorkflow.run(steps, in: folder, environment: tool.merging(["GITHUB_OUTPUT": output]) { $1 }))
            shardResults.append(ShardedWorkflow.results(in: folder.appendingPathComponent(workflow.resultsFolder)))
            shardFolders.append(folder)
        }
        // The artifacts as download-artifact lays them out: <path>/<artifact name>/<files>.
        let mergeFolder = try ShardedWorkflow.jobFolder(course: course)
        let downloads = mergeFolder.appendingPathComponent(workflow.downloadFolder)
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let largest = shardResults.indices.max { shardResults[$0].count < shardResults[$1].count }
        for (index, shard) in workflow.shards.enumerated() where !losingTheLargestShard || index != largest {
            let name = workflow.artifactName.replacingOccurrences(of: "${{ matrix.shard }}", with: String(shard))
            try FileManager.default.copyItem(
                at: shardFolders[index].appendingPathComponent(workflow.resultsFolder), to: downloads.appendingPathComponent(name))
        }
        let compileLog = mergeFolder.appendingPathComponent("compiles.log")
        let environment = tool.merging(["MOTIONBOOK_SWIFTC": try refusingCompiler(), "MOTIONBOOK_TEST_COMPILE_LOG": compileLog.path]) { $1 }
        let mergeRuns = try ShardedWorkflow.run(workflow.mergeSteps.map { workflow.command($0) }, in: mergeFolder, environment: environment)
        return Replay(
            workflow: workflow, shardRuns: shardRuns, shardResults: shardResults, shardFolders: shardFolders, mergeRuns: mergeRuns,
            mergeFolder: mergeFolder, mergeCompiles: (try? String(contentsOf: compileLog, encoding: .utf8)) ?? "")
    }

    /// A `swiftc` that answers `--version` as the real one (so cache keys are the same) and
    /// refuses anything else, writing its arguments to `$MOTIONBOOK_TEST_COMPILE_LOG` (from an
    /// engine build; a snippet compiled in the sandbox, with its cleared environment and
    /// read-only files, cannot write it, and fails as a compile error instead). Written
    /// anew for each use (a new file, so the tool asks its version again), at one path under
    /// the checkout's `.build`.
    static func refusingCompiler() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let real = environment["MOTIONBOOK_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/swiftc" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let compiler = try #require(real, "no swiftc on PATH")
        let folder = Repository.root.appendingPathComponent(".build/sharded-check-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            # Written by ShardedCheckTests: the compiler's version, and no compilation.
            if [ "$#" -eq 1 ] && [ "$1" = "--version" ]; then exec '\(compiler)' --version; fi
            echo "$*" >> "$MOTIONBOOK_TEST_COMPILE_LOG"
            exit 1

            """
        let temporary = folder.appendingPathComponent("swiftc.\(UUID().uuidString)")
        try script.write(to: temporary, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary.path)
        let path = folder.appendingPathComponent("swiftc").path
        #expect(rename(temporary.path, path) == 0)
        return path
    }

    /// The diagnostic lines of a check's stderr (without the statistics and the summary).
    static func diagnostics(_ err: String) -> [String] {
        err.split(separator: "\n").map(String.init).filter { $0.hasSuffix("]") && ($0.contains(": error: ") || $0.contains(": warning: ")) }
    }

    /// `shard K/N: D of T distinct programs …` → (D, T).
    static func shardShare(_ err: String, shard: Int, of count: Int) -> (distinct: Int, total: Int)? {
        guard let line = err.split(separator: "\n").first(where: { $0.hasPrefix("shard \(shard)/\(count): ") }) else { return nil }
        let words = line.split(separator: " ")
        guard words.count > 5, words[3] == "of", let distinct = Int(words[2]), let total = Int(words[4]) else { return nil }
        #expect(line.hasSuffix("; cross-snippet checks run in the merge"), "\(line)")
        return (distinct, total)
    }

    @Test func theWorkflowHasTheStepsThatAreReplayed() throws {
        let workflow = try ShardedWorkflow.load()
        #expect(workflow.shards == [1, 2, 3])
        #expect(workflow.shardSteps.compactMap(ShardedWorkflow.verb) == ["cache-key", "shard"])
        #expect(workflow.mergeSteps.compactMap(ShardedWorkflow.verb) == ["merge", "check", "build"])
        // The folder the shard checks into is the one cached and the one uploaded.
        #expect(workflow.shardSteps[1].hasSuffix(" \(workflow.resultsFolder)"))
        #expect(workflow.cachedPaths.contains(workflow.resultsFolder) && workflow.cachedPaths.contains(".build/motionbook-snippets/engine"))
        #expect(workflow.mergeSteps[0].contains(" \(workflow.downloadFolder)/*"))
    }

    @Test func threeShardsMergeIntoWhatOneUnshardedCheckSays() throws {
        // The reference: one check of the whole course into a results folder of its own, then
        // again from that cache (the merged check takes every result from its cache too).
        let whole = try ShardedWorkflow.jobFolder(course: Self.failingCourse)
        let cache = whole.appendingPathComponent("results").path
        let cold = try SnippetEndToEndTests.tool(["check", "--cache", cache], in: whole.path)
        let warm = try SnippetEndToEndTests.tool(["check", "--cache", cache], in: whole.path)
        #expect(cold.status == 1 && warm.status == 1)
        #expect(cold.err.contains("snippets: 12 (6 distinct programs, 0 from the cache)\n"), "\(cold.err)")
        #expect(warm.err.contains("snippets: 12 (6 distinct programs, 6 from the cache)\n"), "\(warm.err)")
        let programs = ShardedWorkflow.results(in: URL(fileURLWithPath: cache))
        #expect(programs.count == 6)

        let replay = try Self.replay(Self.failingCourse)
        let count = replay.workflow.shards.count
        // Each shard job names the same cache, and checked only its own programs.
        let keys = replay.shardFolders.map { (try? String(contentsOf: $0.appendingPathComponent("github-output"), encoding: .utf8)) ?? "" }
        #expect(keys.allSatisfy { $0.hasPrefix("key=motionbook-snippets-3-engine-") && $0 == keys[0] }, "\(keys)")
        var shardDiagnostics: [String] = []
        for (index, runs) in replay.shardRuns.enumerated() {
            let check = try #require(runs.last)
            #expect(runs.map(\.verb) == ["cache-key", "shard"] && check.verb == "shard")
            let share = try #require(Self.shardShare(check.err, shard: index + 1, of: count), "\(check.err)")
            #expect(share.total == programs.count && share.distinct == replay.shardResults[index].count, "\(check.err)")
            let found = Self.diagnostics(check.err)
            #expect(check.status == (found.contains { $0.contains(": error: ") } ? 1 : 0), "\(check.err)")
            shardDiagnostics += found
        }
        // The shards are disjoint, and together they are the whole course.
        for first in replay.shardResults.indices {
            for second in replay.shardResults.indices where second > first {
                #expect(replay.shardResults[first].isDisjoint(with: replay.shardResults[second]))
            }
        }
        #expect(replay.shardResults.reduce(Set()) { $0.union($1) } == programs)
        #expect(replay.shardResults.map(\.count).reduce(0, +) == programs.count)
        // Every diagnostic that is no comparison of snippets is reported by exactly one shard.
        let single = Self.diagnostics(cold.err).filter { line in !Self.crossSnippetRules.contains { line.hasSuffix("[\($0)]") } }
        #expect(shardDiagnostics.sorted() == single.sorted())
        #expect(Self.diagnostics(cold.err).count > single.count + 3, "the fixture should fail every check across snippets")

        // The merge: the check says what the unsharded one says, compiling nothing; the site
        // is not built from a course with errors.
        #expect(replay.mergeRuns.map(\.verb) == ["merge", "check"], "\(replay.mergeRuns)")
        #expect(replay.mergeRuns[0].status == 0, "\(replay.mergeRuns[0].err)")
        let merged = replay.mergeRuns[1]
        #expect(merged.status == warm.status)
        #expect(merged.err == warm.err)
        #expect(Self.diagnostics(merged.err) == Self.diagnostics(cold.err))
        #expect(replay.mergeCompiles.isEmpty, "the merge compiled: \(replay.mergeCompiles)")
    }

    @Test func aCleanCourseIsBuiltFromTheMergedResultsAlone() throws {
        let replay = try Self.replay(SnippetEndToEndTests.mathCourse)
        for (index, runs) in replay.shardRuns.enumerated() {
            #expect(runs.map(\.status) == [0, 0], "shard \(index + 1): \(runs.map(\.err))")
        }
        #expect(replay.mergeRuns.map(\.verb) == ["merge", "check", "build"])
        #expect(replay.mergeRuns.map(\.status) == [0, 0, 0], "\(replay.mergeRuns.map(\.err))")
        #expect(replay.mergeRuns[1].err == "snippets: 12 (4 distinct programs, 4 from the cache)\ncheck: 0 errors, 0 warnings in 3 lessons\n")
        #expect(replay.mergeRuns[2].out.hasPrefix("built ") && replay.mergeRuns[2].out.hasSuffix(" files into _site; open _site/index.html\n"))
        // The pages show the traces taken from the merged results (settle's value at 0.25 s).
        let page = try String(contentsOf: replay.mergeFolder.appendingPathComponent("_site/de/01-springs.html"), encoding: .utf8)
        #expect(page.contains("class=\"trace-table\"") && page.contains("0,984"))
        // The exercise shows its starter's trace beside its target's, both from the merged
        // results, with the line `exercise check` prints for the unchanged starter.
        let exercise = try #require(page.components(separatedBy: #"<section class="exercise" id="exercise-bouncier""#).dropFirst().first)
            .components(separatedBy: "</section>")[0]
        #expect(exercise.contains(#"<figure class="trace trace-starter" aria-labelledby="trace-bouncier-starter-caption">"#))
        #expect(exercise.contains(#"<figure class="trace trace-target" aria-labelledby="trace-bouncier-caption">"#))
        #expect(exercise.contains(#"<polyline class="series series-0 starter""#))
        #expect(exercise.contains(
            "<samp>✗ bouncier ist noch nicht bestanden: value von Spring weicht zuerst bei 0,033 s ab: erwartet 0,0718, erhalten 0,0667 (Toleranz 0,001).</samp>"))
        #expect(replay.mergeCompiles.isEmpty, "the merge compiled: \(replay.mergeCompiles)")
    }

    @Test func aMissingShardIsReportedAtItsSnippetsAndNothingIsBuilt() throws {
        // The results of the shard with the most programs never arrive: its snippets are named,
        // the others come from the cache, nothing is compiled and the site is not built.
        let replay = try Self.replay(SnippetEndToEndTests.mathCourse, losingTheLargestShard: true)
        #expect(replay.mergeRuns.map(\.verb) == ["merge", "check"])
        let check = replay.mergeRuns[1]
        #expect(check.status == 1)
        let lost = try #require(replay.shardResults.map(\.count).max())
        let missing = Self.diagnostics(check.err)
        #expect(lost > 0 && !missing.isEmpty, "\(check.err)")
        #expect(missing.allSatisfy { $0.contains(": error: ") && $0.hasSuffix("[snippet.not-cached]") }, "\(check.err)")
        #expect(check.err.contains("(4 distinct programs, \(4 - lost) from the cache)"), "\(check.err)")
        #expect(replay.mergeCompiles.isEmpty, "the merge compiled: \(replay.mergeCompiles)")
    }

    /// In a checkout whose engine was never built, `--cache-only` does not build it: the cache
    /// key comes from the engine's sources alone, and is the same as this checkout's.
    @Test func cacheOnlyNeverBuildsTheEngine() throws {
        let checkout = try Repository.temporaryFolder()
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Package.swift"), to: checkout.appendingPathComponent("Package.swift"))
        for module in ["TraceFormat", "MotionAnimation", "MotionCore", "MotionTrace"] {
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Sources/\(module)"), to: checkout.appendingPathComponent("Sources/\(module)"))
        }
        let log = checkout.appendingPathComponent("compiles.log")
        let environment = ["MOTIONBOOK_ROOT": checkout.path, "MOTIONBOOK_SWIFTC": try Self.refusingCompiler(), "MOTIONBOOK_TEST_COMPILE_LOG": log.path]
        let here = try SnippetEndToEndTests.tool(["check", "--print-cache-key"])
        let there = try SnippetEndToEndTests.tool(["check", "--print-cache-key"], in: checkout.path, environment: environment)
        #expect(here.status == 0 && there.status == 0 && here.out == there.out && here.out.hasPrefix("motionbook-snippets-3-engine-"), "\(there.err)")
        let check = try SnippetEndToEndTests.tool(
            ["check", "content", "--cache-only", "--cache", checkout.appendingPathComponent("results").path], in: SnippetEndToEndTests.mathCourse,
            environment: environment)
        #expect(check.status == 1 && check.err.contains("(4 distinct programs, 0 from the cache)"), "\(check.err)")
        #expect(Self.diagnostics(check.err).count == 12 && Self.diagnostics(check.err).allSatisfy { $0.hasSuffix("[snippet.not-cached]") })
        #expect(!FileManager.default.fileExists(atPath: checkout.appendingPathComponent(".build/motionbook-snippets/engine").path))
        #expect(!FileManager.default.fileExists(atPath: log.path), "compiled: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    @Test func mergeRefusesAFolderThatHoldsNoResults() throws {
        let folder = try Repository.temporaryFolder()
        let stray = folder.appendingPathComponent("shard/notes.txt")
        try FileManager.default.createDirectory(at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "not a result".write(to: stray, atomically: true, encoding: .utf8)
        let script = Repository.root.appendingPathComponent(ShardedWorkflow.script)
        let refused = try runProcess(script, ["merge", "merged", "shard"], in: folder.path)
        #expect(refused.status == 1 && refused.err.contains("shard/notes.txt is not a snippet result"), "\(refused.err)")
        let usage = try runProcess(script, ["shard"], in: folder.path)
        #expect(usage.status == 64 && usage.err.hasPrefix("usage:"))
    }
}
