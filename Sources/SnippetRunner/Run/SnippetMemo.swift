import Foundation
import TraceFormat

/// What a check works out about programs that do not change between checks: each snippet
/// request's plan (its files, prelude and entry point: a pure function of the request) and each
/// program's decoded trace (a program key always names the same trace). One check uses one to
/// plan the same snippet of three translations once and decode its trace once; a long-running
/// `serve` keeps one across rebuilds, so a save re-plans and decodes only what it changed.
/// Safe to share between threads.
public final class SnippetMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [String: [(request: SnippetRequest, plan: Result<SnippetPlan, SnippetPlan.Problem>)]] = [:]
    private var traces: [String: Trace] = [:]
    private var results: [String: SnippetResult] = [:]

    public init() {}

    /// The plan of `request`, made once.
    func plan(_ request: SnippetRequest) -> Result<SnippetPlan, SnippetPlan.Problem> {
        if let known = lock.withLock({ plans[request.source]?.first(where: { $0.request == request }) }) { return known.plan }
        let plan = Result { () throws(SnippetPlan.Problem) in try SnippetPlan(request) }
        lock.withLock { plans[request.source, default: []].append((request, plan)) }
        return plan
    }

    /// The result stored for `key`, read from the cache (`load`) once; a result stored later
    /// by this process replaces it (``remember(_:key:)``).
    func cachedResult(_ key: String, load: (String) -> SnippetResult?) -> SnippetResult? {
        if let known = lock.withLock({ results[key] }) { return known }
        let result = load(key)
        if let result { lock.withLock { results[key] = result } }
        return result
    }

    /// A result just stored in the cache under `key`.
    func remember(_ result: SnippetResult, key: String) {
        lock.withLock { results[key] = result }
    }

    /// The trace of the result of the program `key`, decoded once. Only traces are kept: a
    /// program without one now (not yet built, timed out) may have one at the next check.
    func trace(of result: SnippetResult, key: String?) -> Trace? {
        guard let key else { return TraceReading.trace(of: result) }
        if let known = lock.withLock({ traces[key] }) { return known }
        let trace = TraceReading.trace(of: result)
        if let trace { lock.withLock { traces[key] = trace } }
        return trace
    }
}
