import Foundation
import Testing

@testable import TraceFormat

/// What a reader made of a document, exactly: the trace with every number as its bit pattern
/// (so `-0` differs from `0` and NaN equals NaN) and every string as its scalars, or that it
/// was rejected.
enum ReaderOutcome: Equatable, CustomStringConvertible {
    case trace(String)
    case rejected

    init(_ data: Data, reader: Trace.Reader) {
        do throws(Trace.FormatError) {
            self = .trace(ExactText.of(try Trace.decode(data, reader: reader)))
        } catch {
            self = .rejected
        }
    }

    var description: String {
        switch self {
        case .trace(let text): "trace " + text.prefix(300)
        case .rejected: "rejected"
        }
    }
}

/// Checks that both readers give the same outcome for `data`; returns it.
@discardableResult
func expectSameOutcome(_ data: Data, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> ReaderOutcome {
    let ours = ReaderOutcome(data, reader: .motionbook)
    let reference = ReaderOutcome(data, reader: .foundation)
    #expect(ours == reference, "\(label): TraceFormat reader \(ours), JSONDecoder \(reference)", sourceLocation: sourceLocation)
    return ours
}

@discardableResult
func expectSameOutcome(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ReaderOutcome {
    expectSameOutcome(Data(text.utf8), text.count > 200 ? String(text.prefix(200)) + "…" : text, sourceLocation: sourceLocation)
}

/// A value's every field, recursively, by reflection: doubles as bit patterns, strings as
/// Unicode scalar values, optionals as `nil` or their value.
enum ExactText {
    static func of(_ value: Any) -> String {
        switch value {
        case let number as Double: return "d" + String(number.bitPattern, radix: 16)
        case let text as String: return "s(" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + ")"
        case let number as Int: return "i\(number)"
        case let flag as Bool: return "b\(flag)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .enum:
            return "e\(value)"
        default:
            return "{" + mirror.children.map { "\($0.label ?? ""):\(of($0.value))" }.joined(separator: ",") + "}"
        }
    }
}
