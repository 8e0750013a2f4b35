/// An event's `parameters` (``Trace/AnimationParameters``), its spring and its curve, read as
/// their `Codable` conformances read them.
extension TraceDocumentReader {
    /// A parameters object opened inside `depth` containers; the animations it holds nest
    /// deeper, up to JSONDecoder's limit of 512.
    mutating func readAnimationParameters(depth: Int) throws(JSONProblem) -> Trace.AnimationParameters {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: depth)
        let inside = depth + 1
        var kind: Trace.AnimationParameters.Kind?
        var description: String?
        var parameters = Trace.AnimationParameters(kind: .custom, description: "")
        var numbers = [Double?](repeating: nil, count: Self.numberKeys.count)
        // Fields present, by bit (a `null` counts: later repeats of its key are skipped); bits
        // 0–9 are the numbers of `numberFields`.
        var seen: UInt32 = 0
        /// Whether `name` is the key just read and its field, `bit`, not yet seen (marking it).
        func first(_ bit: UInt32, _ name: StaticString, _ length: Int, _ cursor: JSONCursor) -> Bool {
            guard seen & bit == 0, cursor.key(length, is: name) else { return false }
            seen |= bit
            return true
        }
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                let number = Self.numberKeys.indices.first { seen & 1 << UInt32($0) == 0 && cursor.key(length, is: Self.numberKeys[$0]) }
                if kind == nil, cursor.key(length, is: "kind") {
                    do { kind = try readParametersKind() } catch { throw error.inside("kind") }
                } else if description == nil, cursor.key(length, is: "description") {
                    do { description = try cursor.readString() } catch { throw error.inside("description") }
                } else if let number {
                    seen |= 1 << UInt32(number)
                    do { numbers[number] = try readOptionalDouble() } catch { throw error.inside(Self.numberKeys[number]) }
                } else if first(1 << 10, "spring", length, cursor) {
                    do {
                        parameters.spring = try cursor.readNull() ? nil : try readSpring(depth: inside)
                    } catch {
                        throw error.inside("spring")
                    }
                } else if first(1 << 11, "curve", length, cursor) {
                    do {
                        parameters.curve = try cursor.readNull() ? nil : try readCurve(depth: inside)
                    } catch {
                        throw error.inside("curve")
                    }
                } else if first(1 << 12, "repeatCount", length, cursor) {
                    do {
                        parameters.repeatCount = try cursor.readNull() ? nil : try cursor.readInt()
                    } catch {
                        throw error.inside("repeatCount")
                    }
                } else if first(1 << 13, "autoreverses", length, cursor) {
                    do {
                        parameters.autoreverses = try cursor.readNull() ? nil : try cursor.readBool()
                    } catch {
                        throw error.inside("autoreverses")
                    }
                } else if first(1 << 14, "animations", length, cursor) {
                    do {
                        parameters.animations = try cursor.readNull() ? nil : try readParametersArray(depth: inside)
                    } catch {
                        throw error.inside("animations")
                    }
                } else if first(1 << 15, "beginTimes", length, cursor) {
                    do {
                        parameters.beginTimes = try cursor.readNull() ? nil : try cursor.readNumbers(depth: inside)
                    } catch {
                        throw error.inside("beginTimes")
                    }
                } else {
                    try cursor.skipValue(depth: inside)
                }
            } while try cursor.nextMember()
        }
        guard let kind else { throw missing("kind", at: start) }
        guard let description else { throw missing("description", at: start) }
        return Trace.AnimationParameters(
            kind: kind, description: description, response: numbers[0], dampingFraction: numbers[1], blendDuration: numbers[2],
            mass: numbers[3], stiffness: numbers[4], damping: numbers[5], initialVelocity: numbers[6], spring: parameters.spring,
            duration: numbers[7], curve: parameters.curve, delay: numbers[8], speed: numbers[9], repeatCount: parameters.repeatCount,
            autoreverses: parameters.autoreverses, animations: parameters.animations, beginTimes: parameters.beginTimes)
    }

    /// The keys of a part's optional numbers, in the order of `AnimationParameters.init`.
    static let numberKeys: [StaticString] = [
        "response", "dampingFraction", "blendDuration", "mass", "stiffness", "damping", "initialVelocity", "duration", "delay", "speed",
    ]

    /// The parts a modifier or combination holds, an array opened inside `depth` containers.
    mutating func readParametersArray(depth: Int) throws(JSONProblem) -> [Trace.AnimationParameters] {
        try readArray(depth: depth) { reader throws(JSONProblem) in try reader.readAnimationParameters(depth: depth + 1) }
    }

    mutating func readParametersKind() throws(JSONProblem) -> Trace.AnimationParameters.Kind {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        let text = try cursor.readString()
        guard let kind = Trace.AnimationParameters.Kind(rawValue: text) else {
            throw JSONProblem("expected an animation kind, found '\(text)'", at: start)
        }
        return kind
    }

    /// A number, or nil for `null`.
    mutating func readOptionalDouble() throws(JSONProblem) -> Double? {
        try cursor.readNull() ? nil : try cursor.readDouble()
    }

    /// The keys of a spring's forms, in the order of `SpringParameters.init`.
    static let springKeys: [StaticString] = [
        "response", "dampingFraction", "mass", "stiffness", "damping", "duration", "bounce", "settlingDuration",
    ]

    /// A spring's forms, an object opened inside `depth` containers; every field required.
    mutating func readSpring(depth: Int) throws(JSONProblem) -> Trace.SpringParameters {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: depth)
        var values = [Double?](repeating: nil, count: Self.springKeys.count)
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if let index = Self.springKeys.indices.first(where: { values[$0] == nil && cursor.key(length, is: Self.springKeys[$0]) }) {
                    do { values[index] = try cursor.readDouble() } catch { throw error.inside(Self.springKeys[index]) }
                } else {
                    try cursor.skipValue(depth: depth + 1)
                }
            } while try cursor.nextMember()
        }
        if let index = values.firstIndex(of: nil) { throw missing(Self.springKeys[index], at: start) }
        return Trace.SpringParameters(
            response: values[0]!, dampingFraction: values[1]!, mass: values[2]!, stiffness: values[3]!, damping: values[4]!,
            duration: values[5]!, bounce: values[6]!, settlingDuration: values[7]!)
    }

    /// A timing curve's shape, an object opened inside `depth` containers; both fields optional.
    mutating func readCurve(depth: Int) throws(JSONProblem) -> Trace.CurveParameters {
        try cursor.open(0x7B, depth: depth)
        var curve = Trace.CurveParameters(name: nil, controlPoints: nil)
        var seen: UInt8 = 0
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if seen & 1 == 0, cursor.key(length, is: "name") {
                    seen |= 1
                    do { curve.name = try readOptionalString() } catch { throw error.inside("name") }
                } else if seen & 2 == 0, cursor.key(length, is: "controlPoints") {
                    seen |= 2
                    do {
                        curve.controlPoints = try cursor.readNull() ? nil : try cursor.readNumbers(depth: depth + 1)
                    } catch {
                        throw error.inside("controlPoints")
                    }
                } else {
                    try cursor.skipValue(depth: depth + 1)
                }
            } while try cursor.nextMember()
        }
        return curve
    }
}
