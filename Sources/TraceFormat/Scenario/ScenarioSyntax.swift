import Foundation

/// The syntax of the scenario values a fence key and a `motionbook run` option share: the one
/// reading of `size`, `tap`, `drag`, `scroll` and `pinch` values, checked against
/// ``TraceScenario``'s limits (``ScenarioKey`` says which key reads which).
public enum ScenarioSyntax {
    /// A `size` value, `WIDTHxHEIGHT` in points (`393x852`), each above 0 and at most
    /// ``TraceScenario/largestSide``; nil if malformed.
    public static func size(_ value: String) -> CGSize? {
        let parts = value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = decimal(String(parts[0])), let height = decimal(String(parts[1])) else { return nil }
        let size = CGSize(width: width, height: height)
        return TraceScenario.allows(size: size) ? size : nil
    }

    /// The taps of a `tap` value, `TARGET@SECONDS[,TARGET@SECONDS…]`: a target that is not
    /// empty, a plain decimal time of at least 0; nil if one is malformed.
    public static func taps(_ value: String) -> [TraceScenario.Tap]? {
        var result: [TraceScenario.Tap] = []
        for event in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let at = event.lastIndex(of: "@"), at != event.startIndex,
                let time = decimal(String(event[event.index(after: at)...])), time >= 0
            else { return nil }
            result.append(TraceScenario.Tap(target: String(event[..<at]), time: time))
        }
        return result
    }

    /// The drags of a `drag` value, or the scrolls of a `scroll` value (the same grammar,
    /// `;`-separated); nil if one is malformed.
    public static func drags(_ value: String) -> [TraceScenario.Drag]? { events(value, drag) }

    /// The `;`-separated events of `value`, each read by `event`; nil if one is malformed.
    static func events<Event>(_ value: String, _ event: (Substring) -> Event?) -> [Event]? {
        try? eventList(value, event).get()
    }

    /// The `;`-separated events of `value`, each read by `event`, or the first malformed one.
    static func eventList<Event>(_ value: String, _ event: (Substring) -> Event?) -> Result<[Event], ScenarioKey.Malformed> {
        var result: [Event] = []
        for text in value.split(separator: ";", omittingEmptySubsequences: false) {
            guard let parsed = event(text) else { return .failure(ScenarioKey.Malformed(part: text)) }
            result.append(parsed)
        }
        return .success(result)
    }

    /// One drag of a `drag` value, `TARGET@SECONDS:DX,DY,DURATION`: a target that is not empty,
    /// a time of at least 0, two signed distances in points, a duration above 0; nil if malformed.
    public static func drag(_ event: Substring) -> TraceScenario.Drag? {
        guard let (target, time, numbers) = scripted(event), numbers.count == 3,
            let dx = decimal(numbers[0], allowSign: true), let dy = decimal(numbers[1], allowSign: true),
            let duration = decimal(numbers[2]), duration > 0
        else { return nil }
        return TraceScenario.Drag(target: target, time: time, dx: dx, dy: dy, duration: duration)
    }

    /// The parts of a scripted touch, `TARGET@SECONDS:N,N,…`: a target that is not empty, a
    /// time of at least 0, and the comma-separated numbers still to read; nil if malformed.
    static func scripted(_ event: Substring) -> (target: String, time: Double, numbers: [String])? {
        guard let colon = event.lastIndex(of: ":"), let at = event[..<colon].lastIndex(of: "@"), at != event.startIndex,
            let time = decimal(String(event[event.index(after: at)..<colon])), time >= 0
        else { return nil }
        let numbers = event[event.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return (String(event[..<at]), time, numbers)
    }

    /// The two-finger gestures of a `pinch` value (`;`-separated); nil if one is malformed.
    public static func pinches(_ value: String) -> [TraceScenario.Pinch]? { events(value, pinch) }

    /// One two-finger gesture, `TARGET@SECONDS:SCALE,DEGREES,DURATION` or
    /// `TARGET@SECONDS:SCALE,DEGREES,DX,DY,DURATION`: a target that is not empty, a time of at
    /// least 0, a scale above 0, a signed turn in degrees, optionally two signed distances in
    /// points, a duration above 0; nil if malformed.
    public static func pinch(_ event: Substring) -> TraceScenario.Pinch? {
        guard let (target, time, numbers) = scripted(event), numbers.count == 3 || numbers.count == 5, let scale = decimal(numbers[0]), scale > 0,
            let degrees = decimal(numbers[1], allowSign: true),
            let duration = decimal(numbers[numbers.count - 1]), duration > 0
        else { return nil }
        var dx = 0.0, dy = 0.0
        if numbers.count == 5 {
            guard let x = decimal(numbers[2], allowSign: true), let y = decimal(numbers[3], allowSign: true) else { return nil }
            (dx, dy) = (x, y)
        }
        return TraceScenario.Pinch(target: target, time: time, scale: scale, degrees: degrees, dx: dx, dy: dy, duration: duration)
    }

    /// A name of letters, digits and `_` not starting with a digit (a Swift type name, `view=`),
    /// or with `allowHyphen` also `-` and a leading digit (an id: `id=2-slide`).
    public static func isIdentifier(_ text: String, allowHyphen: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" || ("0"..."9").contains(first) && allowHyphen
        else { return false }
        return text.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || (allowHyphen && $0 == "-")
        }
    }

    /// A plain decimal: digits with an optional fraction (`0.25`, `3`), optionally negative when
    /// `allowSign`. No exponents, no `inf`/`nan`, no locale.
    public static func decimal(_ text: String, allowSign: Bool = false) -> Double? {
        var body = Substring(text)
        if allowSign, body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Double(text)
    }
}
