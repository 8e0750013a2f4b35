import Foundation
import Toolbox

/// Compiles and runs snippets (docs/ARCHITECTURE.md, "SnippetRunner"): each snippet is its own small
/// program (the file as written, a generated entry point, the `SwiftUI` shim) linked against
/// an engine build, which reads its scenario when it starts; results are cached by program and
/// scenario, compiled programs by program (so another scenario compiles nothing), identical
/// snippets run once, and up to ``RunnerOptions/jobs`` snippets build at the same time.
public final class SnippetPipeline: Sendable {
    public let paths: RunnerPaths
    public let engine: EngineBuild
    public let options: RunnerOptions
    let environment: [String: String]
    let cache: ResultCache
    /// The sandbox snippets run in; nil when ``RunnerOptions/sandboxed`` is false.
    public let sandbox: Sandbox?

    /// Why snippets cannot be run at all: no checkout, no compiler, an engine that does not build.
    public struct SetupError: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// How far a batch is: `done` of `total` snippets built (cache misses only).
    public struct Progress: Equatable, Sendable {
        public var done: Int
        public var total: Int
    }

    /// The results of a batch, in request order, and how the cache did.
    public struct Batch: Sendable {
        public var results: [SnippetResult]
        /// The cache key of each request's program, in request order; nil for a request that
        /// cannot be built at all. Two requests with one key ran one program: their results,
        /// and so their traces, are the same.
        public var keys: [String?]
        /// Distinct runs in the batch: a program with a scenario (identical snippets counted
        /// once); as many as ``programs`` unless a program runs several scenarios (an
        /// explorer's grid).
        public var distinct: Int
        /// Distinct programs among them (the compiled ones and those whose results the cache had).
        public var programs: Int = 0
        /// Distinct programs whose result came from the cache.
        public var cacheHits: Int
        /// Distinct programs built and run now.
        public var built: Int { distinct - cacheHits }
        /// Programs the compiler ran for: those built now minus those whose compiled program
        /// the program cache had (another scenario of a program compiled before).
        public var compiled: Int
    }

    init(paths: RunnerPaths, engine: EngineBuild, options: RunnerOptions, environment: [String: String], sandbox: Sandbox?) {
        self.sandbox = sandbox
        self.paths = paths
        self.engine = engine
        self.options = options
        self.environment = environment
        self.cache = ResultCache(folder: paths.results)
    }

