import Foundation

/// Reading a program's output as a trace document (the validating decoder of ``Trace``).
public enum TraceReading {
    /// The number of tracks of a valid trace whose values change over time, or why the bytes
    /// are not a trace.
    public static func validate(_ bytes: [UInt8]) -> Result<Int, Problem> {
        do throws(Trace.FormatError) {
            return .success(try Trace.decode(Data(bytes)).tracks.filter(\.changes).count)
        } catch {
            return .failure(Problem(text: error.description))
        }
    }

    /// A decoding problem, as text.
    public struct Problem: Error {
        public var text: String
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
