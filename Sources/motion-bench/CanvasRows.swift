import Foundation
import MotionTrace

/// How many shapes or text runs a redrawing canvas draws per frame.
private let canvasItems = 1_000

/// The point of item `index` on a ring of radius 120 around the centre of `size`, turned by
/// `turn` radians.
private func ringPoint(_ index: Int, turn: Double, in size: CGSize) -> CGPoint {
    let angle = turn + Double(index) * 2 * Double.pi / Double(canvasItems)
    return CGPoint(x: size.width / 2 + 120 * cos(angle), y: size.height / 2 + 120 * sin(angle))
}

/// A scene that redraws every frame: a `TimelineView(.animation)` whose `Canvas` draws
/// `canvasItems` items on a ring that turns with the timeline's date: small filled circles, or
/// with `drawsText` each item's number as a text run.
private struct BenchCanvas: View {
    var drawsText = false

    var body: some View {
        TimelineView(.animation) { timeline in
            let turn = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                for index in 0..<canvasItems {
                    let centre = ringPoint(index, turn: turn, in: size)
                    if drawsText {
                        context.draw(Text("\(index)"), at: centre)
                    } else {
                        context.fill(Path(ellipseIn: CGRect(x: centre.x - 3, y: centre.y - 3, width: 6, height: 6)), with: .color(.blue))
                    }
                }
            }
        }
    }
}

/// The redrawing scenes' rows: what a snippet program of `BenchCanvas` (shapes, then text runs)
/// does for a 3 s trace at 60 fps (181 frames, 0 … 180), first the
/// session (mount and frames), then the trace's JSON. Each row is one whole 3 s trace per call;
/// after them a line gives the session per frame, the whole program's time in seconds and the
/// JSON's size, to compare with the snippet runner's limits (`RunnerOptions.runTimeout`, 10 s
/// wall clock, `cpuTimeLimit`, 10 CPU seconds, and `outputCap`, 8 MiB of standard output).
func benchCanvasRows() {
    benchCanvasScene(BenchCanvas(), name: "BenchCanvas", label: "\(canvasItems) shapes")
    benchCanvasScene(BenchCanvas(drawsText: true), name: "BenchCanvas", label: "\(canvasItems) text runs")
}

private func benchCanvasScene<Scene: View>(_ scene: @autoclosure () -> Scene, name: String, label: String) {
    let scenario = TraceScenario(view: name, duration: 3)
    let frames = 181.0
    var trace: Trace?
    let session = bench(name: "Canvas, \(label)/frame: 3 s session", iterations: 1, runs: 3) { _ in
        guard let traced = try? MotionTrace.trace(scene(), scenario: scenario) else { return 0 }
        trace = traced
        return Double(traced.tracks.count)
    }
    guard let trace else { return }
    var bytes = 0
    let json = bench(name: "Canvas, \(label)/frame: 3 s trace JSON", iterations: 1, runs: 3) { _ in
        bytes = trace.json().utf8.count
        return Double(bytes)
    }
    guard session.isFinite, json.isFinite else { return }
    let frameByFrame = trace.json(writesSeries: false).utf8.count
    // `MOTION_BENCH_TRACES=FOLDER` keeps each scene's trace there, to read what it holds.
    if let folder = ProcessInfo.processInfo.environment["MOTION_BENCH_TRACES"] {
        try? trace.json().write(toFile: "\(folder)/\(label.replacingOccurrences(of: " ", with: "-")).json", atomically: true, encoding: .utf8)
    }
    print(
        "Canvas, \(label): \(format(session / frames / 1_000)) µs per frame; 3 s program \(format((session + json) / 1e9)) s; "
            + "JSON \(format(Double(bytes) / Double(1 << 20))) MiB (frame by frame \(format(Double(frameByFrame) / Double(1 << 20))) MiB; "
            + "output limit 8 MiB)")
}
