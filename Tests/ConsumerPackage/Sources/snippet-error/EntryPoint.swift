// A generated entry point whose tap target does not exist: the harness exits 2.
import MotionTrace

@main enum MotionbookSnippetMain {
    static func main() {
        MotionTrace.runScenario(LikeButton(), scenario: TraceScenario(view: "LikeButton", taps: [.init(target: "Dislike", time: 0.1)]))
    }
}
