/// One key of a scenario: how a lesson's fence gives it (`tap=*@0.5`), how `motionbook run`
/// gives it for a Swift file (`--tap '*@0.5'`), what a well-formed value is and what it sets.
/// ``all`` is the one table of them: the lesson parser's fence keys and their messages, `run`'s
/// scenario options, their help and the check that a lesson snippet takes none of them are all
/// made from it. Adding a key is one entry here (and its field in ``TraceScenario``, its member
/// in the scenario document, and what the harness does with it).
public struct ScenarioKey: Sendable {
    /// Where a key may be given.
    public enum Scope: Sendable {
        /// Only in a lesson's fence.
        case lessons
        /// Only to `motionbook run` for Swift files.
        case files
        /// In a fence and to `run` for files.
        case both
    }

    /// A malformed value: the part to quote in the message (one event of a list), if any.
    public struct Malformed: Error, Equatable, Sendable {
        public var part: Substring?
    }

    /// The key in a fence, and the option's name after `--`.
    public let name: String
    /// The value's placeholder in `run`'s help (`TARGET@S,...`); nil for a key that is a flag on
    /// the command line (`--reduce-motion`) and `true` or `false` in a fence.
    public let valueName: String?
    /// The option's line in `run --help`.
    public let help: String
    public let scope: Scope
    /// What a well-formed value is: words or its grammar (`TARGET@SECONDS[,TARGET@SECONDS…]`).
    public let expected: String
    /// A well-formed value, shown in messages (`*@0.5`).
    public let example: String?
    /// What the example does, said after it in a fence's message.
    public let exampleNote: String?
    /// Reads a value into a scenario; nil for a key that is no field of ``TraceScenario``
    /// (`preview`, which the command resolves against the file's previews).
    private let read: (@Sendable (String, inout TraceScenario) -> Malformed?)?

    init(
        _ name: String, valueName: String?, help: String, scope: Scope = .both, expected: String, example: String? = nil, note: String? = nil,
        read: (@Sendable (String, inout TraceScenario) -> Malformed?)?
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.scope = scope
        self.expected = expected
        self.example = example
        self.exampleNote = note
        self.read = read
    }

    /// Whether a lesson's fence takes the key.
    public var appliesToLessons: Bool { scope != .files }
    /// Whether `run` takes the key for Swift files.
    public var appliesToFiles: Bool { scope != .lessons }
    /// Whether the key is a flag on the command line.
    public var isFlag: Bool { valueName == nil }

    /// Reads `value` into `scenario`, or says what is malformed (`scenario` is then unchanged).
    /// A flag's value is `true` or `false`.
    public func apply(_ value: String, to scenario: inout TraceScenario) -> Malformed? {
        guard let read else { return value.isEmpty ? Malformed() : nil }
        var changed = scenario
        if let problem = read(value, &changed) { return problem }
        scenario = changed
        return nil
    }

    /// Whether `value` is well formed, or what is malformed.
    public func check(_ value: String) -> Malformed? {
        var scratch = TraceScenario()
        return apply(value, to: &scratch)
    }

    /// A fence's message for a malformed value: `expected … (e.g. KEY=EXAMPLE: NOTE), found 'PART'`.
    public func fenceMessage(_ malformed: Malformed) -> String {
        var message = "expected \(expected)"
        if let example { message += " (e.g. \(name)=\(example)" + (exampleNote.map { ": \($0)" } ?? "") + ")" }
        if let part = malformed.part { message += ", found '\(part)'" }
        return message
    }

    /// What `run`'s option needs, for its usage error: `… (e.g. EXAMPLE)`.
    public var optionNeeds: String { expected + (example.map { " (e.g. \($0))" } ?? "") }

    /// The key called `name`, if any.
    public static func named(_ name: String) -> ScenarioKey? { all.first { $0.name == name } }

    /// The scenario of keys already checked, `values` by key name; keys that are no scenario
    /// field and malformed values are left out.
    public static func scenario(_ values: [String: String]) -> TraceScenario {
        var scenario = TraceScenario()
        for key in all {
            if let value = values[key.name] { _ = key.apply(value, to: &scenario) }
        }
        return scenario
    }

