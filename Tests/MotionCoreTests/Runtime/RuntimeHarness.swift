import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore
@_spi(Runtime) import MotionTrace
import TraceFormat

/// Drives a view frame by frame for tests through MotionTrace's `TraceSession`, the frame loop
/// every snippet runs (mount, taps delivered at their frame, sampling, events), and keeps each
/// frame's sample as the runtime gave it: a property is absent (`nil`) where the view did not
/// have it, where the trace would hold a value.
final class RuntimeHarness {
    let session: TraceSession
    private(set) var samples: [FrameSample] = []

    /// A root of `size` points, by default the default device's screen as a canvas without its
    /// safe area, so that tests of layout rules read plain numbers (the safe area has tests of
    /// its own, `Layout/SafeAreaTests.swift`); nil: the device's screen and safe area.
    init<V: View>(
        _ view: @autoclosure () -> V, fps: Int = 60, reduceMotion: Bool = false, size: CGSize? = TraceScenario.defaultSize,
        device: TraceDevice = .standard
    ) {
        session = TraceSession(view(), fps: fps, reduceMotion: reduceMotion, size: size, device: device)
    }

    /// The runtime the session drives.
    var runtime: ViewRuntime { session.runtime }

    /// The events so far, the mount's first.
    var events: [Trace.Event] { session.events }

    /// Renders frames up to `last`, tapping `taps[frame]` before a frame's sample.
    func run(to last: Int, taps: [Int: [String]] = [:]) throws {
        while (session.frame ?? -1) < last {
            let next = (session.frame ?? -1) + 1
            for target in taps[next] ?? [] { session.tap(target) }
            try session.advance(toFrame: next)
            if let sample = session.lastSample { samples.append(sample) }
        }
    }

    /// The values of `property` at `path`, frame by frame (`nil` where absent).
    func values(_ path: String, _ property: String) -> [[Double]?] {
        samples.map { sample in sample.properties.first { $0.path == path && $0.property == property }?.values }
    }

    /// The value at the last frame.
    func last(_ path: String, _ property: String) -> [Double]? {
        values(path, property).last ?? nil
    }

    /// The paths of the nodes with properties at the last frame, in order.
    var paths: [String] {
        var seen: [String] = []
        for property in samples.last?.properties ?? [] where !seen.contains(property.path) { seen.append(property.path) }
        return seen
    }

    /// The live visible nodes, in tree order.
    var visibleNodes: [ViewNode] {
        runtime.host.subtree.filter { $0.isVisible && $0.isAlive }
    }

    /// The node at `path`.
    func node(_ path: String) -> ViewNode? {
        visibleNodes.first { $0.path == path }
    }

    /// The events of `kind`.
    func events(_ kind: String) -> [Trace.Event] {
        events.filter { $0.kind.rawValue == kind }
    }
}
