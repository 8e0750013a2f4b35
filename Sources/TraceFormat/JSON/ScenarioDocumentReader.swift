import Foundation

/// Reads a scenario document (``TraceScenario/json()``) straight into a ``TraceScenario``,
/// checking each value against the limits the fence keys have as it reads it, so a problem is
/// reported at its byte and path (`taps[1].time`). Unknown and repeated keys are errors: a
/// scenario is written by hand as often as by the runner, and a misspelt key must not pass
/// silently.
struct ScenarioDocumentReader: JSONDocumentReading {
    var cursor: JSONCursor

    /// The whole document: the scenario object and nothing after it.
    mutating func readDocument() throws(JSONProblem) -> TraceScenario {
        let scenario = try readScenario()
        guard cursor.atEnd() else { throw cursor.unexpected("expected the end of the document") }
        return scenario
    }

    mutating func readScenario() throws(JSONProblem) -> TraceScenario {
        var scenario = TraceScenario()
        try readObject(depth: 0, keys: ["format", "view", "duration", "fps", "device", "size", "reduceMotion", "colorScheme", "taps", "drags", "scrolls", "pinches", "parameters", "assets"]) {
            reader, key throws(JSONProblem) in
            switch key {
            case "format":
                let start = reader.cursor.peekOffset()
                let format = try reader.cursor.readString()
                guard format == TraceScenario.documentFormat else {
                    throw JSONProblem("expected the format '\(TraceScenario.documentFormat)', found '\(format)'", at: start)
                }
            case "view": scenario.view = try reader.cursor.readString()
            case "duration":
                scenario.duration = try reader.number("seconds above 0 and at most \(NumberText.shortest(TraceScenario.longestDuration))") {
                    TraceScenario.allows(duration: $0)
                }
            case "fps":
                let start = reader.cursor.peekOffset()
                let fps = try reader.cursor.readInt()
                guard TraceScenario.allows(fps: fps) else {
                    throw JSONProblem(
                        "expected whole frames per second from \(TraceScenario.frameRates.lowerBound) to \(TraceScenario.frameRates.upperBound)", at: start)
                }
                scenario.fps = fps
            case "device":
                scenario.device = try reader.readNamed("a device (\(TraceDevice.all.map { "'\($0.name)'" }.joined(separator: ", ")))") {
                    TraceDevice.named($0)
                }
            case "size": scenario.size = try reader.readSize()
            case "reduceMotion": scenario.reduceMotion = try reader.cursor.readBool()
            case "colorScheme": scenario.colorScheme = try reader.readNamed("'light' or 'dark'") { TraceScenario.ColorScheme(rawValue: $0) }
            case "taps": scenario.taps = try reader.readArray(depth: 1) { reader throws(JSONProblem) in try reader.readTap() }
            case "drags": scenario.drags = try reader.readArray(depth: 1) { reader throws(JSONProblem) in try reader.readDrag() }
            case "scrolls": scenario.scrolls = try reader.readArray(depth: 1) { reader throws(JSONProblem) in try reader.readDrag() }
            case "pinches": scenario.pinches = try reader.readArray(depth: 1) { reader throws(JSONProblem) in try reader.readPinch() }
            case "assets": scenario.assets = try reader.readAssets()
            default: scenario.parameters = try reader.readParameters()
            }
        }
        return scenario
    }

    /// A string that names a value (`"dark"`, `"iphone-se"`): what `value` makes of it; a
    /// string it does not know is an error saying what was `expected`.
    mutating func readNamed<Value>(_ expected: String, _ value: (String) -> Value?) throws(JSONProblem) -> Value {
        let start = cursor.peekOffset()
        let name = try cursor.readString()
        guard let named = value(name) else { throw JSONProblem("expected \(expected), found '\(name)'", at: start) }
        return named
    }

    /// `{"width": W, "height": H}`, each above 0 and at most ``TraceScenario/largestSide``.
    mutating func readSize() throws(JSONProblem) -> CGSize {
        var width: Double?
        var height: Double?
        let start = cursor.peekOffset()
        let side = "points above 0 and at most \(NumberText.shortest(TraceScenario.largestSide))"
        try readObject(depth: 1, keys: ["width", "height"]) { reader, key throws(JSONProblem) in
            let value = try reader.number(side) { $0 > 0 && $0 <= TraceScenario.largestSide }
            if key == "width" { width = value } else { height = value }
        }
        guard let width, let height else { throw JSONProblem("expected both 'width' and 'height'", at: start) }
        return CGSize(width: width, height: height)
    }

    mutating func readTap() throws(JSONProblem) -> TraceScenario.Tap {
        let touch = try readTouch(numbers: [])
        return TraceScenario.Tap(target: touch.target, time: touch.time)
    }

    mutating func readDrag() throws(JSONProblem) -> TraceScenario.Drag {
        let touch = try readTouch(numbers: [("dx", .signed), ("dy", .signed), ("duration", .positive)])
        return TraceScenario.Drag(target: touch.target, time: touch.time, dx: touch.numbers[0], dy: touch.numbers[1], duration: touch.numbers[2])
    }

