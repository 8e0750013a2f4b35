import Foundation
import Lessons
import TraceFormat

/// A snippet to build and run: the file as written and the default scenario from its fence
/// keys or `motionbook run`'s options. Only what changes the program is here; a snippet's `every`
/// and `show` only change how a trace is printed.
public struct SnippetRequest: Equatable, Sendable {
    /// A tap of the scenario: the harness's own type, handed to the program in its scenario document.
    public typealias Tap = TraceScenario.Tap

    /// The complete Swift file, hidden regions included, exactly as written.
    public var source: String
    /// Further files compiled with it into one module, as an app target's files are
    /// (`motionbook run DIR`); their previews count after the first file's.
    public var otherSources: [String] = []
    /// Which preview to mount (0-based, across the files in order), when the scenario names no
    /// view.
    public var preview: Int?
    /// What the program is given when it starts (its `view` also chooses what the generated
    /// entry point mounts). A nil `view` means the program's
    /// preview ``preview`` (the first when nil), or without previews the view no other view
    /// uses; a nil `duration` lets the harness run until every animation settled.
    public var scenario: TraceScenario
    /// The literals of ``source`` the compiled program reads from the scenario's `parameters`
    /// instead (a lesson snippet's `param=`, ``ParameterRewrite``); the text as written is
    /// unchanged.
    public var parameters: [SnippetParameter] = []

    public init(source: String, otherSources: [String] = [], preview: Int? = nil, scenario: TraceScenario, parameters: [SnippetParameter] = []) {
        self.source = source
        self.otherSources = otherSources
        self.preview = preview
        self.scenario = scenario
        self.parameters = parameters
    }

    /// A request with the scenario's values given one by one.
    public init(
        source: String, otherSources: [String] = [], view: String? = nil, preview: Int? = nil, duration: Double? = nil, fps: Int = 60,
        taps: [Tap] = [], reduceMotion: Bool = false, drags: [TraceScenario.Drag] = [], size: CGSize? = nil
    ) {
        self.init(
            source: source, otherSources: otherSources, preview: preview,
            scenario: TraceScenario(view: view, duration: duration, fps: fps, taps: taps, reduceMotion: reduceMotion, drags: drags, size: size))
    }

    /// A lesson snippet with the scenario of its fence, or `scenario` when given (a solution runs
    /// with its exercise's keys), its marked literals read from the scenario.
    public init(_ snippet: Snippet, scenario: TraceScenario? = nil) {
        self.init(source: snippet.source, scenario: scenario ?? snippet.scenario, parameters: snippet.parameters)
    }
}
