import Lessons
import TraceFormat

/// A snippet to build and run: the file as written and the default scenario from its fence
/// keys. Only what changes the program is here; `every` and `show` only change how a trace is
/// printed.
public struct SnippetRequest: Equatable, Sendable {
    /// A tap of the default scenario: the harness's own type, written into the entry point.
    public typealias Tap = TraceScenario.Tap

    /// The complete Swift file, hidden regions included, exactly as written.
    public var source: String
    /// Further files compiled with it into one module, as an app target's files are
    /// (`motionbook run DIR`); their previews count after the first file's.
    public var otherSources: [String] = []
    /// The `View` type to mount; nil means the program's preview ``preview`` (the first when
    /// nil), or without previews the view no other view uses.
    public var view: String?
    /// Which preview to mount (0-based, across the files in order), when `view` is nil.
    public var preview: Int?
    /// Virtual seconds to trace; nil lets the harness run until every animation settled.
    public var duration: Double?
    /// Frames per second of the virtual display.
    public var fps: Int
    public var taps: [Tap]
    /// Whether the harness runs with `accessibilityReduceMotion` on.
    public var reduceMotion: Bool
    /// Scripted drags of the default scenario (`drag=` fence key).
    public var drags: [Scenario.Drag]
    /// Scripted scrolls of the default scenario (`scroll=` fence key).
    public var scrolls: [Scenario.Drag] = []
    /// The root's size in points (`size=` fence key); nil for the default device.
    public var size: Scenario.Size?

    public init(
        source: String, otherSources: [String] = [], view: String? = nil, preview: Int? = nil, duration: Double? = nil, fps: Int = 60,
        taps: [Tap] = [], reduceMotion: Bool = false, drags: [Scenario.Drag] = [], size: Scenario.Size? = nil
    ) {
        self.otherSources = otherSources
        self.preview = preview
        self.drags = drags
        self.size = size
        self.source = source
        self.view = view
        self.duration = duration
        self.fps = fps
        self.taps = taps
        self.reduceMotion = reduceMotion
    }

    /// A lesson snippet with the scenario of its fence, or of `scenario` when given (a
    /// solution runs with its exercise's keys).
    public init(_ snippet: Snippet, scenario: Scenario? = nil) {
        let keys = scenario ?? snippet.scenario
        self.init(
            source: snippet.source, view: keys.view, duration: keys.duration, fps: keys.fps,
            taps: keys.taps.map { Tap(target: $0.target, time: $0.time) }, reduceMotion: keys.reduceMotion, drags: keys.drags,
            size: keys.size)
        scrolls = keys.scrolls
    }
}
