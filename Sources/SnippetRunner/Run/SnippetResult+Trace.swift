import Foundation
import TraceFormat

extension TraceReading {
    /// The trace of a result, decoded; nil when there is none.
    public static func trace(of result: SnippetResult) -> Trace? {
        guard result.hasTrace, let json = result.traceJSON else { return nil }
        return try? Trace.decode(Data(json.utf8))
    }
}
