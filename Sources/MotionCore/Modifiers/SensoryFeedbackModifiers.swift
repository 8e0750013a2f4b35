import Foundation
import MotionAnimation

/// Haptic and audio feedback a view plays [A]. MotionCore plays none: each feedback a
/// `sensoryFeedback` modifier plays is a `feedback` event in the trace (see
/// `SensoryFeedbackModifier`), its detail this description (`.success`, `.impact(weight: .heavy,
/// intensity: 0.5)`).
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let success = SensoryFeedback(description: ".success")
    public static let warning = SensoryFeedback(description: ".warning")
    public static let error = SensoryFeedback(description: ".error")
    public static let selection = SensoryFeedback(description: ".selection")
    public static let increase = SensoryFeedback(description: ".increase")
    public static let decrease = SensoryFeedback(description: ".decrease")
    public static let start = SensoryFeedback(description: ".start")
    public static let stop = SensoryFeedback(description: ".stop")
    public static let impact = SensoryFeedback(description: ".impact")
    /// A dragged item snapped into alignment [A].
    public static let alignment = SensoryFeedback(description: ".alignment")
    /// A press crossed a level of pressure [A].
    public static let levelChange = SensoryFeedback(description: ".levelChange")
    /// A drawn path was completed [A].
    public static let pathComplete = SensoryFeedback(description: ".pathComplete")

    /// An impact of objects of `weight`; `intensity` 0–1 [A].
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: ".impact(weight: .\(weight.name), intensity: \(describe(intensity)))")
    }

    /// An impact of objects of `flexibility`; `intensity` 0–1 [A].
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: ".impact(flexibility: .\(flexibility.name), intensity: \(describe(intensity)))")
    }

    /// A control was pressed (touch down) [A].
    public static func press(_ feedback: PressFeedback) -> SensoryFeedback {
        SensoryFeedback(description: ".press(.\(feedback.name))")
    }

    /// A control was released (touch up) [A].
    public static func release(_ feedback: ReleaseFeedback) -> SensoryFeedback {
        SensoryFeedback(description: ".release(.\(feedback.name))")
    }

    /// A selection reached a state: on, off, its minimum or maximum [A].
    public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback {
        SensoryFeedback(description: ".selection(.\(feedback.name))")
    }

    /// How heavy the objects of an impact are [A].
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the objects of an impact are [A].
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    /// The control a press lands on [A].
    public struct PressFeedback: Hashable, Sendable {
        let name: String
        public static let button = PressFeedback(name: "button")
        public static let buttonIconOnly = PressFeedback(name: "buttonIconOnly")
        public static let slider = PressFeedback(name: "slider")
        public static let tab = PressFeedback(name: "tab")
        public static let toggle = PressFeedback(name: "toggle")
    }

    /// The control a release lands on [A].
    public struct ReleaseFeedback: Hashable, Sendable {
        let name: String
        public static let slider = ReleaseFeedback(name: "slider")
    }

    /// The state a selection reached [A].
    public struct SelectionFeedback: Hashable, Sendable {
        let name: String
        public static let on = SelectionFeedback(name: "on")
        public static let off = SelectionFeedback(name: "off")
        public static let minimum = SelectionFeedback(name: "minimum")
        public static let maximum = SelectionFeedback(name: "maximum")
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes [A]: a `feedback` event after the update in
    /// which it changed (not when the view first appears); recorded as a style as well.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
            .styled("sensoryFeedback(\(feedback.description))")
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true [A].
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
            .styled("sensoryFeedback(\(feedback.description))")
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (nil: none) [A].
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback)).styled("sensoryFeedback")
    }

    /// Plays the feedback `feedback()` returns when `trigger` changes (nil: none) [A].
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback() }).styled("sensoryFeedback")
    }
}

/// `sensoryFeedback`: an `onChange(of: trigger)` whose action records the feedback it plays as a
/// `feedback` event (`sensoryFeedback .success`) at the frame of the update that changed it.
struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier, BuiltinModifier {
    typealias Body = Never
    let trigger: Trigger
    let feedback: (Trigger, Trigger) -> SensoryFeedback?

    func walk(content: any View, _ walk: Walk, _ context: WalkContext) {
        let runtime = walk.runtime
        let feedback = self.feedback
        OnChangeModifier(value: trigger, initial: false) { [weak runtime] old, new in
            guard let played = feedback(old, new) else { return }
            runtime?.record(.feedback, detail: "sensoryFeedback \(played.description)")
        }.walk(content: content, walk, context)
    }
}
