/// Reads a trace document's JSON straight into a ``Trace``, with the result `JSONDecoder` gives
/// through `Trace`'s `Codable` conformance: the first of repeated keys counts, unknown keys are
/// skipped, `null` is an absent optional, a missing or `null` required field is an error.
/// Validation beyond the JSON's shape is ``Trace/decode(_:reader:)``'s.
struct TraceDocumentReader: JSONDocumentReading {
    var cursor: JSONCursor

    /// The trace in the UTF-8 `bytes`, which must outlive the call.
    static func read(_ bytes: UnsafePointer<UInt8>, count: Int) throws(JSONProblem) -> Trace {
        var reader = TraceDocumentReader(cursor: JSONCursor(bytes, count: count))
        defer { reader.cursor.release() }
        let trace = try reader.readTrace()
        guard reader.cursor.atEnd() else { throw reader.cursor.unexpected("expected the end of the document") }
        return trace
    }

    /// A required member missing from the object at `offset`.
    @inline(__always)
    func missing(_ key: StaticString, at offset: Int) -> JSONProblem {
        JSONProblem("missing key '\(key)' in the object", at: offset)
    }

    mutating func readTrace() throws(JSONProblem) -> Trace {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 0)
        var format: String?
        var view: String?
        var duration: Double?
        var fps: Int?
        var times: [Double]?
        var tracks: [Trace.Track]?
        var events: [Trace.Event]?
        var scene: Trace.Scene?
        var sceneSeen = false
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if format == nil, cursor.key(length, is: "format") {
                    do { format = try cursor.readString() } catch { throw error.inside("format") }
                } else if view == nil, cursor.key(length, is: "view") {
                    do { view = try cursor.readString() } catch { throw error.inside("view") }
                } else if duration == nil, cursor.key(length, is: "duration") {
                    do { duration = try cursor.readDouble() } catch { throw error.inside("duration") }
                } else if fps == nil, cursor.key(length, is: "fps") {
                    do { fps = try cursor.readInt() } catch { throw error.inside("fps") }
                } else if times == nil, cursor.key(length, is: "times") {
                    do { times = try cursor.readNumbers(depth: 1) } catch { throw error.inside("times") }
                } else if tracks == nil, cursor.key(length, is: "tracks") {
                    do { tracks = try readTracks() } catch { throw error.inside("tracks") }
                } else if events == nil, cursor.key(length, is: "events") {
                    do { events = try readEvents() } catch { throw error.inside("events") }
                } else if !sceneSeen, cursor.key(length, is: "scene") {
                    sceneSeen = true
                    do { scene = try cursor.readNull() ? nil : try readScene() } catch { throw error.inside("scene") }
                } else {
                    try cursor.skipValue(depth: 1)
                }
            } while try cursor.nextMember()
        }
        guard let format else { throw missing("format", at: start) }
        guard let view else { throw missing("view", at: start) }
        guard let duration else { throw missing("duration", at: start) }
        guard let fps else { throw missing("fps", at: start) }
        guard let times else { throw missing("times", at: start) }
        guard let tracks else { throw missing("tracks", at: start) }
        guard let events else { throw missing("events", at: start) }
        var trace = Trace(view: view, duration: duration, fps: fps, times: times, tracks: tracks, events: events, scene: scene)
        trace.format = format
        return trace
    }

    /// The tracks array, inside the document (depth 1).
    mutating func readTracks() throws(JSONProblem) -> [Trace.Track] {
        try readArray(depth: 1) { reader throws(JSONProblem) in try reader.readTrack() }
    }

    /// One track object, at depth 2.
    mutating func readTrack() throws(JSONProblem) -> Trace.Track {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 2)
        var node: String?
        var path: String?
        var property: String?
        var components: [String]?
        var values: [[Double]]?
        var frames: Int?
        var series: [Trace.Track.Series]?
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if node == nil, cursor.key(length, is: "node") {
                    do { node = try cursor.readString() } catch { throw error.inside("node") }
                } else if path == nil, cursor.key(length, is: "path") {
                    do { path = try cursor.readString() } catch { throw error.inside("path") }
                } else if property == nil, cursor.key(length, is: "property") {
                    do { property = try cursor.readString() } catch { throw error.inside("property") }
                } else if components == nil, cursor.key(length, is: "components") {
                    do { components = try readStrings(depth: 3) } catch { throw error.inside("components") }
                } else if values == nil, cursor.key(length, is: "values") {
                    do { values = try cursor.readRows(depth: 3, nested: true) } catch { throw error.inside("values") }
                } else if frames == nil, cursor.key(length, is: "frames") {
                    do { frames = try cursor.readInt() } catch { throw error.inside("frames") }
                } else if series == nil, cursor.key(length, is: "series") {
                    do { series = try readSeries() } catch { throw error.inside("series") }
                } else {
                    try cursor.skipValue(depth: 3)
                }
            } while try cursor.nextMember()
        }
        guard let node else { throw missing("node", at: start) }
        guard let path else { throw missing("path", at: start) }
        guard let property else { throw missing("property", at: start) }
        guard let components else { throw missing("components", at: start) }
        if let values {
            return Trace.Track(node: node, path: path, property: property, components: components, values: values)
        }
        guard let frames else { throw missing("frames", at: start) }
        guard let series else { throw missing("series", at: start) }
        guard let track = Trace.Track(node: node, path: path, property: property, components: components, frames: frames, series: series) else {
            throw JSONProblem("a series does not have one number per frame", at: start)
        }
        return track
    }

    /// A track's `series` (version 4), at depth 3: per component a number, or an array of
    /// numbers.
    mutating func readSeries() throws(JSONProblem) -> [Trace.Track.Series] {
        try readArray(depth: 3) { reader throws(JSONProblem) in
            if reader.cursor.peekPastWhitespace() == 0x5B {
                return .values(try reader.cursor.readNumbers(depth: 4))
            }
            return .constant(try reader.cursor.readDouble())
        }
    }

    /// An array of strings opened inside `depth` containers.
    mutating func readStrings(depth: Int) throws(JSONProblem) -> [String] {
        try readArray(depth: depth) { reader throws(JSONProblem) in try reader.cursor.readString() }
    }

    /// The events array, inside the document (depth 1).
    mutating func readEvents() throws(JSONProblem) -> [Trace.Event] {
        try readArray(depth: 1) { reader throws(JSONProblem) in try reader.readEvent() }
    }

    /// One event object, at depth 2.
    mutating func readEvent() throws(JSONProblem) -> Trace.Event {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        try cursor.open(0x7B, depth: 2)
        var t: Double?
        var kind: EventKind?
        var event = Trace.Event(t: 0, kind: .appear)
        // Fields present (a `null` optional counts: later repeats of its key are skipped).
        var seen: UInt8 = 0
        if !cursor.objectIsEmpty() {
            repeat {
                let length = try cursor.readKey()
                if t == nil, cursor.key(length, is: "t") {
                    do { t = try cursor.readDouble() } catch { throw error.inside("t") }
                } else if kind == nil, cursor.key(length, is: "kind") {
                    do { kind = try readEventKind() } catch { throw error.inside("kind") }
                } else if seen & 1 == 0, cursor.key(length, is: "node") {
                    seen |= 1
                    do { event.node = try readOptionalString() } catch { throw error.inside("node") }
                } else if seen & 2 == 0, cursor.key(length, is: "path") {
                    seen |= 2
                    do { event.path = try readOptionalString() } catch { throw error.inside("path") }
                } else if seen & 4 == 0, cursor.key(length, is: "property") {
                    seen |= 4
                    do { event.property = try readOptionalString() } catch { throw error.inside("property") }
                } else if seen & 8 == 0, cursor.key(length, is: "animation") {
                    seen |= 8
                    do { event.animation = try readOptionalString() } catch { throw error.inside("animation") }
                } else if seen & 16 == 0, cursor.key(length, is: "parameters") {
                    seen |= 16
                    do {
                        event.parameters = try cursor.readNull() ? nil : try readAnimationParameters(depth: 3)
                    } catch {
                        throw error.inside("parameters")
                    }
                } else if seen & 32 == 0, cursor.key(length, is: "detail") {
                    seen |= 32
                    do { event.detail = try readOptionalString() } catch { throw error.inside("detail") }
                } else {
                    try cursor.skipValue(depth: 3)
                }
            } while try cursor.nextMember()
        }
        guard let t else { throw missing("t", at: start) }
        guard let kind else { throw missing("kind", at: start) }
        event.t = t
        event.kind = kind
        return event
    }

    mutating func readEventKind() throws(JSONProblem) -> EventKind {
        _ = cursor.peekPastWhitespace()
        let start = cursor.offset
        let text = try cursor.readString()
        guard let kind = EventKind(rawValue: text) else {
            throw JSONProblem("expected an event kind, found '\(text)'", at: start)
        }
        return kind
    }

    /// A string, or nil for `null`.
    mutating func readOptionalString() throws(JSONProblem) -> String? {
        try cursor.readNull() ? nil : try cursor.readString()
    }
}
