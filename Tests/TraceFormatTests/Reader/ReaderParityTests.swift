import Foundation
import Testing

@testable import TraceFormat

/// The trace format's reader gives exactly what JSONDecoder gives through `Codable` (the
/// reference, `Trace.decode(_:reader: .foundation)`): the same trace, bit for bit, for every
/// document it accepts, and a rejection for every document it rejects.
@Suite struct ReaderParityTests {
    /// A minimal document with its fields replaced as given.
    static func document(
        format: String = #""motionbook-trace/2""#, duration: String = "1", fps: String = "60", times: String = "[0, 0.5]",
        tracks: String = "[]", events: String = "[]", extra: String = ""
    ) -> String {
        #"{"format": \#(format), "view": "V", "duration": \#(duration), "fps": \#(fps), "times": \#(times), "tracks": \#(tracks), "events": \#(events)\#(extra)}"#
    }

    /// A track of one component with the two values given.
    static func track(_ first: String, _ second: String, extra: String = "") -> String {
        #"[{"node": "Circle", "path": "V/Circle", "property": "opacity", "components": ["value"], "values": [[\#(first)], [\#(second)]]\#(extra)}]"#
    }

    /// An event with the parameters given.
    static func event(parameters: String) -> String {
        #"[{"t": 0, "kind": "animation", "animation": "a", "parameters": \#(parameters)}]"#
    }

    @Test func engineTracesReadTheSame() throws {
        for (name, trace) in try EngineTraces.all() {
            let data = Data(trace.json().utf8)
            let outcome = expectSameOutcome(data, name)
            #expect(outcome == .trace(ExactText.of(trace)), "\(name) does not read back as written")
            #expect(trace.events.contains { $0.parameters != nil }, "\(name) has no animation parameters")
        }
    }

