import TraceFormat

/// The traced scene as a Lottie animation (Bodymovin JSON, the format the Lottie players on
/// the web, Android and iOS read), what `motionbook run … --lottie FILE` writes.
///
/// One layer per scene node, parented as the scene is, so a parent's transform moves its
/// children: a group is a null layer (`ty` 3), a drawing node a shape layer (`ty` 4). A layer's
/// in and out frames (`ip`, `op`) are when the node exists. Its transform (`ks`) is keyed at
/// every frame where a traced value changes, with hold keyframes (`h` 1), so a player shows
/// exactly the traced value at each of the trace's frames (`fr` is the trace's frame rate):
/// position relative to the parent, anchor, scale (percent), rotation (degrees) and opacity
/// (percent; Lottie does not pass opacity down to child layers, so each layer's is the product
/// of its own and its ancestors'). A shape's size, corner radius, colour, stroke width and trim
/// are keyed the same way. Not exported: text (a Lottie text layer needs font data), blur,
/// clips and a 3D rotation's perspective (drawn as its head-on projection, as in the film
/// strip); an SF Symbol is the neutral glyph the replay draws, a circle outline.
public struct LottieAnimation: Sendable {
    public let timeline: SceneTimeline
    /// The composition's name.
    public let name: String

    public init?(trace: Trace, name: String) {
        guard let timeline = SceneTimeline(trace) else { return nil }
        self.timeline = timeline
        self.name = name
    }

    /// The animation as JSON text.
    public func json() -> String {
        let scene = timeline.scene
        let frames = timeline.frameCount
        var out = "{\"v\": \"5.7.0\", \"nm\": \(JSONText.string(name)), \"fr\": \(timeline.trace.fps), \"ip\": 0, \"op\": \(frames),"
        out += " \"w\": \(n(scene.width)), \"h\": \(n(scene.height)), \"ddd\": 0, \"assets\": [], \"layers\": ["
        // Lottie draws its first layer on top: the painting order, reversed.
        for (position, index) in timeline.paintingOrder.reversed().enumerated() {
            if position > 0 { out += "," }
            out += "\n" + layer(index)
        }
        return out + "\n]}\n"
    }

    /// Frames of `index`'s life: from its insertion to its removal, within its ancestors'.
    private func lifetime(_ index: Int) -> (from: Int, until: Int) {
        var (from, until) = (0, timeline.frameCount)
        var current: Int? = index
        while let node = current {
            let scene = timeline.scene.nodes[node]
            from = max(from, scene.from)
            until = min(until, scene.until ?? timeline.frameCount)
            current = timeline.parent(of: node)
        }
        return (from, max(from + 1, until))
    }

    private func layer(_ index: Int) -> String {
        let node = timeline.scene.nodes[index]
        let life = lifetime(index)
        let states = (0..<timeline.frameCount).map { timeline.state(index, at: $0) }
        let draws = node.kind != .group && node.kind != .button && node.kind != .text
        let hasBackground = states.contains { $0.background != nil }
        var out = "{\"ddd\": 0, \"ind\": \(index + 1), \"ty\": \(draws || hasBackground ? 4 : 3), \"nm\": \(JSONText.string(node.path)), \"sr\": 1,"
        if let parent = node.parent, parent >= 0, parent < index { out += " \"parent\": \(parent + 1)," }
        out += " \"ip\": \(life.from), \"op\": \(life.until), \"st\": 0, \"bm\": 0, \"ao\": 0,"
        out += " \"ks\": {"
        out += "\"a\": " + keyed(states) { s in [s.anchor.x * s.frame.width, s.anchor.y * s.frame.height] }
        out += ", \"p\": " + keyed(states) { s in [s.offsetInParent.x + s.anchor.x * s.frame.width, s.offsetInParent.y + s.anchor.y * s.frame.height] }
        out += ", \"s\": " + keyed(states) { [100 * $0.flatScale.x, 100 * $0.flatScale.y] }
        out += ", \"r\": " + keyed(states) { [$0.flatRotation] }
        out += ", \"o\": " + keyed(Array(0..<timeline.frameCount)) { k in [100 * max(0, min(1, timeline.effectiveOpacity(index, at: k)))] }
        out += "}"
        if draws || hasBackground {
            var groups: [String] = []
            if draws, let own = ownShape(node, states: states) { groups.append(own) }
            if hasBackground {
                groups.append(group([backgroundRectangle(states), fill(states) { $0.background }]))
            }
            out += ", \"shapes\": [" + groups.joined(separator: ", ") + "]"
        }
        return out + "}"
    }

