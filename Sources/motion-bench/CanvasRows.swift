import Foundation
import MotionTrace

/// How many shapes `BenchCanvas` draws per frame.
private let canvasShapes = 1_000

/// A scene that redraws every frame: a `TimelineView(.animation)` whose `Canvas` fills
/// `canvasShapes` small circles on a ring that turns with the timeline's date.
private struct BenchCanvas: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let turn = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                for index in 0..<canvasShapes {
                    let angle = turn + Double(index) * 2 * Double.pi / Double(canvasShapes)
                    let centre = CGPoint(x: size.width / 2 + 120 * cos(angle), y: size.height / 2 + 120 * sin(angle))
                    let dot = CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6)
                    context.fill(Path(ellipseIn: dot), with: .color(.blue))
                }
            }
        }
    }
}

/// The redrawing scene's rows: what a snippet program of `BenchCanvas` does for a 3 s trace at
/// 60 fps (181 frames, 0 … 180), first the session (mount and frames), then the trace's JSON.
/// Each row is one whole 3 s trace per call; the per-frame figure (the session's time over 181
/// frames) and the whole program's time in seconds are printed after them, to compare with the
/// snippet runner's run limit (`RunnerOptions.runTimeout`, 10 s wall clock, and
/// `cpuTimeLimit`, 10 CPU seconds).
func benchCanvasRows() {
    let scenario = TraceScenario(view: "BenchCanvas", duration: 3)
    let frames = 181.0
    var trace: Trace?
    let session = bench(name: "Canvas, \(canvasShapes) shapes/frame: 3 s session", iterations: 1, runs: 3) { _ in
        guard let traced = try? MotionTrace.trace(BenchCanvas(), scenario: scenario) else { return 0 }
        trace = traced
        return Double(traced.tracks.count)
    }
    guard let trace else { return }
    let json = bench(name: "Canvas, \(canvasShapes) shapes/frame: 3 s trace JSON", iterations: 1, runs: 3) { _ in
        Double(trace.json().utf8.count)
    }
    guard session.isFinite, json.isFinite else { return }
    print("Canvas, \(canvasShapes) shapes: \(format(session / frames / 1_000)) µs per frame; 3 s program \(format((session + json) / 1e9)) s")
}
