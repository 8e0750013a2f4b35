/// The syntax of the scenario values a fence key and a `motionbook run` option share.
public enum ScenarioSyntax {
    /// A `size` value, `WIDTHxHEIGHT` in points (`393x852`), each above 0 and at most 10000;
    /// nil if malformed.
    public static func size(_ value: String) -> Scenario.Size? {
        let parts = value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = ValueSyntax.decimal(String(parts[0])), let height = ValueSyntax.decimal(String(parts[1])),
            width > 0, height > 0, width <= 10000, height <= 10000
        else { return nil }
        return Scenario.Size(width: width, height: height)
    }

    /// The taps of a `tap` value, `TARGET@SECONDS[,TARGET@SECONDS…]`: a target that is not
    /// empty, a plain decimal time of at least 0; nil if one is malformed.
    public static func taps(_ value: String) -> [Scenario.Tap]? {
        var result: [Scenario.Tap] = []
        for event in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let at = event.lastIndex(of: "@"), at != event.startIndex,
                let time = ValueSyntax.decimal(String(event[event.index(after: at)...])), time >= 0
            else { return nil }
            result.append(Scenario.Tap(target: String(event[..<at]), time: time))
        }
        return result
    }

    /// The drags of a `drag` value, or the scrolls of a `scroll` value (the same grammar,
    /// `;`-separated); nil if one is malformed.
    public static func drags(_ value: String) -> [Scenario.Drag]? {
        var result: [Scenario.Drag] = []
        for event in value.split(separator: ";", omittingEmptySubsequences: false) {
            guard let drag = drag(event) else { return nil }
            result.append(drag)
        }
        return result
    }

    /// One drag of a `drag` value, `TARGET@SECONDS:DX,DY,DURATION`: a target that is not empty,
    /// a time of at least 0, two signed distances in points, a duration above 0; nil if malformed.
    public static func drag(_ event: Substring) -> Scenario.Drag? {
        guard let colon = event.lastIndex(of: ":"), let at = event[..<colon].lastIndex(of: "@"), at != event.startIndex,
            let time = ValueSyntax.decimal(String(event[event.index(after: at)..<colon])), time >= 0
        else { return nil }
        let numbers = event[event.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count == 3, let dx = ValueSyntax.decimal(String(numbers[0]), allowSign: true),
            let dy = ValueSyntax.decimal(String(numbers[1]), allowSign: true),
            let duration = ValueSyntax.decimal(String(numbers[2])), duration > 0
        else { return nil }
        return Scenario.Drag(target: String(event[..<at]), time: time, dx: dx, dy: dy, duration: duration)
    }
}
