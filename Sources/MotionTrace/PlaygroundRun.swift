import Foundation
@_spi(Runtime) import MotionCore

/// Runs a `#Playground` block and traces one of its views, then ends the process: the entry
/// point the snippet runner generates for a program whose mount is a playground. Reads the
/// scenario as ``runScenario(_:named:)`` does; its `view` names the variable whose view is
/// traced (``PlaygroundContract/valueName(_:in:)``, `Cards: card`), and any other name (the
/// playground's own) the first variable that holds a view. The block runs once, after standard
/// output has been sent to standard error, so what it prints goes where a snippet's output goes.
///
/// When there is no such view (the variable holds another value, or no variable holds a view)
/// the program writes ``PlaygroundContract/nothingToTracePrefix`` and the reason as the last
/// line of standard error and exits ``PlaygroundContract/nothingToTraceStatus``; when the
/// block throws, `motiontrace: error: the playground threw …` and exit 2.
///
/// ```swift
/// MotionTrace.runPlayground(motionbookMount(), named: "Cards")
/// ```
public func runPlayground(_ playground: _Playground, named label: String) -> Never {
    let scenario = givenScenario(named: label)
    if !scenario.assets.isEmpty { AppAssets.install(scenario.assets, colorScheme: ColorScheme(scenario.colorScheme)) }
    finish {
        switch playground.run(tracing: scenario.view) {
        case .view(let root):
            return traced(root, scenario: scenario)
        case .nothingToTrace(let reason):
            return .failure(.nothingToTrace(reason))
        case .threw(let message):
            return .failure(.error(message))
        }
    }
}
