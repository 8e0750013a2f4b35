@_spi(Runtime) import MotionCore

/// Builds the trace's scene (`TraceFormat/Document/Trace.Scene.swift`) frame by frame: which nodes
/// are drawn at each frame (those with a `geometry` in the frame's sample, in its tree order),
/// what each draws (the runtime's ``ViewRuntime/SceneNodeInfo``), its frame when it first
/// appears, and which colour fills it. A node that leaves and a node that later takes its path
/// are two scene nodes.
struct SceneRecorder {
    /// One lifetime of one path.
    private struct Entry {
        var path: String
        var from: Int
        var until: Int?
        var frame: [Double]
        var info: ViewRuntime.SceneNodeInfo?
        /// The first value of the node's `stroke` line width, points.
        var lineWidth: Double?
        /// What it showed (string, symbol name) at each frame that changed it, the first at
        /// ``from``.
        var contents: [Trace.SceneContent] = []
        /// How far its background reached past its frame from each frame that changed it,
        /// five numbers each (``Trace/SceneNode/backgroundOutsets``).
        var backgroundOutsets: [Double] = []
    }

    /// Entries in drawing order.
    private var entries: [Entry] = []
    /// The entry index of each path drawn in the last frame.
    private var open: [String: Int] = [:]
    /// The latest runtime description of each path.
    private var infos: [String: ViewRuntime.SceneNodeInfo] = [:]
    private var frames = 0
    /// The paths of the last frame's `geometry` properties, in its order: a frame with the same
    /// ones draws the same nodes (``record(_:)`` then has nothing to do).
    private var drawnPaths: [String] = []
    /// The `layout` of the sample `drawnPaths` were read from.
    private var drawnLayout: Int?
    /// The runtime's walk count when ``learn(from:)`` last read its nodes, and whether a frame
    /// has opened an entry since.
    private var learnedWalk: Int?
    private var openedSinceLearning = false

    /// ``learn(_:)`` of the runtime's scene nodes, unless nothing can have changed since the last
    /// time: the runtime has not walked (its tree, what each node draws and its properties change
    /// only in walks) and no frame has opened an entry (every open entry has then already taken
    /// its node's description and content).
    mutating func learn(from runtime: ViewRuntime) {
        guard runtime.walkCount != learnedWalk || openedSinceLearning else { return }
        learn(runtime.sceneNodes)
        learnedWalk = runtime.walkCount
        openedSinceLearning = false
    }

    /// Remembers what the runtime says each live node draws (after the mount and after every
    /// frame: a node removed at the end of a frame keeps what it drew).
    ///
    /// What it learns after a frame is what that frame shows: a string or symbol name that
    /// differs from the one before is a later content of the node.
    mutating func learn(_ nodes: [ViewRuntime.SceneNodeInfo]) {
        for node in nodes { infos[node.path] = node }
        for (path, index) in open {
            guard let info = infos[path] else { continue }
            entries[index].info = info
            let shown = Trace.SceneContent(frame: frames - 1, text: info.traits.text, symbol: info.traits.symbol)
            let unchanged = entries[index].contents.last.map { $0.text == shown.text && $0.symbol == shown.symbol } ?? false
            if !unchanged { entries[index].contents.append(shown) }
            let outsets = info.backgroundOutsets ?? [0, 0, 0, 0]
            let previous = entries[index].backgroundOutsets.suffix(4)
            if previous.isEmpty ? outsets != [0, 0, 0, 0] : Array(previous) != outsets {
                entries[index].backgroundOutsets += [Double(frames - 1)] + outsets
            }
        }
    }

    /// Records which nodes frame `sample` draws, in its order.
    mutating func record(_ sample: FrameSample) {
        let frame = frames
        frames += 1
        guard !drawsLastFramesNodes(sample) else { return }
        drawnPaths = []
        var present: [String: Int] = [:]
        // The drawing-order position after which a new node goes: after the node before it in
        // this frame's tree order.
        var cursor = -1
        var strokes: [String: Double] = [:]
        for (property, values) in zip(sample.rows, sample.values) where property.property == TraceProperty.stroke.name && values.count == 1 {
            strokes[property.path] = values[0]
        }
        for position in sample.rows.indices where Self.isDrawn(sample, at: position) {
            let property = sample.rows[position]
            let values = sample.values[position]
            drawnPaths.append(property.path)
            guard present[property.path] == nil else { continue }
            if let index = open[property.path] {
                present[property.path] = index
                cursor = index
                continue
            }
            let entry = Entry(path: property.path, from: frame, frame: values, info: infos[property.path], lineWidth: strokes[property.path])
            openedSinceLearning = true
            cursor += 1
            entries.insert(entry, at: cursor)
            for (path, index) in present where index >= cursor { present[path] = index + 1 }
            for (path, index) in open where index >= cursor { open[path] = index + 1 }
            present[property.path] = cursor
        }
        for (path, index) in open where present[path] == nil {
            entries[index].until = frame
        }
        open = present
        drawnLayout = sample.layout
    }

    /// Whether property `index` of `properties` places a drawn node: a `geometry` of four
    /// numbers. (Read by index: a loop over the properties would copy each one.)
    private static func isDrawn(_ sample: FrameSample, at index: Int) -> Bool {
        sample.rows[index].property == TraceProperty.geometry.name && sample.values[index].count == 4
    }

