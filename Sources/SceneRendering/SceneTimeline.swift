import TraceFormat

/// A trace's scene read frame by frame: which nodes exist at a frame, in which order they are
/// painted, and each one's drawn state (``NodeState``) from the tracks that draw it. The film
/// strip (``FilmStrip``) and the Lottie export (``LottieAnimation``) draw from it, as the page's
/// replay script (`site/motionbook.js`) draws from the same scene and tracks: geometry is in
/// points in the scenario's root space (origin top left, y down), frame `k` is at time
/// `trace.times[k]`.
public struct SceneTimeline: Sendable {
    public let trace: Trace
    public let scene: Trace.Scene
    /// The number of frames.
    public let frameCount: Int
    /// Node indices in painting order: a parent before its children, siblings by `zIndex`
    /// (stable, as SwiftUI's `zIndex` orders siblings), each subtree after the one below it.
    public let paintingOrder: [Int]
    /// Every node's children, in painting order.
    public let children: [[Int]]
    /// The nodes without a parent, in painting order.
    public let roots: [Int]
    private let tracks: [String: Trace.Track]

    /// Nil when the trace has no scene or no frames.
    public init?(_ trace: Trace) {
        guard let scene = trace.scene, !trace.times.isEmpty else { return nil }
        self.trace = trace
        self.scene = scene
        frameCount = trace.times.count
        var byKey: [String: Trace.Track] = [:]
        for track in trace.tracks where byKey["\(track.path)\u{0}\(track.property)"] == nil {
            byKey["\(track.path)\u{0}\(track.property)"] = track
        }
        tracks = byKey
        var children = Array(repeating: [Int](), count: scene.nodes.count)
        var roots: [Int] = []
        // The rule of ``parent(of:)``, which needs `self`.
        for (index, node) in scene.nodes.enumerated() {
            if let parent = node.parent, parent >= 0, parent < index { children[parent].append(index) } else { roots.append(index) }
        }
        let sorted = { (list: [Int]) -> [Int] in
            list.enumerated().sorted { a, b in
                let (za, zb) = (scene.nodes[a.element].zIndex ?? 0, scene.nodes[b.element].zIndex ?? 0)
                return za != zb ? za < zb : a.offset < b.offset
            }.map(\.element)
        }
        self.children = children.map(sorted)
        self.roots = sorted(roots)
        var order: [Int] = []
        var stack = self.roots.reversed() as [Int]
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: self.children[next].reversed())
        }
        paintingOrder = order
    }

    /// The track of `property` on the node at `path`, if the trace has one.
    public func track(_ path: String, _ property: String) -> Trace.Track? {
        tracks["\(path)\u{0}\(property)"]
    }

    /// The track of the property the scene draws as `drawing` (``TraceProperty/drawn(as:)``) on
    /// the node at `path`, if the trace has one.
    public func track(_ path: String, drawing: SceneDrawing) -> Trace.Track? {
        track(path, TraceProperty.drawn(as: drawing).name)
    }

    /// Whether node `index` exists at frame `k` (inserted at `from`, removed at `until`).
    public func isPresent(_ index: Int, at k: Int) -> Bool {
        let node = scene.nodes[index]
        return k >= node.from && (node.until.map { k < $0 } ?? true)
    }

    /// The index of the node `index` is drawn inside, nil for a root (or a parent index that
    /// does not come before it, which the format never writes).
    public func parent(of index: Int) -> Int? {
        scene.nodes[index].parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil }
    }

    /// Component `name` of `track` at frame `k` (the last frame's past the end), or `fallback`.
    public func component(_ track: Trace.Track?, _ k: Int, _ name: String, _ fallback: Double) -> Double {
        guard let track, let index = track.components.firstIndex(of: name), !track.values.isEmpty else { return fallback }
        let values = track.values[min(max(0, k), track.values.count - 1)]
        return index < values.count ? values[index] : fallback
    }

    /// The node's frame at `k`: its geometry track's value, else the scene's frame at `from`.
    public func frame(_ index: Int, at k: Int) -> Rect {
        let node = scene.nodes[index]
        if let geometry = track(node.path, drawing: .frame), geometry.components.count == 4, !geometry.values.isEmpty {
            let g = geometry.values[min(max(0, k), geometry.values.count - 1)]
            if g.count == 4 { return Rect(x: g[0], y: g[1], width: g[2], height: g[3]) }
        }
        let f = node.frame
        return f.count == 4 ? Rect(x: f[0], y: f[1], width: f[2], height: f[3]) : Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The colour a paint gives at frame `k` (red, green, blue, alpha in 0…1): its track's
    /// value, its constant, or a gradient's first stop.
    public func colour(_ paint: Trace.ScenePaint?, at k: Int) -> [Double]? {
        guard let paint else { return nil }
        if let path = paint.path, let property = paint.property, let track = track(path, property), !track.values.isEmpty {
            let value = track.values[min(max(0, k), track.values.count - 1)]
            return value.count == 4 ? value : nil
        }
        if let rgba = paint.rgba, rgba.count == 4 { return rgba }
        if let stops = paint.stops, stops.count >= 4 { return Array(stops[0..<4]) }
        return nil
    }
}

/// A rectangle in points.
public struct Rect: Equatable, Sendable {
    public var x, y, width, height: Double
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
}