    mutating func readPinch() throws(JSONProblem) -> TraceScenario.Pinch {
        let touch = try readTouch(numbers: [
            ("scale", .positive), ("degrees", .signed), ("dx", .optionalSigned), ("dy", .optionalSigned), ("duration", .positive),
        ])
        let numbers = touch.numbers
        return TraceScenario.Pinch(
            target: touch.target, time: touch.time, scale: numbers[0], degrees: numbers[1], dx: numbers[2], dy: numbers[3], duration: numbers[4])
    }

    /// What a number of a scripted touch may be.
    enum NumberKind {
        /// Any finite number, required.
        case signed
        /// Any finite number, 0 when absent.
        case optionalSigned
        /// A finite number above 0, required.
        case positive
    }

    /// A scripted touch, `{"target": "Card", "time": 0.5, …}`: a target that is not empty, a time
    /// of at least 0, and the named `numbers` in the order given.
    mutating func readTouch(numbers kinds: [(name: String, kind: NumberKind)]) throws(JSONProblem) -> (target: String, time: Double, numbers: [Double]) {
        let start = cursor.peekOffset()
        var target: String?
        var time: Double?
        var numbers = [Double?](repeating: nil, count: kinds.count)
        try readObject(depth: 2, keys: ["target", "time"] + kinds.map(\.name)) { reader, key throws(JSONProblem) in
            switch key {
            case "target":
                let offset = reader.cursor.peekOffset()
                let text = try reader.cursor.readString()
                guard !text.isEmpty else { throw JSONProblem("expected a target that is not empty", at: offset) }
                target = text
            case "time":
                time = try reader.number("seconds of at least 0") { $0 >= 0 }
            default:
                let index = kinds.firstIndex { $0.name == key } ?? 0
                let positive = kinds[index].kind == .positive
                numbers[index] = try reader.number(positive ? "a number above 0" : "a number") { !positive || $0 > 0 }
            }
        }
        guard let target else { throw JSONProblem("missing key 'target' in the object", at: start) }
        guard let time else { throw JSONProblem("missing key 'time' in the object", at: start) }
        var values: [Double] = []
        for (index, kind) in kinds.enumerated() {
            if let value = numbers[index] {
                values.append(value)
            } else if kind.kind == .optionalSigned {
                values.append(0)
            } else {
                throw JSONProblem("missing key '\(kind.name)' in the object", at: start)
            }
        }
        return (target, time, values)
    }

    /// `{"name": number, …}`, each number finite.
    mutating func readParameters() throws(JSONProblem) -> [String: Double] {
        var parameters: [String: Double] = [:]
        try readObject(depth: 1, keys: nil) { reader, key throws(JSONProblem) in
            parameters[key] = try reader.number("a number") { _ in true }
        }
        return parameters
    }

    /// A finite JSON number for which `allowed` holds; `expected` says what it should be.
    mutating func number(_ expected: String, _ allowed: (Double) -> Bool) throws(JSONProblem) -> Double {
        let start = cursor.peekOffset()
        let value = try cursor.value(of: cursor.readNumberToken())
        guard value.isFinite, allowed(value) else { throw JSONProblem("expected \(expected)", at: start) }
        return value
    }

    /// An object opened inside `depth` containers; `member` reads the value of each key. With
    /// `keys`, a key not among them is an error; a repeated key always is. A problem in a value
    /// carries its key in its path.
    mutating func readObject(
        depth: Int, keys: [String]?, _ member: (inout ScenarioDocumentReader, String) throws(JSONProblem) -> Void
    ) throws(JSONProblem) {
        try cursor.open(0x7B, depth: depth)
        if cursor.objectIsEmpty() { return }
        var seen: Set<String> = []
        repeat {
            let start = cursor.peekOffset()
            let length = try cursor.readKey()
            let key = String(decoding: UnsafeBufferPointer(start: cursor.scratch, count: length), as: UTF8.self)
            if let keys, !keys.contains(key) {
                throw JSONProblem("unknown key '\(key)' (expected \(keys.map { "'\($0)'" }.joined(separator: ", ")))", at: start)
            }
            guard seen.insert(key).inserted else { throw JSONProblem("key '\(key)' is given more than once", at: start) }
            do { try member(&self, key) } catch { throw error.inside(key: key) }
        } while try cursor.nextMember()
    }
}

extension JSONCursor {
    /// The offset of the next byte that is not whitespace (where the next value starts).
    mutating func peekOffset() -> Int {
        _ = peekPastWhitespace()
        return offset
    }
}

extension JSONProblem {
    /// The same problem inside the member `key` of an object, for keys known only at run time.
    func inside(key: String) -> JSONProblem {
        var problem = self
        problem.reversedPath.append(key)
        return problem
    }
}
