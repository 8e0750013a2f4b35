import Foundation
import Testing
import TestSupport

@testable import TraceFormat

/// Broken documents: the reader rejects them with a message, as JSONDecoder does, and never
/// crashes or hangs.
@Suite struct ReaderRobustnessTests {

    @Test func everyTruncationReadsTheSame() {
        let bytes = Array(sampleTraceJSON.utf8)
        for length in 0..<bytes.count {
            let outcome = expectSameOutcome(Data(bytes[..<length]), "first \(length) bytes")
            // Only the final line feed may go.
            #expect((outcome == .rejected) == (length < bytes.count - 1), "first \(length) bytes")
        }
    }

    @Test func byteChangesReadTheSame() {
        let bytes = Array(sampleTraceJSON.utf8)
        // Bytes that matter to JSON, and any byte.
        let special: [UInt8] = Array(#"{}[],:"\/ -+.eE0123456789tfnu"#.utf8) + [0x00, 0x09, 0x0A, 0x0D, 0x7F, 0x80, 0xC3, 0xED, 0xFF]
        var generator = SplitMix(seed: 20_261_202)
        for round in 0..<1500 {
            var changed = bytes
            for _ in 0..<(1 + generator.below(3)) {
                let index = generator.below(changed.count)
                switch generator.below(4) {
                case 0: changed[index] = UInt8(generator.below(256))
                case 1: changed[index] = special[generator.below(special.count)]
                case 2: changed.remove(at: index)
                default: changed.insert(special[generator.below(special.count)], at: index)
                }
            }
            expectSameOutcome(Data(changed), "round \(round)")
        }
    }

    @Test func deepNestingIsRejectedWithoutRecursion() throws {
        for opener in ["[", #"{"a":"#] {
            let text = ReaderParityTests.document(extra: #", "x": "# + String(repeating: opener, count: 100_000))
            let message = try #require(problem(text))
            #expect(message.contains("more than 512 nested arrays and objects"), "\(message)")
        }
        var parameters = #"{"kind": "custom", "description": "d"}"#
        for _ in 0..<400 { parameters = #"{"kind": "delay", "description": "d", "animations": [\#(parameters)]}"# }
        let message = try #require(problem(ReaderParityTests.document(events: ReaderParityTests.event(parameters: parameters))))
        #expect(message.contains("more than 512 nested arrays and objects"), "\(message)")
    }

    func problem(_ text: String) -> String? {
        do throws(Trace.FormatError) {
            _ = try Trace.decode(Data(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    /// The byte offset of the first `marker` in `text`.
    func offset(of marker: String, in text: String) -> Int {
        text.utf8.count - (text.range(of: marker).map { text[$0.lowerBound...].utf8.count } ?? 0)
    }

    @Test func problemsSayWhatWasExpectedAndWhere() {
        let prefix = "the snippet's output is not a trace document: "
        let badNumber = ReaderParityTests.document(tracks: ReaderParityTests.track("1", "1x"))
        #expect(problem(badNumber) == prefix + "expected ',' or ']' after an array element, found 'x' at byte \(offset(of: "x]]", in: badNumber)) (tracks[0].values[1][0])")
        let badExponent = ReaderParityTests.document(tracks: ReaderParityTests.track("1", "1e+"))
        #expect(problem(badExponent) == prefix + "expected a digit in the exponent, found ']' at byte \(offset(of: "]]}", in: badExponent)) (tracks[0].values[1][0])")
        let truncated = #"{"format": "motionbook-trace/2", "times": [0, 0.5"#
        #expect(problem(truncated) == prefix + "expected ',' or ']' after an array element, but the document ends at byte \(truncated.utf8.count) (times[1])")
        let kind = ReaderParityTests.document(events: #"[{"t": 0, "kind": "tap"}, {"t": 0, "kind": "wave"}]"#)
        #expect(problem(kind) == prefix + "expected an event kind, found 'wave' at byte \(offset(of: "\"wave", in: kind)) (events[1].kind)")
        #expect(problem(#"{"format": "motionbook-trace/2", "view": "V"}"#) == prefix + "missing key 'duration' in the object at byte 0")
        let large = ReaderParityTests.document(duration: "1e400")
        #expect(problem(large) == prefix + "expected a number within Double's range at byte \(offset(of: "1e400", in: large)) (duration)")
        let surrogate = ReaderParityTests.document(events: #"[{"t": 0, "kind": "tap", "detail": "\ud800"}]"#)
        #expect(problem(surrogate) == prefix + "expected a \\u low surrogate after the high surrogate \\ud800 at byte \(offset(of: "\"}]", in: surrogate)) (events[0].detail)")
        let spring = ReaderParityTests.document(events: ReaderParityTests.event(parameters: #"{"kind": "spring", "description": "s", "spring": {"response": 1}}"#))
        #expect(problem(spring) == prefix + "missing key 'dampingFraction' in the object at byte \(offset(of: "{\"response", in: spring)) (events[0].parameters.spring)")
        #expect(problem("") == prefix + "expected a trace document, but there are no bytes at byte 0")
        #expect(problem("[]") == prefix + "expected '{', found '[' at byte 0")
        // What JSON allows but a trace does not: the checks after reading, the same for both readers.
        for reader in Trace.Reader.allCases {
            do throws(Trace.FormatError) {
                _ = try Trace.decode(Data(ReaderParityTests.document(times: "[]").utf8), reader: reader)
                Issue.record("a trace without frames was read")
            } catch {
                #expect(error.description == "the trace has no frames")
            }
        }
    }
}