    /// The node's own drawing as a shape group, or nil for a kind that draws nothing here.
    private func ownShape(_ node: Trace.SceneNode, states: [NodeState]) -> String? {
        switch node.kind {
        case .rectangle, .roundedRectangle, .capsule, .shape, .color, .gradient, .toggle, .slider, .progress:
            var items = [rectangle(states, corner: { $0.cornerRadius })]
            items += trim(states)
            items.append(node.lineWidth != nil ? stroke(states) : fill(states) { $0.fill })
            return group(items)
        case .circle, .ellipse:
            let circle = node.kind == .circle
            let shape = "{\"ty\": \"el\", \"d\": 1, \"p\": " + keyed(states) { [$0.frame.width / 2, $0.frame.height / 2] }
                + ", \"s\": " + keyed(states) { s in circle ? [min(s.frame.width, s.frame.height), min(s.frame.width, s.frame.height)] : [s.frame.width, s.frame.height] } + "}"
            return group([shape] + trim(states) + [node.lineWidth != nil ? stroke(states) : fill(states) { $0.fill }])
        case .symbol, .image:
            let shape = "{\"ty\": \"el\", \"d\": 1, \"p\": " + keyed(states) { [$0.frame.width / 2, $0.frame.height / 2] }
                + ", \"s\": " + keyed(states) { s in [min(s.frame.width, s.frame.height) - 2, min(s.frame.width, s.frame.height) - 2] } + "}"
            let outline = "{\"ty\": \"st\", \"c\": " + keyed(states) { $0.fill ?? [0, 0, 0, 1] } + ", \"o\": {\"a\": 0, \"k\": 100}, \"w\": {\"a\": 0, \"k\": 2}, \"lc\": 2, \"lj\": 2}"
            return group([shape, outline])
        case .group, .button, .text:
            return nil
        }
    }

    /// The background's rectangle: the frame, reaching past it by the background's outsets.
    private func backgroundRectangle(_ states: [NodeState]) -> String {
        func box(_ s: NodeState) -> (x: Double, y: Double, w: Double, h: Double) {
            let o = s.backgroundOutsets
            return (-o[1], -o[0], s.frame.width + o[1] + o[3], s.frame.height + o[0] + o[2])
        }
        return "{\"ty\": \"rc\", \"d\": 1, \"p\": " + keyed(states) { s in let b = box(s); return [b.x + b.w / 2, b.y + b.h / 2] }
            + ", \"s\": " + keyed(states) { s in let b = box(s); return [b.w, b.h] }
            + ", \"r\": {\"a\": 0, \"k\": 0}}"
    }

    private func rectangle(_ states: [NodeState], corner: @escaping (NodeState) -> Double) -> String {
        "{\"ty\": \"rc\", \"d\": 1, \"p\": " + keyed(states) { [$0.frame.width / 2, $0.frame.height / 2] }
            + ", \"s\": " + keyed(states) { [$0.frame.width, $0.frame.height] }
            + ", \"r\": " + keyed(states) { [corner($0)] } + "}"
    }

    private func fill(_ states: [NodeState], colour: @escaping (NodeState) -> [Double]?) -> String {
        "{\"ty\": \"fl\", \"c\": " + keyed(states) { colour($0) ?? [0, 0, 0, 1] }
            + ", \"o\": " + keyed(states) { [100 * max(0, min(1, (colour($0) ?? [0, 0, 0, 1])[3]))] } + ", \"r\": 1}"
    }

    private func stroke(_ states: [NodeState]) -> String {
        "{\"ty\": \"st\", \"c\": " + keyed(states) { $0.fill ?? [0, 0, 0, 1] }
            + ", \"o\": " + keyed(states) { [100 * max(0, min(1, ($0.fill ?? [0, 0, 0, 1])[3]))] }
            + ", \"w\": " + keyed(states) { [$0.lineWidth] } + ", \"lc\": 2, \"lj\": 2}"
    }

    /// A trim path when the node is ever trimmed.
    private func trim(_ states: [NodeState]) -> [String] {
        guard states.contains(where: { $0.trim != (0, 1) }) else { return [] }
        return ["{\"ty\": \"tm\", \"s\": " + keyed(states) { [100 * $0.trim.from] } + ", \"e\": " + keyed(states) { [100 * $0.trim.to] }
            + ", \"o\": {\"a\": 0, \"k\": 0}, \"m\": 1}"]
    }

    /// A shape group of `items` with the identity transform Lottie requires last.
    private func group(_ items: [String]) -> String {
        let transform = "{\"ty\": \"tr\", \"a\": {\"a\": 0, \"k\": [0, 0]}, \"p\": {\"a\": 0, \"k\": [0, 0]}, \"s\": {\"a\": 0, \"k\": [100, 100]}, \"r\": {\"a\": 0, \"k\": 0}, \"o\": {\"a\": 0, \"k\": 100}}"
        return "{\"ty\": \"gr\", \"it\": [" + (items + [transform]).joined(separator: ", ") + "]}"
    }

    /// A property from its value at every frame: static (`a` 0) when it never changes, else a
    /// hold keyframe at the first frame and at every frame where it changes. A one-number
    /// value is written as a number, as Lottie's scalar properties are.
    private func keyed<Input>(_ inputs: [Input], _ value: (Input) -> [Double]) -> String {
        let values = inputs.map(value)
        let text = { (v: [Double]) in v.count == 1 ? n(v[0]) : "[" + v.map(n).joined(separator: ", ") + "]" }
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return "{\"a\": 0, \"k\": \(text(values.first ?? [0]))}"
        }
        var keys: [String] = []
        for (frame, current) in values.enumerated() where frame == 0 || current != values[frame - 1] {
            keys.append("{\"t\": \(frame), \"s\": [" + current.map(n).joined(separator: ", ") + "], \"h\": 1}")
        }
        return "{\"a\": 1, \"k\": [" + keys.joined(separator: ", ") + "]}"
    }

    private func n(_ value: Double) -> String { NumberText.trimmed(value.isFinite ? value : 0, decimals: 4) }
}
