import Testing
@_spi(Runtime) @testable import MotionCore
import TraceFormat

/// Drives a `ViewRuntime` frame by frame for tests: mount, taps at frames, samples and events.
final class RuntimeHarness {
    let runtime: ViewRuntime
    private(set) var samples: [FrameSample] = []
    private(set) var events: [Trace.Event] = []
    private var frame = -1

    init<V: View>(_ view: V, fps: Int = 60, reduceMotion: Bool = false) {
        var environment = EnvironmentValues()
        environment.setAccessibilityReduceMotion(reduceMotion)
        runtime = ViewRuntime(root: view, fps: fps, environment: environment)
        runtime.mount()
        events += runtime.takeEvents()
    }

    /// Renders frames up to `last`, tapping `taps[frame]` before a frame's sample.
    func run(to last: Int, taps: [Int: [String]] = [:]) throws {
        while frame < last {
            frame += 1
            runtime.beginFrame(frame)
            for target in taps[frame] ?? [] { try runtime.tap(target) }
            samples.append(runtime.finishFrame())
            events += runtime.takeEvents()
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
