/// The trace's `scene` (format 3), read as ``TraceDocumentReader`` reads the rest: the results
/// of JSONDecoder through `Scene`'s `Codable` conformance, first of repeated keys, unknown keys
/// skipped, `null` an absent optional.
extension TraceDocumentReader {
    /// The scene object, inside the document (depth 1).
    mutating func readScene() throws(JSONProblem) -> Trace.Scene {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 1)
        var width: Double?
        var height: Double?
        var nodes: [Trace.SceneNode]?
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if width == nil, cursor.key(length, is: "width") {
                    do { width = try cursor.readDouble() } catch { throw error.inside("width") }
                } else if height == nil, cursor.key(length, is: "height") {
                    do { height = try cursor.readDouble() } catch { throw error.inside("height") }
                } else if nodes == nil, cursor.key(length, is: "nodes") {
                    do {
                        nodes = try readArray(depth: 2) { reader throws(JSONProblem) in try reader.readSceneNode() }
                    } catch {
                        throw error.inside("nodes")
                    }
                } else {
                    try cursor.skipValue(depth: 2)
                }
            } while try cursor.nextMember()
        }
        guard let width else { throw missing("width", at: start) }
        guard let height else { throw missing("height", at: start) }
        guard let nodes else { throw missing("nodes", at: start) }
        return Trace.Scene(width: width, height: height, nodes: nodes)
    }

    /// One node object, at depth 3.
    mutating func readSceneNode() throws(JSONProblem) -> Trace.SceneNode {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 3)
        var path: String?
        var kind: Trace.SceneNodeKind?
        var from: Int?
        var frame: [Double]?
        var node = Trace.SceneNode(path: "", kind: .group, frame: [])
        // Optional fields present (a `null` counts: later repeats of its key are skipped, by the
        // last branch).
        var seen = Set<String>()
        func first(_ key: String) -> Bool { seen.insert(key).inserted }
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if path == nil, cursor.key(length, is: "path") {
                    do { path = try cursor.readString() } catch { throw error.inside("path") }
                } else if kind == nil, cursor.key(length, is: "kind") {
                    do { kind = try readSceneKind() } catch { throw error.inside("kind") }
                } else if from == nil, cursor.key(length, is: "from") {
                    do { from = try cursor.readInt() } catch { throw error.inside("from") }
                } else if frame == nil, cursor.key(length, is: "frame") {
                    do { frame = try cursor.readNumbers(depth: 4) } catch { throw error.inside("frame") }
                } else if cursor.key(length, is: "parent"), first("parent") {
                    do { node.parent = try readOptionalInt() } catch { throw error.inside("parent") }
                } else if cursor.key(length, is: "until"), first("until") {
                    do { node.until = try readOptionalInt() } catch { throw error.inside("until") }
                } else if cursor.key(length, is: "text"), first("text") {
                    do { node.text = try readOptionalString() } catch { throw error.inside("text") }
                } else if cursor.key(length, is: "fontSize"), first("fontSize") {
                    do { node.fontSize = try readOptionalDouble() } catch { throw error.inside("fontSize") }
                } else if cursor.key(length, is: "fontWeight"), first("fontWeight") {
                    do { node.fontWeight = try readOptionalString() } catch { throw error.inside("fontWeight") }
                } else if cursor.key(length, is: "symbol"), first("symbol") {
                    do { node.symbol = try readOptionalString() } catch { throw error.inside("symbol") }
                } else if cursor.key(length, is: "fill"), first("fill") {
                    do { node.fill = try cursor.readNull() ? nil : try readScenePaint() } catch { throw error.inside("fill") }
                } else if cursor.key(length, is: "background"), first("background") {
                    do { node.background = try cursor.readNull() ? nil : try readScenePaint() } catch { throw error.inside("background") }
                } else if cursor.key(length, is: "backgroundOutsets"), first("backgroundOutsets") {
                    do { node.backgroundOutsets = try readOptionalNumbers(depth: 4) } catch { throw error.inside("backgroundOutsets") }
                } else if cursor.key(length, is: "lineWidth"), first("lineWidth") {
                    do { node.lineWidth = try readOptionalDouble() } catch { throw error.inside("lineWidth") }
                } else if cursor.key(length, is: "cornerRadius"), first("cornerRadius") {
                    do { node.cornerRadius = try readOptionalDouble() } catch { throw error.inside("cornerRadius") }
                } else if cursor.key(length, is: "anchor"), first("anchor") {
                    do { node.anchor = try readOptionalNumbers(depth: 4) } catch { throw error.inside("anchor") }
                } else if cursor.key(length, is: "perspective"), first("perspective") {
                    do { node.perspective = try readOptionalDouble() } catch { throw error.inside("perspective") }
                } else if cursor.key(length, is: "clip"), first("clip") {
                    do { node.clip = try cursor.readNull() ? nil : try readSceneKind() } catch { throw error.inside("clip") }
                } else if cursor.key(length, is: "clipCornerRadius"), first("clipCornerRadius") {
                    do { node.clipCornerRadius = try readOptionalDouble() } catch { throw error.inside("clipCornerRadius") }
                } else if cursor.key(length, is: "zIndex"), first("zIndex") {
                    do { node.zIndex = try readOptionalDouble() } catch { throw error.inside("zIndex") }
                } else if cursor.key(length, is: "contents"), first("contents") {
                    do {
                        node.contents = try cursor.readNull() ? nil : try readArray(depth: 4) { reader throws(JSONProblem) in try reader.readSceneContent() }
                    } catch {
                        throw error.inside("contents")
                    }
                } else {
                    try cursor.skipValue(depth: 4)
                }
            } while try cursor.nextMember()
        }
        guard let path else { throw missing("path", at: start) }
        guard let kind else { throw missing("kind", at: start) }
        guard let from else { throw missing("from", at: start) }
        guard let frame else { throw missing("frame", at: start) }
        node.path = path
        node.kind = kind
        node.from = from
        node.frame = frame
        return node
    }

    /// One of a node's later contents, at depth 5.
    mutating func readSceneContent() throws(JSONProblem) -> Trace.SceneContent {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 5)
        var frame: Int?
        var content = Trace.SceneContent(frame: 0)
        var seen = Set<String>()
        func first(_ key: String) -> Bool { seen.insert(key).inserted }
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if frame == nil, cursor.key(length, is: "frame") {
                    do { frame = try cursor.readInt() } catch { throw error.inside("frame") }
                } else if cursor.key(length, is: "text"), first("text") {
                    do { content.text = try readOptionalString() } catch { throw error.inside("text") }
                } else if cursor.key(length, is: "symbol"), first("symbol") {
                    do { content.symbol = try readOptionalString() } catch { throw error.inside("symbol") }
                } else {
                    try cursor.skipValue(depth: 6)
                }
            } while try cursor.nextMember()
        }
        guard let frame else { throw missing("frame", at: start) }
        content.frame = frame
        return content
    }

    /// A paint object, at depth 4.
    mutating func readScenePaint() throws(JSONProblem) -> Trace.ScenePaint {
        try cursor.open(0x7B, depth: 4)
        var paint = Trace.ScenePaint()
        var seen = Set<String>()
        func first(_ key: String) -> Bool { seen.insert(key).inserted }
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if cursor.key(length, is: "rgba"), first("rgba") {
                    do { paint.rgba = try readOptionalNumbers(depth: 5) } catch { throw error.inside("rgba") }
                } else if cursor.key(length, is: "path"), first("path") {
                    do { paint.path = try readOptionalString() } catch { throw error.inside("path") }
                } else if cursor.key(length, is: "property"), first("property") {
                    do { paint.property = try readOptionalString() } catch { throw error.inside("property") }
                } else if cursor.key(length, is: "stops"), first("stops") {
                    do { paint.stops = try readOptionalNumbers(depth: 5) } catch { throw error.inside("stops") }
                } else if cursor.key(length, is: "points"), first("points") {
                    do { paint.points = try readOptionalNumbers(depth: 5) } catch { throw error.inside("points") }
                } else {
                    try cursor.skipValue(depth: 5)
                }
            } while try cursor.nextMember()
        }
        return paint
    }

    mutating func readSceneKind() throws(JSONProblem) -> Trace.SceneNodeKind {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        let text = try cursor.readString()
        guard let kind = Trace.SceneNodeKind(rawValue: text) else {
            throw JSONProblem("expected a scene node kind, found '\(text)'", at: start)
        }
        return kind
    }

    mutating func readOptionalInt() throws(JSONProblem) -> Int? {
        try cursor.readNull() ? nil : try cursor.readInt()
    }

    mutating func readOptionalNumbers(depth: Int) throws(JSONProblem) -> [Double]? {
        try cursor.readNull() ? nil : try cursor.readNumbers(depth: depth)
    }
}
