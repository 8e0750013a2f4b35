import TraceFormat

/// Traces built by hand: `offset` (x, y) and `scaleEffect` (x, y) of a Circle over 11 frames at
/// 10 fps, x moving linearly to `to` from frame `start`.
public func sampleTrace(to: Double = 100, start: Int = 2, path: String = "Demo/VStack/Circle", extra: [Trace.Track] = []) -> Trace {
    let times = (0...10).map { Double($0) / 10 }
    let x = (0...10).map { frame in frame < start ? 0 : min(1, Double(frame - start) / 5) * to }
    let offset = Trace.Track(node: "Circle", path: path, property: "offset", components: ["x", "y"], values: x.map { [$0, 0] })
    let scale = Trace.Track(
        node: "Circle", path: path, property: "scaleEffect", components: ["x", "y"], values: x.map { [1 + $0 / 200, 1 + $0 / 200] })
    return Trace(view: "Demo", duration: 1, fps: 10, times: times, tracks: [offset, scale] + extra, events: [.init(t: 0.2, kind: .tap, detail: "Move")])
}
