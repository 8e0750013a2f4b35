import Foundation
import TraceFormat
import Toolbox

/// What a check works out about programs that do not change between checks: each snippet
/// request's plan (its files, prelude and entry point: a pure function of the request) and each
/// program's decoded trace (a program key always names the same trace). One check uses one to
/// plan the same snippet of three translations once and decode its trace once; a long-running
/// `serve` keeps one across rebuilds, so a save re-plans and decodes only what it changed.
/// Safe to share between threads.
public final class SnippetMemo: Sendable {
    /// The plan of the request last planned for a source.
    private let plans = Memo<String, (request: SnippetRequest, plan: Result<SnippetPlan, SnippetPlan.Problem>)>()
    private let traces = Memo<String, Trace>()
    private let results = Memo<String, SnippetResult>()

    public init() {}

    /// The plan of `request`, made once while it is the latest request of its source. The
    /// scenario's parameter values play no part in a plan (they reach the program at run time),
    /// so the points of an explorer's grid share their snippet's plan.
    func plan(_ request: SnippetRequest) -> Result<SnippetPlan, SnippetPlan.Problem> {
        var planned = request
        planned.scenario.parameters = [:]
        return plans.value(for: request.source, isCurrent: { $0.request == planned }) {
            (planned, Result { () throws(SnippetPlan.Problem) in try SnippetPlan(planned) })
        }.plan
    }

    /// The result stored for `key`, read from the cache (`load`) once; a result stored later
    /// by this process replaces it (``remember(_:key:)``).
    func cachedResult(_ key: String, load: (String) -> SnippetResult?) -> SnippetResult? {
        results.valueIfAny(for: key) { load(key) }
    }

    /// A result just stored in the cache under `key`.
    func remember(_ result: SnippetResult, key: String) {
        results.store(result, for: key)
    }

    /// The trace of the result of the program `key`, decoded once. Only traces are kept: a
    /// program without one now (not yet built, timed out) may have one at the next check.
    func trace(of result: SnippetResult, key: String?) -> Trace? {
        guard let key else { return TraceReading.trace(of: result) }
        return traces.valueIfAny(for: key) { TraceReading.trace(of: result) }
    }
}
