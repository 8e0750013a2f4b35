/// The keys of an animation's parameters and of its spring, told apart by a switch on the
/// key's length and then at most three comparisons (a search of a table, generic, is many
/// times slower without the optimiser).
enum ParameterKey: Int {
    // A part's optional numbers first, in the order of `AnimationParameters.init`
    // (`numberIndex`), then its other fields, then the spring's own.
    case response, dampingFraction, blendDuration, mass, stiffness, damping, initialVelocity, duration, delay, speed
    case kind, description, spring, curve, repeatCount, autoreverses, animations, beginTimes
    case bounce, settlingDuration

    /// The key of `length` bytes in the cursor's scratch, if it is one of these.
    init?(_ cursor: JSONCursor, length: Int) {
        /// The first of the keys (of `length` bytes) that is the one read.
        func first(_ a: ParameterKey, _ b: ParameterKey? = nil, _ c: ParameterKey? = nil) -> ParameterKey? {
            if cursor.key(length, is: a.name) { return a }
            if let b, cursor.key(length, is: b.name) { return b }
            if let c, cursor.key(length, is: c.name) { return c }
            return nil
        }
        let found: ParameterKey?
        switch length {
        case 4: found = first(.kind, .mass)
        case 5: found = first(.curve, .delay, .speed)
        case 6: found = first(.spring, .bounce)
        case 7: found = first(.damping)
        case 8: found = first(.response, .duration)
        case 9: found = first(.stiffness)
        case 10: found = first(.animations, .beginTimes)
        case 11: found = first(.description, .repeatCount)
        case 12: found = first(.autoreverses)
        case 13: found = first(.blendDuration)
        case 15: found = first(.dampingFraction, .initialVelocity)
        case 16: found = first(.settlingDuration)
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }

    /// Whether an animation part has this field (the spring's `bounce` and
    /// `settlingDuration` are the spring's only).
    var isPartField: Bool { self != .bounce && self != .settlingDuration }

    /// This field's bit in a set of fields seen.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The key as written.
    var name: StaticString {
        switch self {
        case .response: "response"
        case .dampingFraction: "dampingFraction"
        case .blendDuration: "blendDuration"
        case .mass: "mass"
        case .stiffness: "stiffness"
        case .damping: "damping"
        case .initialVelocity: "initialVelocity"
        case .duration: "duration"
        case .delay: "delay"
        case .speed: "speed"
        case .kind: "kind"
        case .description: "description"
        case .spring: "spring"
        case .curve: "curve"
        case .repeatCount: "repeatCount"
        case .autoreverses: "autoreverses"
        case .animations: "animations"
        case .beginTimes: "beginTimes"
        case .bounce: "bounce"
        case .settlingDuration: "settlingDuration"
        }
    }

    /// A part's optional numbers (`response` … `speed`).
    static let numberCount = 10

    /// The spring's fields, in the order of `SpringParameters.init`.
    static let springFields: [ParameterKey] = [.response, .dampingFraction, .mass, .stiffness, .damping, .duration, .bounce, .settlingDuration]

    /// The index of this key among the spring's fields, if it is one.
    var springIndex: Int? {
        switch self {
        case .response: 0
        case .dampingFraction: 1
        case .mass: 2
        case .stiffness: 3
        case .damping: 4
        case .duration: 5
        case .bounce: 6
        case .settlingDuration: 7
        default: nil
        }
    }
}
