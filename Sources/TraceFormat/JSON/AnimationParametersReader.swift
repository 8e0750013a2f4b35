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
        var numbers = [Double?](repeating: nil, count: ParameterKey.numberCount)
        // Fields present (a `null` counts: later repeats of its key are skipped).
        var seen: UInt32 = 0
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                guard let key = ParameterKey(cursor, length: length), key.isPartField, seen & key.bit == 0 else {
                    try cursor.skipValue(depth: inside)
                    continue
                }
                seen |= key.bit
                do {
                    switch key {
                    case .kind: kind = try readParametersKind()
                    case .description: description = try cursor.readString()
                    case .spring: parameters.spring = try cursor.readNull() ? nil : try readSpring(depth: inside)
                    case .curve: parameters.curve = try cursor.readNull() ? nil : try readCurve(depth: inside)
                    case .repeatCount: parameters.repeatCount = try cursor.readNull() ? nil : try cursor.readInt()
                    case .autoreverses: parameters.autoreverses = try cursor.readNull() ? nil : try cursor.readBool()
                    case .animations: parameters.animations = try cursor.readNull() ? nil : try readParametersArray(depth: inside)
                    case .beginTimes: parameters.beginTimes = try cursor.readNull() ? nil : try cursor.readNumbers(depth: inside)
                    default: numbers[key.rawValue] = try readOptionalDouble()
                    }
                } catch {
                    throw error.inside(key.name)
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

    /// A spring's forms, an object opened inside `depth` containers; every field required.
    mutating func readSpring(depth: Int) throws(JSONProblem) -> Trace.SpringParameters {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: depth)
        var values = [Double?](repeating: nil, count: ParameterKey.springFields.count)
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if let key = ParameterKey(cursor, length: length), let index = key.springIndex, values[index] == nil {
                    do { values[index] = try cursor.readDouble() } catch { throw error.inside(key.name) }
                } else {
                    try cursor.skipValue(depth: depth + 1)
                }
            } while try cursor.nextMember()
        }
        if let index = values.firstIndex(of: nil) { throw missing(ParameterKey.springFields[index].name, at: start) }
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