    /// Finds the checkout and the compiler and builds the engine when its sources changed.
    /// `resultsFolder` replaces the default result cache folder; `announce` receives a line to
    /// show before the (slow, one-time) engine build.
    public static func prepare(
        environment: [String: String], options: RunnerOptions = RunnerOptions(), resultsFolder: String? = nil,
        announce: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(SetupError) -> SnippetPipeline {
        do {
            var paths = try RunnerPaths.locate(environment: environment)
            if let resultsFolder { paths.results = resultsFolder }
            let toolchain = try Toolchain.locate(environment: environment, cacheFolder: paths.cacheRoot)
            // With --cache-only nothing is compiled or run: the engine's hash names the results,
            // and neither the engine nor the sandbox is needed.
            if options.cacheOnly {
                return SnippetPipeline(
                    paths: paths, engine: EngineBuild.unbuilt(paths: paths, toolchain: toolchain), options: options, environment: environment,
                    sandbox: nil)
            }
            let engine = try EngineBuild.prepare(paths: paths, toolchain: toolchain, environment: environment) {
                announce("building the snippet engine (MotionCore, MotionTrace) once for this compiler…")
            }
            ScratchFolders.removeAbandoned(in: paths.work)
            var sandbox: Sandbox?
            if options.sandboxed {
                try? FileManager.default.createDirectory(atPath: paths.sandboxModuleCache, withIntermediateDirectories: true)
                sandbox = try Sandbox.probe(
                    environment: environment, readOnly: [toolchain.root, engine.directory], scratch: paths.work,
                    processLimit: options.processLimit)
                sandbox?.handOver(paths.sandboxModuleCache)
            }
            return SnippetPipeline(paths: paths, engine: engine, options: options, environment: environment, sandbox: sandbox)
        } catch let error as RunnerPaths.NotFound {
            throw SetupError(description: error.description)
        } catch let error as Toolchain.Missing {
            throw SetupError(description: error.description)
        } catch let error as EngineBuild.Failure {
            throw SetupError(description: error.description)
        } catch let error as Sandbox.Unavailable {
            throw SetupError(description: "the snippet sandbox cannot run here: \(error.description); pass --no-sandbox to run snippets without it (unsafe for lessons you did not write)")
        } catch {
            throw SetupError(description: "\(error)")
        }
    }

    /// The name of a CI cache of results for the current engine sources and compiler
    /// (``ResultCache/folderName(engine:)``); builds nothing.
    public static func cacheFolderName(environment: [String: String]) throws(SetupError) -> String {
        var options = RunnerOptions()
        options.cacheOnly = true
        return ResultCache.folderName(engine: try prepare(environment: environment, options: options).engine)
    }

    /// The cache key of a request's result, or nil when it cannot be built at all (no view).
    public func key(for request: SnippetRequest) -> String? {
        (try? SnippetPlan(request)).map { plan in
            ResultCache.key(
                program: ResultCache.programKey(for: plan, engine: engine, options: options), scenario: plan.scenarioDocument(request.scenario),
                options: options)
        }
    }

    /// The cache key of a request's compiled program (the same for every scenario of the
    /// program), or nil when it cannot be built at all.
    public func programKey(for request: SnippetRequest) -> String? {
        (try? SnippetPlan(request)).map { ResultCache.programKey(for: $0, engine: engine, options: options) }
    }

    /// Runs every request, identical ones once, cached ones not at all; results in request
    /// order. `progress` is called with 0 done before the first build and after each one.
    /// `memo` keeps the plans for the next run (a new one when nil).
    public func run(
        _ requests: [SnippetRequest], memo: SnippetMemo = SnippetMemo(), progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) -> Batch {
        var results = [SnippetResult?](repeating: nil, count: requests.count)
        var keys = [String?](repeating: nil, count: requests.count)
        var jobs: [Job] = []
        var jobOfKey: [String: Int] = [:]
        var requestsOfJob: [[Int]] = []
        var distinct = 0
        var hits = 0
        var seenKeys: [String: SnippetResult] = [:]
        var programKeyOfPlan: [SnippetPlan: String] = [:]
        var programsRun = Set<String>()

        // The same snippet in three translations is one request three times: planned once.
        for (index, request) in requests.enumerated() {
            let plan: SnippetPlan
            do {
                plan = try memo.plan(request).get()
            } catch {
                if let shard = options.shard, !shard.isFirst {
                    results[index] = SnippetResult(status: .inOtherShard)
                    continue
                }
                var result = SnippetResult(status: .noView)
                result.detail = error.message
                results[index] = result
                continue
            }
            // One program's key is hashed once, however many scenarios it runs (an explorer's grid).
            let program = programKeyOfPlan[plan] ?? ResultCache.programKey(for: plan, engine: engine, options: options)
            programKeyOfPlan[plan] = program
            let scenario = plan.scenarioDocument(request.scenario)
            let key = ResultCache.key(program: program, scenario: scenario, options: options)
            keys[index] = key
            if let shard = options.shard, !shard.contains(key: key) {
                results[index] = SnippetResult(status: .inOtherShard)
                continue
            }
            programsRun.insert(program)
            if let known = seenKeys[key] {
                results[index] = known
                continue
            }
            if let job = jobOfKey[key] {
                requestsOfJob[job].append(index)
                continue
            }
            distinct += 1
            let cached = options.readsCache ? memo.cachedResult(key, load: cache.load) : nil
            if let cached, !options.checksDeterminism || cached.determinismChecked || !cached.hasTrace {
                hits += 1
                seenKeys[key] = cached
                results[index] = cached
                continue
            }
            if options.cacheOnly {
                var missing = SnippetResult(status: .notCached)
                missing.detail = cached == nil ? "no result" : "no result checked for determinism (--strict)"
                seenKeys[key] = missing
                results[index] = missing
                continue
            }
            let reference = options.checksDeterminism ? cached?.traceJSON : nil
            jobOfKey[key] = jobs.count
            jobs.append(Job(
                plan: plan, program: program, scenario: scenario, key: key, runs: options.checksDeterminism && reference == nil ? 2 : 1,
                reference: reference))
            requestsOfJob.append([index])
        }

        let executor = SnippetExecutor(engine: engine, paths: paths, options: options, environment: environment, sandbox: sandbox)
        let doneCount = Locked(0)
        let compiledCount = Locked(0)
        if !jobs.isEmpty { progress(Progress(done: 0, total: jobs.count)) }
        let cache = self.cache
        let pending = jobs
        // Jobs of one program with different scenarios (the values of one `#Playground`) run one
        // after another: the first compiles, the others run the program it built.
        var groups: [[Int]] = []
        var groupOfProgram: [String: Int] = [:]
        for (index, job) in pending.enumerated() {
            if let group = groupOfProgram[job.program] {
                groups[group].append(index)
            } else {
                groupOfProgram[job.program] = groups.count
                groups.append([index])
            }
        }
        let runJob: @Sendable (_ index: Int, _ reusesProgram: Bool) -> SnippetResult = { index, reusesProgram in
            let job = pending[index]
            let execution = executor.execute(
                job.plan, program: job.program, scenario: job.scenario, runs: job.runs, reference: job.reference, reusesProgram: reusesProgram)
            if execution.compiled { compiledCount.withValue { $0 += 1 } }
            var result = execution.result
            if job.reference != nil, let cachedTrace = job.reference, result.hasTrace {
                // A cached trace checked against a fresh run: keep the cached text (it is what
                // earlier output was made from) with the verdict.
                result.traceJSON = cachedTrace
            }
            cache.store(result, for: job.key)
            if !result.isTransient { memo.remember(result, key: job.key) }
            let done = doneCount.withValue { count in
                count += 1
                return count
            }
            progress(Progress(done: done, total: pending.count))
            return result
        }
        let builtGroups = ParallelMap.map(groups, width: options.jobs) { group in
            group.enumerated().map { position, index in runJob(index, position > 0) }
        }
        var built = [SnippetResult](repeating: SnippetResult(status: .failedToStart), count: pending.count)
        for (group, results) in zip(groups, builtGroups) {
            for (index, result) in zip(group, results) { built[index] = result }
        }
        for (job, indices) in requestsOfJob.enumerated() {
            for index in indices { results[index] = built[job] }
        }
        return Batch(
            results: results.map { $0 ?? SnippetResult(status: .failedToStart) }, keys: keys, distinct: distinct, programs: programsRun.count,
            cacheHits: hits, compiled: compiledCount.withValue { $0 })
    }

    /// One program to run: its plan, program key, the scenario document it is given, the
    /// result's key, how many runs, and a cached trace to compare with.
    struct Job: Sendable {
        var plan: SnippetPlan
        var program: String
        var scenario: String?
        var key: String
        var runs: Int
        var reference: String?
    }
}
