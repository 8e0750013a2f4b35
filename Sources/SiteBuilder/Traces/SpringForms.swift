import TraceFormat
import Foundation
import MotionCore

/// A spring found in a snippet's animations, with its equivalent forms, all computed by
/// MotionCore's ``Spring`` (never by formulas of our own).
///
/// Springs are read from the `animation` descriptions of trace events, as MotionCore writes
/// them: every fluid spring (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `spring(duration:
/// bounce:)`, `interactiveSpring`) describes itself as `spring(response: R, dampingFraction:
/// Z…)`, an interpolating spring as `interpolatingSpring(mass: M, stiffness: K, damping: D…)`;
/// `spring(duration: D, bounce: B)` is read too; `default` (SwiftUI's default animation) is
/// MotionCore's `Animation.default.springParameters`. A description may wrap the spring
/// (`spring(…).delay(0.2)`); each spring call inside it counts.
struct SpringForms: Equatable {
    /// The call as the description wrote it (`spring(response: 0.5, dampingFraction: 0.825)`).
    var written: String
    var spring: Spring

    /// Perceptual duration (s) and bounce (−1…1), [A] `Spring.duration`, `Spring.bounce`.
    var duration: Double { spring.duration }
    var bounce: Double { spring.bounce }
    /// Response (s) and damping ratio, [A] `Spring.response`, `Spring.dampingRatio`.
    var response: Double { spring.response }
    var dampingRatio: Double { spring.dampingRatio }
    /// Mass, stiffness (N/m-like, per s²) and damping (per s), [A].
    var mass: Double { spring.mass }
    var stiffness: Double { spring.stiffness }
    var damping: Double { spring.damping }
    /// Seconds until the motion stays within MotionCore's default epsilon of its target.
    var settlingDuration: Double { spring.settlingDuration }

    /// Every distinct spring in `descriptions`, in order of first appearance.
    static func springs(in descriptions: [String]) -> [SpringForms] {
        var found: [SpringForms] = []
        for description in descriptions {
            for call in calls(in: description) where !found.contains(where: { $0.written == call.written }) {
                found.append(call)
            }
        }
        return found
    }

    /// The spring calls of one description.
    static func calls(in description: String) -> [SpringForms] {
        var result: [SpringForms] = []
        if description == "default", let spring = Animation.default.springParameters {
            return [SpringForms(written: description, spring: spring)]
        }
        var rest = description[...]
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].split(whereSeparator: { !$0.isLetter }).last.map(String.init) ?? ""
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let arguments = labelled(rest[rest.index(after: open)..<close])
            if let spring = spring(named: name, arguments) {
                result.append(SpringForms(written: "\(name)(\(rest[rest.index(after: open)..<close]))", spring: spring))
            }
            rest = rest[rest.index(after: open)...]
        }
        return result
    }

    /// `response: 0.5, dampingFraction: 0.825` → ["response": 0.5, "dampingFraction": 0.825].
    static func labelled(_ text: Substring) -> [String: Double] {
        var values: [String: Double] = [:]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, let value = Double(pair[1].trimmingCharacters(in: .whitespaces)) else { continue }
            values[pair[0].trimmingCharacters(in: .whitespaces)] = value
        }
        return values
    }

    /// MotionCore's spring for a described call, or nil when it is no spring.
    static func spring(named name: String, _ arguments: [String: Double]) -> Spring? {
        switch name {
        case "spring", "interactiveSpring":
            if let response = arguments["response"], let fraction = arguments["dampingFraction"], response > 0 {
                return Spring(response: response, dampingRatio: fraction)
            }
            if let duration = arguments["duration"], duration > 0 {
                return Spring(duration: duration, bounce: arguments["bounce"] ?? 0)
            }
            return nil
        case "interpolatingSpring":
            guard let stiffness = arguments["stiffness"], let damping = arguments["damping"], stiffness > 0 else { return nil }
            return Spring(mass: arguments["mass"] ?? 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
        default:
            return nil
        }
    }
}
