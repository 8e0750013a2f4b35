/// Writing scenario events in the grammar ``ScenarioSyntax`` reads: what `motionbook preview`
/// shows as `--tap`/`--drag`/`--scroll`/`--pinch` flags and fence keys. Reading a written value
/// gives the same events back when each number has at most ``decimals`` places and each target
/// ``canWrite(target:)``.
extension ScenarioSyntax {
    /// The places a written number keeps (milliseconds for seconds, thousandths of a point).
    public static let decimals = 3

    /// Whether `target` reads back as itself in every event value: not empty, and none of the
    /// characters that separate events and their parts (`,` `;` `@` `:`) nor a quote or a line
    /// break (a quoted fence key value and a quoted shell word hold it as it is).
    public static func canWrite(target: String) -> Bool {
        !target.isEmpty && !target.contains { ",;@:'\"\\\n\r\t".contains($0) }
    }

    /// `TARGET@SECONDS`.
    public static func text(_ tap: TraceScenario.Tap) -> String { "\(tap.target)@\(number(tap.time))" }

    /// `TARGET@SECONDS:DX,DY,DURATION`, a drag's or a scroll's.
    public static func text(_ drag: TraceScenario.Drag) -> String {
        "\(drag.target)@\(number(drag.time)):\(number(drag.translation.width)),\(number(drag.translation.height)),\(number(drag.duration))"
    }

    /// `TARGET@SECONDS:SCALE,DEGREES,DURATION`, or with `DX,DY` before the duration when the
    /// fingers' centre moves.
    public static func text(_ pinch: TraceScenario.Pinch) -> String {
        let moves = pinch.translation.width != 0 || pinch.translation.height != 0
        let translation = moves ? ",\(number(pinch.translation.width)),\(number(pinch.translation.height))" : ""
        return "\(pinch.target)@\(number(pinch.time)):\(number(pinch.scale)),\(number(pinch.degrees))\(translation),\(number(pinch.duration))"
    }

    /// A `tap` value: the taps, `,`-separated.
    public static func tapValue(_ taps: [TraceScenario.Tap]) -> String { taps.map(text).joined(separator: ",") }

    /// A `drag` or `scroll` value: the events, `;`-separated.
    public static func dragValue(_ drags: [TraceScenario.Drag]) -> String { drags.map(text).joined(separator: ";") }

    /// A `pinch` value: the events, `;`-separated.
    public static func pinchValue(_ pinches: [TraceScenario.Pinch]) -> String { pinches.map(text).joined(separator: ";") }

    /// `value` as a plain decimal (``decimal(_:allowSign:)`` reads it) rounded to ``decimals``
    /// places, trailing zeros dropped; `0` for a value that rounds to zero.
    public static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: decimals) }

    /// `value` rounded as ``number(_:)`` writes it.
    public static func rounded(_ value: Double) -> Double { decimal(number(value), allowSign: true) ?? value }
}
