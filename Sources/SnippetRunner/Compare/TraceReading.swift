import Foundation
import MotionTrace

/// Reading a program's output as a trace document (MotionTrace's validating decoder).
public enum TraceReading {
    /// The number of tracks of a valid trace whose values change over time, or why the bytes
    /// are not a trace.
    static func validate(_ bytes: [UInt8]) -> Result<Int, Problem> {
        do throws(Trace.FormatError) {
            return .success(try Trace.decode(Data(bytes)).tracks.filter(\.changes).count)
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

extension Trace.Track {
    /// Whether any value differs from the first frame's (the harness traces every modifier
    /// present, constant ones too).
    public var changes: Bool {
        guard let first = values.first else { return false }
        return values.contains { $0 != first }
    }
}