    /// Every key, in the order `run --help` lists them.
    public static let all: [ScenarioKey] = [
        ScenarioKey(
            "preview", valueName: "NAME", help: "Trace only this preview (its name, or its number from 1; a #Playground's name traces its views).", scope: .files,
            expected: "a preview's name or its number from 1", read: nil),
        ScenarioKey(
            "view", valueName: "TYPE", help: "Mount this view instead of the previews.", expected: "a Swift type name",
            read: field({ ScenarioSyntax.isIdentifier($0, allowHyphen: false) ? $0 : nil }) { $0.view = $1 }),
        ScenarioKey(
            "duration", valueName: "S", help: "Seconds to trace.",
            expected: "seconds, a number above 0 and at most \(Int(TraceScenario.longestDuration))", example: "1.5",
            read: field({ ScenarioSyntax.decimal($0).flatMap { TraceScenario.allows(duration: $0) ? $0 : nil } }) { $0.duration = $1 }),
        ScenarioKey(
            "tap", valueName: "TARGET@S,...", help: "Taps, as the fence key.", expected: "TARGET@SECONDS[,TARGET@SECONDS…]", example: "*@0.5",
            read: { value, scenario in
                let events = value.split(separator: ",", omittingEmptySubsequences: false)
                if let bad = events.first(where: { ScenarioSyntax.taps(String($0)) == nil }) { return Malformed(part: bad) }
                scenario.taps = ScenarioSyntax.taps(value) ?? []
                return nil
            }),
        ScenarioKey(
            "drag", valueName: "TARGET@S:DX,DY,D;...", help: "Drags, as the fence key.", expected: "TARGET@SECONDS:DX,DY,DURATION[;…]",
            example: "Card@0.5:120,0,0.3", note: "points, and seconds above 0",
            read: { value, scenario in events(value, ScenarioSyntax.drag) { scenario.drags = $0 } }),
        ScenarioKey(
            "scroll", valueName: "TARGET@S:DX,DY,D;...", help: "Scrolls, as the fence key.", expected: "TARGET@SECONDS:DX,DY,DURATION[;…]",
            example: "*@0.5:0,300,0.4", note: "the content moves by DX, DY points over DURATION seconds above 0",
            read: { value, scenario in events(value, ScenarioSyntax.drag) { scenario.scrolls = $0 } }),
        ScenarioKey(
            "pinch", valueName: "TARGET@S:SCALE,DEG[,DX,DY],D;...", help: "Two-finger pinches and turns, as the fence key.",
            expected: "TARGET@SECONDS:SCALE,DEGREES[,DX,DY],DURATION[;…]", example: "Photo@0.5:2,45,0.6",
            note: "two fingers spreading to twice their distance and turning 45° clockwise over seconds above 0",
            read: { value, scenario in events(value, ScenarioSyntax.pinch) { scenario.pinches = $0 } }),
        ScenarioKey(
            "fps", valueName: "N", help: "Frames per second (default 60).",
            expected: "whole frames per second from \(TraceScenario.frameRates.lowerBound) to \(TraceScenario.frameRates.upperBound)",
            read: field({ text in ScenarioSyntax.decimal(text) == nil ? nil : Int(text).flatMap { TraceScenario.allows(fps: $0) ? $0 : nil } }) {
                $0.fps = $1
            }),
        ScenarioKey(
            "device", valueName: "NAME", help: "The device: \(TraceDevice.all.map(\.name).joined(separator: ", ")) (the first is the default).",
            expected: "a device: \(TraceDevice.all.map(\.name).joined(separator: ", "))", example: TraceDevice.iPhoneSE.name,
            read: field({ TraceDevice.named($0) }) { $0.device = $1 }),
        ScenarioKey(
            "size", valueName: "WxH", help: "A root of this size in points instead of the device's screen, without its safe area.",
            expected: "WIDTHxHEIGHT in points, each above 0 and at most \(Int(TraceScenario.largestSide))", example: "393x852",
            read: field(ScenarioSyntax.size) { $0.size = $1 }),
        ScenarioKey(
            "reduce-motion", valueName: nil, help: "Run with Reduce Motion on.", expected: "true or false",
            read: field({ ["true": true, "false": false][$0] }) { $0.reduceMotion = $1 }),
        ScenarioKey(
            "color-scheme", valueName: "light|dark", help: "Run in the light (default) or dark colour scheme.", expected: "light or dark",
            example: "dark", read: field({ TraceScenario.ColorScheme(rawValue: $0) }) { $0.colorScheme = $1 }),
    ]

    /// Reads a value with `parse` (nil: malformed) and sets it with `set`.
    private static func field<Value>(
        _ parse: @escaping @Sendable (String) -> Value?, _ set: @escaping @Sendable (inout TraceScenario, Value) -> Void
    ) -> @Sendable (String, inout TraceScenario) -> Malformed? {
        { text, scenario in
            guard let value = parse(text) else { return Malformed() }
            set(&scenario, value)
            return nil
        }
    }

    /// Reads the `;`-separated events of `value` with `event` and hands them to `store`, or
    /// names the first malformed one.
    private static func events<Event>(_ value: String, _ event: (Substring) -> Event?, store: ([Event]) -> Void) -> Malformed? {
        switch ScenarioSyntax.eventList(value, event) {
        case .success(let events):
            store(events)
            return nil
        case .failure(let malformed):
            return malformed
        }
    }
}
