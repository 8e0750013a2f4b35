import Foundation
import MotionTrace

/// Reading a program's output as a trace document (MotionTrace's validating decoder).
public enum TraceReading {
    /// The number of tracks of a valid trace, or why the bytes are not one.
    static func validate(_ bytes: [UInt8]) -> Result<Int, Problem> {
        do throws(Trace.FormatError) {
            return .success(try Trace.decode(Data(bytes)).tracks.count)
        } catch {
            return .failure(Problem(text: error.description))
        }
    }

    /// A decoding problem, as text.
    struct Problem: Error {
        var text: String
    }

    /// The trace of a result, decoded; nil when there is none.
    public static func trace(of result: SnippetResult) -> Trace? {
        guard result.hasTrace, let json = result.traceJSON else { return nil }
        return try? Trace.decode(Data(json.utf8))
    }
}
