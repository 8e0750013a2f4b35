import Foundation

/// The named numbers of the scenario a program runs (`TraceScenario.parameters`, the scenario
/// document's `parameters` member): what a lesson snippet's marked literal reads instead of its
/// own value (docs/AUTHORING.md, "Parameter explorers"). The snippet runner rewrites such a
/// literal, in the compiled copy only, into a call of ``scenarioParameter(_:default:)``; the
/// harness installs the scenario's values before the view is made, so one compiled program
/// traces every point of the explorer's grid.
enum ScenarioParameters {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [String: Double] = [:]
    /// The values of the trace running on this thread or task (``MotionTrace/trace(_:scenario:)``
    /// binds them for the whole run), read before the process-wide ones: traces that run at once
    /// in one process (a test run) each read their own scenario's.
    @TaskLocal static var running: [String: Double]?

    /// Makes `values` what ``scenarioParameter(_:default:)`` reads from now on.
    static func install(_ values: [String: Double]) {
        lock.lock()
        defer { lock.unlock() }
        self.values = values
    }

    static func value(_ name: String) -> Double? {
        if let running { return running[name] }
        lock.lock()
        defer { lock.unlock() }
        return values[name]
    }
}

/// The value the running scenario gives parameter `name`, or `literal` (the value written in
/// the snippet) when it gives none: a marked literal of a floating-point type (`Double`,
/// `CGFloat`, `Float`) as the compiled program reads it.
public func scenarioParameter<Value: BinaryFloatingPoint>(_ name: String, default literal: Value) -> Value {
    ScenarioParameters.value(name).map { Value($0) } ?? literal
}

/// ``scenarioParameter(_:default:)`` for an integer literal (`Int`…): the scenario's value
/// rounded to the nearest whole number (half away from zero).
public func scenarioParameter<Value: BinaryInteger>(_ name: String, default literal: Value) -> Value {
    ScenarioParameters.value(name).map { Value($0.rounded()) } ?? literal
}