    @Test func handWrittenTracesReadTheSame() {
        expectSameOutcome(sampleTraceJSON)
        for text in [
            Self.document(),
            Self.document(format: #""motionbook-trace/1""#, events: #"[{"t": 0, "kind": "appear"}, {"t": 0.5, "kind": "tap", "detail": "*"}]"#),
            Self.document(format: #""motionbook-trace/1""#, events: Self.event(parameters: #"{"kind": "custom", "description": "d"}"#)),
            Self.document(format: #""motionbook-trace/3""#),
            Self.document(format: "null"),
            Self.document(tracks: Self.track("1", "2"), events: #"[{"t": 0.25, "kind": "state", "node": null, "path": "V", "property": "on", "detail": "true"}]"#),
        ] {
            expectSameOutcome(text)
        }
    }

    @Test func numberFormsReadTheSame() {
        let forms = [
            "0", "-0", "-0.0", "0.0", "0e5", "0E-5", "0e-400", "-0e+0", "1", "-1", "1E+2", "1e-2", "2.5E3", "1.5e-3", "10", "100e-2",
            "123456789012345678901234567890", "-123456789012345678901234567890.5",
            "0.1000000000000000055511151231257827021181583404541015625", "0.30000000000000004", "0.016666666666666666",
            "9007199254740993", "2.4703282292062328e-324", "2.4703282292062327e-324", "4.9e-324", "5e-324", "2.2250738585072011e-308",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e308", "1e309", "1e400", "-1e400", "1e-400",
            String(repeating: "1", count: 400), "0." + String(repeating: "0", count: 400) + "1", "1" + String(repeating: "0", count: 70) + "e-70",
            "01", "-01", "00", "1.", ".5", "-.5", "+1", "1e", "1e+", "1E-", "-", "--1", "1.5e3.2", "1-2", "1+2", "1.2.3", "1e2e3", "0x10", "1.e5",
            "Infinity", "-Infinity", "NaN", "inf", "nan", "true", "null", "\"1\"", "\"inf\"", "\"-inf\"", "\"nan\"", "\"\\u0069nf\"", "[1]", "{}",
        ]
        for form in forms {
            expectSameOutcome(Self.document(duration: form))
            expectSameOutcome(Self.document(times: "[\(form), 1]"))
            expectSameOutcome(Self.document(tracks: Self.track(form, "1")))
            expectSameOutcome(Self.document(tracks: Self.track("1", form)))
            expectSameOutcome(Self.document(events: #"[{"t": \#(form), "kind": "tap"}]"#))
            expectSameOutcome(Self.document(events: Self.event(parameters: #"{"kind": "delay", "description": "d", "delay": \#(form)}"#)))
            expectSameOutcome(Self.document(events: Self.event(parameters: #"{"kind": "combined", "description": "d", "beginTimes": [0, \#(form)]}"#)))
            expectSameOutcome(Self.document(extra: #", "unknown": \#(form)"#))
        }
    }

    @Test func integerFormsReadTheSame() {
        let forms = [
            "60", "1", "0", "-0", "-1", "60.0", "6e1", "6E+1", "600e-1", "0.6e2", "60.5", "1e18", "1e19", "1e20",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "9223372036854775807.0",
            "9007199254740993.0", "9007199254740993.5", "12345678901234567890e-3", "300000000000000000000000000e-10", "1e400", "1e-400",
            "0.0000001e7", "01", "1.", "\"60\"", "null", "true", "[60]",
        ]
        for form in forms {
            expectSameOutcome(Self.document(fps: form))
            expectSameOutcome(Self.document(events: Self.event(parameters: #"{"kind": "repeatCount", "description": "d", "repeatCount": \#(form)}"#)))
        }
    }

    @Test func stringFormsReadTheSame() {
        let forms = [
            #""plain""#, #""""#, #""\n\t\r\b\f\/\\\"""#, #""caf\u00e9 \u00E9 \u2192""#, #""\ud83d\ude00 \uD83D\uDE00""#, #""\u0000""#,
            #""\ud83d""#, #""\ude00""#, #""\ud83dx""#, #""\ud83d\u0041""#, #""\ud83d\ud83d""#, #""\u12""#, #""\u12G4""#, #""\U0041""#,
            #""\x""#, #""\'""#, "\"a\tb\"", "\"a\nb\"", "\"a\u{1F}b\"", "\"a\u{7F}b\"", "\"é → 😀\"", "\"\u{0301}\"", #""unterminated"#,
            "null", "1", "true", "[\"a\"]",
        ]
        for form in forms {
            expectSameOutcome(#"{"format": "motionbook-trace/2", "view": \#(form), "duration": 1, "fps": 60, "times": [0], "tracks": [], "events": []}"#)
            expectSameOutcome(Self.document(events: #"[{"t": 0, "kind": "tap", "detail": \#(form)}]"#))
            expectSameOutcome(Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": [\#(form)], "values": [[1], [2]]}]"#))
            expectSameOutcome(Self.document(extra: #", "unknown": \#(form)"#))
            expectSameOutcome(Self.document(extra: #", \#(form): 1"#))
        }
    }

    /// Bytes that are not UTF-8, where JSONDecoder decodes them (rejected) and where it only
    /// scans them (accepted).
    @Test func invalidUTF8ReadsTheSame() {
        let sequences: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xC3, 0xA9]]
        for bytes in sequences {
            for template in [
                #"{"format": "motionbook-trace/2", "view": "#, #"{"format": "motionbook-trace/2", "unknown": "#, #"{"#,
            ] {
                let data = Data(template.utf8) + Data([0x22] + bytes + [0x22])
                    + Data((template.hasSuffix("{") ? #": 1, "format": "motionbook-trace/2", "view": "V""# : "") .utf8)
                    + Data(#", "view": "V", "duration": 1, "fps": 60, "times": [0], "tracks": [], "events": []}"#.utf8)
                expectSameOutcome(data, "\(template) \(bytes)")
            }
        }
    }

    @Test func keysReadTheSame() {
        for text in [
            // Unknown keys, with values of every kind, JSONDecoder's scanner alone checks.
            Self.document(extra: #", "x": {"a": [1, {"b": null}], "c": "\x", "d": 01, "e": 1-2, "f": -, "g": "\u12\u3456"}"#),
            Self.document(extra: ", \"x\": \"a\tb\u{1}\""),
            Self.document(extra: #", "x": tru"#), Self.document(extra: #", "x": nul"#), Self.document(extra: #", "x": [1 2]"#),
            Self.document(extra: #", "x": {"a" 1}"#), Self.document(extra: #", "x": {1: 1}"#), Self.document(extra: #", "x": "\u12"}"#),
            Self.document(tracks: Self.track("1", "2", extra: #", "color": [1, 2, 3], "values2": {}"#)),
            Self.document(events: Self.event(parameters: #"{"kind": "custom", "description": "d", "future": {"x": [[]]}}"#)),
            // Repeated keys: the first counts, later values are only scanned.
            Self.document(extra: #", "duration": "not a number", "view": 5"#),
            Self.document(duration: "null", extra: #", "duration": 2"#),
            Self.document(events: #"[{"t": 0, "kind": "tap", "detail": null, "detail": "x", "t": "late", "kind": "nope"}]"#),
            Self.document(events: Self.event(parameters: #"{"kind": "delay", "description": "d", "delay": null, "delay": 2, "kind": 5}"#)),
            // Keys written with escapes.
            #"{"\u0066ormat": "motionbook-trace/2", "vi\u0065w": "V", "duration": 1, "fps": 60, "times": [0], "tracks": [], "events": []}"#,
            Self.document(extra: #", "dur\u0061tion": 5"#),
            // Missing and null fields.
            #"{"format": "motionbook-trace/2", "view": "V", "fps": 60, "times": [0], "tracks": [], "events": []}"#,
            Self.document(fps: "null"), Self.document(times: "null"), Self.document(tracks: "null"),
            Self.document(events: #"[{"kind": "tap"}]"#), Self.document(events: #"[{"t": 0}]"#), Self.document(events: #"[{"t": 0, "kind": null}]"#),
            Self.document(events: #"[{"t": 0, "kind": "tap", "node": null, "path": null, "property": null, "animation": null, "parameters": null, "detail": null}]"#),
            Self.document(events: #"[{"t": 0, "kind": "nonsense"}]"#), Self.document(events: #"[{"t": 0, "kind": "t\u0061p"}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "values": [[1], [2]]}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": ["v"], "values": [[1], null]}]"#),
        ] {
            expectSameOutcome(text)
        }
    }

    @Test func parametersReadTheSame() {
        let spring = #"{"response": 0.5, "dampingFraction": 0.7, "mass": 1, "stiffness": 157.9, "damping": 17.5, "duration": 0.5, "bounce": 0.3, "settlingDuration": "inf"}"#
        for parameters in [
            #"{"kind": "spring", "description": "s", "response": 0.5, "dampingFraction": 0.7, "blendDuration": 0, "spring": \#(spring)}"#,
            #"{"kind": "spring", "description": "s", "spring": {"response": 0.5}}"#,
            #"{"kind": "spring", "description": "s", "spring": null}"#,
            #"{"kind": "interpolatingSpring", "description": "s", "mass": "nan", "stiffness": "-inf", "damping": 0, "initialVelocity": -0}"#,
            #"{"kind": "timingCurve", "description": "c", "duration": 0.35, "curve": {"name": "easeIn", "controlPoints": [0.42, 0, 1, 1]}}"#,
            #"{"kind": "timingCurve", "description": "c", "curve": {}}"#, #"{"kind": "timingCurve", "description": "c", "curve": {"name": null, "controlPoints": null}}"#,
            #"{"kind": "timingCurve", "description": "c", "curve": {"controlPoints": [0, "nan", 1,]}}"#,
            #"{"kind": "repeatCount", "description": "r", "repeatCount": 2, "autoreverses": true, "animations": [{"kind": "velocityTracking", "description": "v"}]}"#,
            #"{"kind": "repeatForever", "description": "r", "autoreverses": false, "animations": []}"#,
            #"{"kind": "repeatForever", "description": "r", "autoreverses": 1}"#, #"{"kind": "repeatForever", "description": "r", "autoreverses": "true"}"#,
            #"{"kind": "combined", "description": "c", "animations": null, "beginTimes": null}"#,
            #"{"kind": "combined", "description": "c", "animations": [null]}"#, #"{"kind": "combined", "description": "c", "beginTimes": [null]}"#,
            #"{"kind": "nope", "description": "n"}"#, #"{"description": "n"}"#, #"{"kind": "custom"}"#, #"{"kind": "custom", "description": 1}"#,
            #"[]"#, #""custom""#,
        ] {
            expectSameOutcome(Self.document(events: Self.event(parameters: parameters)))
        }
    }

    @Test func documentShapesReadTheSame() {
        let valid = Self.document()
        for text in [
            valid + " \n\t\r", " \r\n" + valid, valid + "x", valid + "{}", valid + "\u{0B}", "\u{0B}" + valid, valid + "\u{0}",
            valid.replacingOccurrences(of: ", ", with: ",\n\t"), valid.replacingOccurrences(of: ": ", with: "\u{0C}"),
            Self.document(times: "[0, 0.5,]"), Self.document(times: "[,]"), Self.document(times: "[0,,0.5]"), Self.document(times: "[0 0.5]"),
            Self.document(times: "[]"), Self.document(times: "{}"), Self.document(tracks: "[[]]"), Self.document(tracks: "{}"),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": [], "values": [[], [],]}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": ["v"], "values": [[1], 2]}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": ["v"], "values": [[1,], [2]]}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": ["v"], "values": [[1]]}]"#),
            Self.document(tracks: #"[{"node": "C", "path": "V/C", "property": "p", "components": ["x", "y"], "values": [[1, 2], [3]]}]"#),
            Self.document(tracks: Self.track("1", "2") + ","), Self.document(events: #"[{"t": 0, "kind": "tap",}]"#),
            Self.document(events: #"[{"t": 0, "kind": "tap"},]"#), Self.document(extra: ","), Self.document(extra: ",,"),
            "", " ", "{}", "[]", "null", "1", #""x""#, "{", #"{"format""#, #"{"format":}"#, "{,}",
        ] {
            expectSameOutcome(text)
        }
    }

    @Test func encodingsReadTheSame() {
        let text = Self.document(tracks: Self.track("1", "2"), events: #"[{"t": 0, "kind": "tap", "detail": "é → 😀"}]"#)
        let utf16 = Array(text.utf16)
        let littleEndian = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32 = text.unicodeScalars.map(\.value)
        let utf32LittleEndian = utf32.flatMap { value in (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
        let utf32BigEndian = utf32.flatMap { value in (0..<4).reversed().map { UInt8(value >> (8 * $0) & 0xFF) } }
        let cases: [(String, [UInt8])] = [
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)), ("UTF-16LE", littleEndian), ("UTF-16BE", bigEndian),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + littleEndian), ("UTF-16BE with BOM", [0xFE, 0xFF] + bigEndian),
            ("UTF-32LE", utf32LittleEndian), ("UTF-32BE", utf32BigEndian), ("UTF-32BE with BOM", [0, 0, 0xFE, 0xFF] + utf32BigEndian),
            ("UTF-16LE, odd length", littleEndian.dropLast()), ("BOM only", [0xEF, 0xBB, 0xBF]),
        ]
        for (label, bytes) in cases {
            let outcome = expectSameOutcome(Data(bytes), label)
            if !label.contains("odd"), !label.contains("only") { #expect(outcome != .rejected, "\(label) is rejected") }
        }
    }

    /// JSONDecoder allows 512 nested arrays and objects, the document's own object included.
    @Test func nestingReadsTheSameAroundTheLimit() {
        for depth in [1, 100, 509, 510, 511, 512, 513] {
            let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            expectSameOutcome(Self.document(extra: #", "x": \#(arrays)"#))
            let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            expectSameOutcome(Self.document(extra: #", "x": \#(objects)"#))
        }
        // Animations in animations: the parameters object is at depth 4, each level adds two.
        for levels in [1, 50, 252, 253, 254, 255] {
            var parameters = #"{"kind": "custom", "description": "d"}"#
            for _ in 0..<levels { parameters = #"{"kind": "delay", "description": "d", "animations": [\#(parameters)]}"# }
            expectSameOutcome(Self.document(events: Self.event(parameters: parameters)))
        }
    }
}

/// A trace written by hand with every kind of field, through `Trace.json()`.
let sampleTraceJSON: String = {
    let spring = Trace.SpringParameters(
        response: 0.6283185307179586, dampingFraction: 0, mass: 1, stiffness: 100, damping: 0, duration: 0.6283185307179586, bounce: 1,
        settlingDuration: .infinity)
    let parameters = Trace.AnimationParameters(
        kind: .combined, description: "combined", animations: [
            .init(kind: .timingCurve, description: "easeIn(duration: 0.35)", duration: 0.35, curve: .init(name: "easeIn", controlPoints: [0.42, 0, 1, 1])),
            .init(kind: .interpolatingSpring, description: "s", mass: 1, stiffness: 100, damping: 0, initialVelocity: -2.5e-7, spring: spring),
            .init(kind: .repeatCount, description: "r", repeatCount: 3, autoreverses: true, animations: [.init(kind: .custom, description: "c")]),
        ], beginTimes: [0, 0.25])
    let trace = Trace(
        view: "Sample", duration: 0.05, fps: 60, times: [0, 1.0 / 60, 2.0 / 60, 0.05],
        tracks: [
            .init(node: "Circle", path: "Sample/Circle", property: "offset", components: ["x", "y"],
                  values: [[0, 0], [1e-300, -1e300], [123456.789, -0.000001], [1.5, 2.5]]),
        ],
        events: [
            .init(t: 0, kind: .appear, node: "Circle", path: "Sample/Circle"),
            .init(t: 1.0 / 60, kind: .animation, path: "Sample/Circle", property: "offset", animation: "combined", parameters: parameters),
            .init(t: 0.05, kind: .tap, detail: "Say \"hi\"\n\t\u{1} é → 😀"),
        ])
    return trace.json()
}()
