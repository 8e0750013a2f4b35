import TraceFormat

/// What `motionbook preview` runs the program with besides its files: the page's controls
/// (which preview, the duration, the device, the colour scheme) and the learner's script of
/// taps, drags, scrolls and pinches. All of it is scenario data (``TraceScenario``), so a change
/// re-runs the compiled program without compiling it. It reads as the exact `run` flags and
/// fence keys that give the same scenario (``flags``, ``fenceKeys``).
struct PreviewScript: Equatable, Sendable {
    /// One scripted interaction.
    enum Step: Equatable, Sendable {
        case tap(TraceScenario.Tap)
        case drag(TraceScenario.Drag)
        case scroll(TraceScenario.Drag)
        case pinch(TraceScenario.Pinch)

        /// The scenario key it is written under.
        var key: String {
            switch self {
            case .tap: "tap"
            case .drag: "drag"
            case .scroll: "scroll"
            case .pinch: "pinch"
            }
        }

        /// Its time, seconds.
        var time: Double {
            switch self {
            case .tap(let tap): tap.time
            case .drag(let drag), .scroll(let drag): drag.time
            case .pinch(let pinch): pinch.time
            }
        }

        /// The step its ``text`` reads as: the same with each number rounded as the syntax
        /// writes it, so that the flags give exactly the scenario that ran.
        var written: Step {
            switch self {
            case .tap: ScenarioSyntax.taps(text).flatMap(\.first).map(Step.tap) ?? self
            case .drag: ScenarioSyntax.drag(Substring(text)).map(Step.drag) ?? self
            case .scroll: ScenarioSyntax.drag(Substring(text)).map(Step.scroll) ?? self
            case .pinch: ScenarioSyntax.pinch(Substring(text)).map(Step.pinch) ?? self
            }
        }

        /// Its event as the key's value writes it (`Like@0.2`).
        var text: String {
            switch self {
            case .tap(let tap): ScenarioSyntax.text(tap)
            case .drag(let drag), .scroll(let drag): ScenarioSyntax.text(drag)
            case .pinch(let pinch): ScenarioSyntax.text(pinch)
            }
        }
    }

    /// The preview traced (its name or number from 1, as `--preview`), nil for all of them.
    var preview: String?
    /// Seconds, nil: until nothing animates.
    var duration: Double?
    var device = TraceDevice.standard
    var colorScheme = TraceScenario.ColorScheme.light
    /// The steps, in the order the flags list them: by key (tap, drag, scroll, pinch), then by
    /// time, then in the order they were added.
    private(set) var steps: [Step] = []

    /// Seconds a file's preview traces at first: a view that does not animate by itself has a
    /// trace of one frame until nothing animates, too short to point at a time on it (the page's
    /// duration control clears it).
    static let startingDuration = 2.0

    /// The order of keys in ``steps`` and the flags.
    static let stepKeys = ["tap", "drag", "scroll", "pinch"]

    /// Adds `step`, as its written text reads back (``Step/written``), at its place (see ``steps``).
    mutating func add(_ added: Step) {
        let step = added.written
        let rank = { (step: Step) in (Self.stepKeys.firstIndex(of: step.key) ?? 0, step.time) }
        let place = steps.firstIndex { rank($0) > rank(step) } ?? steps.endIndex
        steps.insert(step, at: place)
    }

    /// Removes the step at `index`; false when there is none.
    mutating func remove(at index: Int) -> Bool {
        guard steps.indices.contains(index) else { return false }
        steps.remove(at: index)
        return true
    }

    /// The script of a scenario (a lesson snippet's fence): its duration, device, colour scheme
    /// and events.
    init(scenario: TraceScenario = TraceScenario(), preview: String? = nil) {
        self.preview = preview
        duration = scenario.duration
        device = scenario.device
        colorScheme = scenario.colorScheme
        for tap in scenario.taps { add(.tap(tap)) }
        for drag in scenario.drags { add(.drag(drag)) }
        for scroll in scenario.scrolls { add(.scroll(scroll)) }
        for pinch in scenario.pinches { add(.pinch(pinch)) }
    }

    /// `base` (the files' assets, a fence's other keys) with this script's keys in place of its own.
    func scenario(_ base: TraceScenario) -> TraceScenario {
        var scenario = base
        scenario.duration = duration
        scenario.device = device
        scenario.colorScheme = colorScheme
        scenario.taps = steps.compactMap { if case .tap(let tap) = $0 { tap } else { nil } }
        scenario.drags = steps.compactMap { if case .drag(let drag) = $0 { drag } else { nil } }
        scenario.scrolls = steps.compactMap { if case .scroll(let scroll) = $0 { scroll } else { nil } }
        scenario.pinches = steps.compactMap { if case .pinch(let pinch) = $0 { pinch } else { nil } }
        return scenario
    }

    /// The keys and values that differ from the defaults, in the order of `run --help`
    /// (``ScenarioKey/all``): `preview`, `duration`, `tap`, `drag`, `scroll`, `pinch`, `device`,
    /// `color-scheme`. With `fence` false, `preview` is left out (a lesson snippet has none).
    func keyValues(includingPreview: Bool = true) -> [(key: String, value: String)] {
        var values: [String: String] = [:]
        if includingPreview, let preview { values["preview"] = preview }
        if let duration { values["duration"] = ScenarioSyntax.number(duration) }
        for key in Self.stepKeys {
            let texts = steps.filter { $0.key == key }.map(\.text)
            if !texts.isEmpty { values[key] = texts.joined(separator: key == "tap" ? "," : ";") }
        }
        if device != .standard { values["device"] = device.name }
        if colorScheme != .light { values["color-scheme"] = colorScheme.rawValue }
        return ScenarioKey.all.compactMap { key in values[key.name].map { (key.name, $0) } }
    }

    /// The `run` options that give this scenario: `--tap 'Like@0.2' --drag 'Card@0.1:0,-200,0.3'`
    /// (each value a single-quoted shell word).
    var flags: String {
        keyValues().map { "--\($0.key) '\($0.value)'" }.joined(separator: " ")
    }

    /// The fence keys that give this scenario: `tap=Like@0.2 drag=Card@0.1:0,-200,0.3` (a value
    /// with a space in double quotes).
    var fenceKeys: String {
        keyValues(includingPreview: false).map { $0.value.contains(" ") ? "\($0.key)=\"\($0.value)\"" : "\($0.key)=\($0.value)" }
            .joined(separator: " ")
    }
}
