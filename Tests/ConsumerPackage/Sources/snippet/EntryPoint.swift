// The entry point the snippet runner generates: the scenario comes on standard input (or from
// the file named by the first argument).
import MotionTrace

@main enum MotionbookSnippetMain {
    static func main() {
        MotionTrace.runScenario(PulsingDot(), named: "PulsingDot")
    }
}
