import Foundation
@testable import SnippetRunner

/// One pipeline for the whole test process: the engine is built once (or found built) and
/// results go to a fresh folder, so every test builds its snippets cold.
enum TestPipeline {
    static let resultsFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("motionbook-runner-tests-\(UUID().uuidString)").path

    static func make(_ configure: (inout RunnerOptions) -> Void = { _ in }) throws -> SnippetPipeline {
        var options = RunnerOptions()
        configure(&options)
        return try SnippetPipeline.prepare(
            environment: ProcessInfo.processInfo.environment, options: options,
            resultsFolder: "\(resultsFolder)/\(UUID().uuidString)")
    }
}

/// Math-only snippets: their hidden region imports MotionTrace and prints a trace of a spring,
/// so they run without the view runtime.
enum MathSnippet {
    /// A spring sampled at `fps` for one second, as the track `value` of node `Spring`.
    static func spring(bounce: Double = 0.3, fps: Int = 60, extra: String = "") -> String {
        """
        import SwiftUI
        // snippet.hide
        import MotionTrace
        // snippet.show

        let spring = Spring(duration: 0.5, bounce: \(bounce))
        \(extra)
        // snippet.hide
        let times = (0...\(fps)).map { Double($0) / \(fps) }
        let values = times.map { [spring.value(target: 1.0, initialVelocity: 0, time: $0)] }
        let track = Trace.Track(node: "Spring", path: "Spring", property: "value", components: ["value"], values: values)
        print(Trace(view: "Spring", duration: 1, fps: \(fps), times: times, tracks: [track], events: []).json(), terminator: "")
        // snippet.show

        """
    }
}
