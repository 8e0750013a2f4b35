// MotionTrace: the harness a compiled snippet links (scenes, events, sampling, trace JSON).
@_spi(Runtime) import MotionCore
// The trace document (`Trace`) is also what the snippet runner and the site read back.
//
// Its entry points are module-level functions, called with the module's name:
// `MotionTrace.runScenario(_:named:)`, `MotionTrace.runScenario(_:scenario:)`,
// `MotionTrace.runPlayground(_:named:)` and `MotionTrace.trace(_:scenario:)` (the module has no type of its name, so `MotionTrace.`
// qualifies the module).
@_exported import MotionCore
@_exported import TraceFormat
import Foundation

/// Runs the scenario the program is given and ends the process: the entry point of every
/// compiled snippet program, so one program runs any scenario without being compiled again.
/// The scenario document (``TraceScenario/json()``, docs/ARCHITECTURE.md, "The scenario
/// document") is read from the file named by the program's first argument, or from standard
/// input when there is none (or it is `-`); an empty input is the default scenario. `label`
/// names the view in the trace when the document has no `view`. Then as
/// ``runScenario(_:scenario:)``; a document that cannot be read or a file that cannot be opened
/// is one line `motiontrace: error: …` on standard error and exit 2.
///
/// The snippet runner's generated entry point:
/// ```swift
/// import MotionTrace
/// @main enum MotionbookSnippetMain {
///     static func main() {
///         MotionTrace.runScenario(motionbookMount(), named: "SlidingSquare")
///     }
/// }
/// ```
public func runScenario<V: View>(_ view: @autoclosure () -> V, named label: String) -> Never {
    runScenario(view(), scenario: givenScenario(named: label))
}

/// The scenario the program is given (see ``runScenario(_:named:)``), its `view` defaulting to
/// `label`; a document that cannot be read ends the process with exit 2.
func givenScenario(named label: String) -> TraceScenario {
    var scenario: TraceScenario
    do {
        scenario = try ScenarioInput.read(arguments: CommandLine.arguments)
    } catch {
        FileHandle.standardError.write(Data("motiontrace: error: \(error.description)\n".utf8))
        exit(2)
    }
    if scenario.view == nil { scenario.view = label }
    ScenarioParameters.install(scenario.parameters)
    return scenario
}

/// Runs a snippet's default scenario and ends the process: mounts `view`, plays `scenario` on the
/// virtual clock, writes the trace JSON (`Trace.json()`) to standard output and exits 0; on a
/// problem (a tap target not found, an unsupported use of concurrency) writes one line
/// `motiontrace: error: …` to standard error and exits 2.
///
/// What the snippet itself prints while it runs goes to standard error, so standard output holds
/// the trace only. A program that drives one fixed scenario:
/// ```swift
/// import MotionTrace
/// @main enum PlaysOnce {
///     static func main() {
///         MotionTrace.runScenario(SlidingSquare(), scenario: TraceScenario(view: "SlidingSquare", duration: 1.4))
///     }
/// }
/// ```
public func runScenario<V: View>(_ view: @autoclosure () -> V, scenario: TraceScenario) -> Never {
    finish { traced(view(), scenario: scenario) }
}

/// ``trace(_:scenario:)`` as a result: the trace, or the harness's error.
func traced<V: View>(_ view: @autoclosure () -> V, scenario: TraceScenario) -> Result<Trace, HarnessFailure> {
    do {
        return .success(try trace(view(), scenario: scenario))
    } catch {
        return .failure(.error(error.description))
    }
}

/// Why a program ends without a trace.
enum HarnessFailure: Error {
    /// One line `motiontrace: error: …` on standard error, exit 2.
    case error(String)
    /// One line ``PlaygroundContract/nothingToTracePrefix`` + the reason, exit
    /// ``PlaygroundContract/nothingToTraceStatus``.
    case nothingToTrace(String)
}

/// Runs `work` with standard output sent to standard error (so the snippet's own `print`s never
/// corrupt the trace), then writes its trace to the real standard output and exits 0, or reports
/// its failure on standard error and exits with the failure's status.
func finish(_ work: () -> Result<Trace, HarnessFailure>) -> Never {
    fflush(nil)
    let traceOutput = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    let result = work()
    fflush(nil)
    switch result {
    case .success(let trace):
        let bytes = Array(trace.json().utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(traceOutput, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            written += count
        }
        exit(written == bytes.count ? 0 : 2)
    case .failure(.error(let message)):
        FileHandle.standardError.write(Data("motiontrace: error: \(message)\n".utf8))
        exit(2)
    case .failure(.nothingToTrace(let reason)):
        FileHandle.standardError.write(Data("\(PlaygroundContract.nothingToTracePrefix)\(reason)\n".utf8))
        exit(PlaygroundContract.nothingToTraceStatus)
    }
}

/// Plays `scenario` on `view` and returns the trace: mounts the view (appear at t = 0), delivers
/// the taps at frame round(T · fps), and renders frames for `scenario.duration` (at most
/// `TraceScenario.maximumDuration`), or, without a duration, until nothing animates or is
/// scheduled (at most `TraceScenario.maximumDuration` too).
public func trace<V: View>(_ view: @autoclosure () -> V, scenario: TraceScenario) throws(MotionTraceError) -> Trace {
    // The scenario's parameters hold for this run alone, also when other traces run beside it.
    var result: Result<Trace, MotionTraceError>?
    ScenarioParameters.$running.withValue(scenario.parameters) {
        result = Result { () throws(MotionTraceError) -> Trace in try play(view(), scenario: scenario) }
    }
    return try result!.get()
}

/// ``trace(_:scenario:)``'s run, with the scenario's parameters bound.
private func play<V: View>(_ view: @autoclosure () -> V, scenario: TraceScenario) throws(MotionTraceError) -> Trace {
    // The app's asset catalogue, before the root view (and a `Color("name")` in it) is made; a
    // scenario without one leaves the catalogue as it is (empty in a snippet program).
    if !scenario.assets.isEmpty { AppAssets.install(scenario.assets, colorScheme: ColorScheme(scenario.colorScheme)) }
    ScenarioParameters.install(scenario.parameters)
    let session = TraceSession(
        view(), name: scenario.view ?? String(describing: V.self), fps: scenario.fps, reduceMotion: scenario.reduceMotion,
        size: scenario.size, colorScheme: ColorScheme(scenario.colorScheme), device: scenario.device)
    for tap in scenario.taps {
        session.tap(tap.target, at: tap.time)
    }
    for drag in scenario.drags {
        session.drag(drag.target, at: drag.time, translation: drag.translation, duration: drag.duration)
    }
    for pinch in scenario.pinches {
        session.twoFingers(
            pinch.target, at: pinch.time, scale: CGFloat(pinch.scale), by: .degrees(pinch.degrees), translation: pinch.translation,
            duration: pinch.duration)
    }
    for scroll in scenario.scrolls {
        session.scroll(scroll.target, at: scroll.time, translation: scroll.translation, duration: scroll.duration)
    }
    if let duration = scenario.duration {
        let traced = min(max(duration, 0), TraceScenario.maximumDuration)
        try session.advance(toFrame: session.frame(at: traced))
        return session.trace(duration: traced)
    }
    try session.advanceUntilSettled()
    return session.trace()
}

extension ColorScheme {
    /// The engine's colour scheme for the one a scenario asks for.
    init(_ scheme: TraceScenario.ColorScheme) {
        switch scheme {
        case .light: self = .light
        case .dark: self = .dark
        }
    }
}
