// The generated entry point; given a scenario whose tap target does not exist, the harness
// exits 2.
import MotionTrace

@main enum MotionbookSnippetMain {
    static func main() {
        MotionTrace.runScenario(LikeButton(), named: "LikeButton")
    }
}