    /// Whether `sample` has the `geometry` paths of the last frame, in the same order: then the
    /// same entries stay open, none opens and none ends. Rows of the layout the last frame's
    /// paths were read from are the same rows (a row's number of values is its components').
    private mutating func drawsLastFramesNodes(_ sample: FrameSample) -> Bool {
        if drawnLayout == sample.layout { return true }
        var next = 0
        for index in sample.rows.indices where Self.isDrawn(sample, at: index) {
            guard next < drawnPaths.count, drawnPaths[next] == sample.rows[index].path else { return false }
            next += 1
        }
        guard next == drawnPaths.count else { return false }
        drawnLayout = sample.layout
        return true
    }

    /// The scene of a root `width` × `height` points.
    func scene(width: Double, height: Double) -> Trace.Scene {
        var nodes: [Trace.SceneNode] = []
        for (index, entry) in entries.enumerated() {
            var node = Trace.SceneNode(path: entry.path, kind: entry.info?.traits.kind ?? .group, from: entry.from, until: entry.until, frame: entry.frame)
            node.parent = parentIndex(of: index)
            if let traits = entry.info?.traits {
                let first = entry.contents.first ?? Trace.SceneContent(frame: entry.from, text: traits.text, symbol: traits.symbol)
                node.text = first.text
                node.fontSize = traits.fontSize
                node.fontWeight = traits.fontWeight
                node.symbol = first.symbol
                if entry.contents.count > 1 { node.contents = Array(entry.contents.dropFirst()) }
                node.cornerRadius = traits.cornerRadius
                node.anchor = traits.anchor.map { [Double($0.x), Double($0.y)] }
                node.perspective = traits.perspective
                node.clip = traits.clip
                node.clipCornerRadius = traits.clipCornerRadius
                node.zIndex = traits.zIndex
            }
            node.fill = fill(of: index)
            if entry.info?.properties.contains(TraceProperty.background.name) == true {
                node.background = Trace.ScenePaint(path: entry.path, property: TraceProperty.background.name)
                if !entry.backgroundOutsets.isEmpty { node.backgroundOutsets = entry.backgroundOutsets }
            }
            let stroked = [TraceProperty.strokeColor, .stroke].contains { entry.info?.properties.contains($0.name) == true }
            if stroked {
                node.lineWidth = entry.lineWidth
            }
            nodes.append(node)
        }
        return Trace.Scene(width: width, height: height, nodes: nodes)
    }

    /// The entry before `index` that is its parent's lifetime when it appeared.
    private func parentIndex(of index: Int) -> Int? {
        let entry = entries[index]
        guard let parentPath = entry.info?.parentPath ?? Self.pathParent(entry.path) else { return nil }
        return entries[..<index].lastIndex { candidate in
            candidate.path == parentPath && candidate.from <= entry.from && (candidate.until ?? Int.max) > entry.from
        }
    }

    /// `A/B/C` → `A/B` (a node without a runtime description).
    private static func pathParent(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The colour of a node as SwiftUI resolves it: a `Color` view's own colour; a shape's
    /// `fill` or stroke colour; otherwise the foreground style or colour of the node or its
    /// nearest ancestor that sets one; inside a button, a text or symbol takes the tint (iOS's
    /// system blue, #007AFF [A]; the button's `tint` track once it has been disabled); else the
    /// primary colour, black in light mode [A].
    private func fill(of index: Int) -> Trace.ScenePaint? {
        let entry = entries[index]
        guard let info = entry.info else { return nil }
        switch info.traits.kind {
        case .group, .image, .gradient:
            return nil
        case .color:
            return paint(.color, of: entry)
        case .rectangle, .roundedRectangle, .circle, .ellipse, .capsule, .shape:
            if let paint = paint(.fill, of: entry) ?? paint(.strokeColor, of: entry) { return paint }
        case .text, .symbol, .button, .toggle, .slider, .progress:
            break
        }
        var cursor: Int? = index
        // The nearest button: the node itself, else the first one up the tree.
        var button: Entry? = info.traits.kind == .button ? entry : nil
        while let current = cursor {
            let candidate = entries[current]
            if let paint = paint(.foregroundStyle, of: candidate) ?? paint(.foregroundColor, of: candidate) { return paint }
            if button == nil, candidate.info?.traits.kind == .button { button = candidate }
            cursor = parentIndex(of: current)
        }
        if let button { return paint(.tint, of: button) ?? Trace.ScenePaint(rgba: Self.systemBlue) }
        return Trace.ScenePaint(rgba: Self.primary)
    }

    /// The paint of `entry`'s own colour `property`, nil when it has none.
    private func paint(_ property: TraceProperty, of entry: Entry) -> Trace.ScenePaint? {
        entry.info?.properties.contains(property.name) == true ? Trace.ScenePaint(path: entry.path, property: property.name) : nil
    }

    /// iOS's system blue in light mode, sRGB 0–1 (#007AFF) [A].
    static let systemBlue: [Double] = [0, 122.0 / 255, 1, 1]
    /// The primary label colour in light mode: black [A].
    static let primary: [Double] = [0, 0, 0, 1]
}
