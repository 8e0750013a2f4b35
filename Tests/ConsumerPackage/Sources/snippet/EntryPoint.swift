// The entry point the snippet runner generates.
import MotionTrace

@main enum MotionbookSnippetMain {
    static func main() {
        MotionTrace.runScenario(PulsingDot(), scenario: TraceScenario(view: "PulsingDot", duration: 1.0, fps: 60, taps: [.init(target: "*", time: 0.2)]))
    }
}
