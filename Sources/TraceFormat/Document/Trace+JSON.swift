import Foundation

extension Trace {
    /// A problem with a trace document read from a snippet's output.
    public struct FormatError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The trace as JSON: fixed key order, one track or event per line, numbers in Swift's
    /// shortest round-trip form, so the same trace always gives the same bytes. Non-finite
    /// times and values (which a correct engine never produces) are written as `null`, which
    /// ``decode(_:)`` rejects; an event's animation parameters follow its `animation` (see
    /// ``AnimationParameters/json()``, where non-finite numbers are strings); the scene, when
    /// there is one, comes last.
    ///
    /// A `Canvas` operation's track (``Track/isWrittenBySeries``) is written by component, its
    /// repeating numbers once (``Track/series``); a document with such a track carries
    /// ``seriesFormatIdentifier``, every other document the same bytes as before. With
    /// `writesSeries` false every track is written frame by frame, as version 3 writes it (what
    /// the series save, for `motion-bench`).
    public func json(writesSeries: Bool = true) -> String {
        let bySeries = tracks.map { writesSeries && $0.isWrittenBySeries && $0.hasOneNumberPerComponent }
        let written = bySeries.contains(true) ? Self.seriesFormatIdentifier : format
        var out = "{\"format\": \(Self.string(written)), \"view\": \(Self.string(view)), "
        out += "\"duration\": \(Self.number(duration)), \"fps\": \(fps),\n"
        out += "\"times\": [\(times.map(Self.number).joined(separator: ","))],\n"
        out += "\"tracks\": ["
        out += zip(tracks, bySeries).map { track, bySeries in
            "\n{\"node\": \(Self.string(track.node)), \"path\": \(Self.string(track.path)), "
                + "\"property\": \(Self.string(track.property)), "
                + "\"components\": [\(track.components.map(Self.string).joined(separator: ","))], "
                + (bySeries ? Self.seriesJSON(of: track) : Self.valuesJSON(of: track)) + "}"
        }.joined(separator: ",")
        out += "],\n\"events\": ["
        out += events.map { event in
            var fields = ["\"t\": \(Self.number(event.t))", "\"kind\": \(Self.string(event.kind.rawValue))"]
            for (key, value) in [
                ("node", event.node), ("path", event.path), ("property", event.property),
                ("animation", event.animation), ("detail", event.detail),
            ] {
                if let value { fields.append("\"\(key)\": \(Self.string(value))") }
                if key == "animation", let parameters = event.parameters { fields.append("\"parameters\": \(parameters.json())") }
            }
            return "\n{" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",")
        out += "]"
        if let scene { out += ",\n\"scene\": " + scene.json() }
        out += "}\n"
        return out
    }

    /// A track's `values` member: one array of numbers per frame.
    private static func valuesJSON(of track: Track) -> String {
        "\"values\": [\(track.values.map { "[" + $0.map(Self.number).joined(separator: ",") + "]" }.joined(separator: ","))]"
    }

    /// A track's `frames` and `series` members: per component a number, or an array of one
    /// number per frame.
    private static func seriesJSON(of track: Track) -> String {
        let series = track.series.map { entry in
            switch entry {
            case .constant(let number): Self.number(number)
            case .values(let numbers): "[" + numbers.map(Self.number).joined(separator: ",") + "]"
            }
        }
        return "\"frames\": \(track.values.count), \"series\": [\(series.joined(separator: ","))]"
    }

    /// Which JSON reader ``decode(_:reader:)`` uses; both give the same trace for every document
    /// and reject the same documents (their messages differ).
    public enum Reader: Sendable, CaseIterable {
        /// The trace format's own reader (`JSON/`): bytes straight to a `Trace`.
        case motionbook
        /// Foundation's `JSONDecoder` through `Trace`'s `Codable` conformance: the reference.
        case foundation
    }

    /// Reads and validates a trace document: a readable format identifier (``readableFormats``:
    /// `motionbook-trace/3`, `/4`, whose `Canvas` drawings may be written by component, `/2`, which has no scene, or `/1`, whose events have no parameters
    /// either), one finite time per frame, one value per frame in every track with one finite
    /// number per component, a scene whose nodes fit the trace. Only
    /// animation parameters may be non-finite (written as the strings `inf`, `-inf`, `nan`).
    /// The document may be UTF-8 (with or without a byte order mark), UTF-16 or UTF-32, told
    /// apart as JSONDecoder tells them apart.
    public static func decode(_ data: Data, reader: Reader = .motionbook) throws(FormatError) -> Trace {
        let trace: Trace
        switch reader {
        case .motionbook:
            trace = try readDocument(data)
        case .foundation:
            do {
                let decoder = JSONDecoder()
                decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                    positiveInfinity: AnimationParameters.infinity, negativeInfinity: "-" + AnimationParameters.infinity,
                    nan: AnimationParameters.notANumber)
                trace = try decoder.decode(Trace.self, from: data)
            } catch {
                throw FormatError(description: "the snippet's output is not a trace document: \(Self.explain(error))")
            }
        }
        try validate(trace)
        return trace
    }

    /// The document through ``TraceDocumentReader``, in UTF-8.
    private static func readDocument(_ data: Data) throws(FormatError) -> Trace {
        let result: Result<Trace, JSONProblem>? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let encoding = JSONEncodingDetection.encoding(of: bytes) else {
                return read(bytes)
            }
            if encoding.encoding == .utf8 {
                return read(UnsafeBufferPointer(rebasing: bytes[encoding.byteOrderMarkLength...]))
            }
            guard var text = String(bytes: UnsafeRawBufferPointer(rebasing: raw[encoding.byteOrderMarkLength...]), encoding: encoding.encoding) else {
                return nil
            }
            return text.withUTF8 { read($0) }
        }
        switch result {
        case .success(let trace)?: return trace
        case .failure(let problem)?:
            throw FormatError(description: "the snippet's output is not a trace document: \(problem.description)")
        case nil:
            throw FormatError(description: "the snippet's output is not a trace document: its bytes are not text in the encoding they start with")
        }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Trace, JSONProblem> {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            return .failure(JSONProblem("expected a trace document, but there are no bytes", at: 0))
        }
        do throws(JSONProblem) {
            return .success(try TraceDocumentReader.read(base, count: bytes.count))
        } catch {
            return .failure(error)
        }
    }

    /// What ``decode(_:reader:)`` checks beyond the JSON's shape.
    static func validate(_ trace: Trace) throws(FormatError) {
        guard readableFormats.contains(trace.format) else {
            throw FormatError(description: "unknown trace format '\(trace.format)' (expected \(formatIdentifier))")
        }
        guard trace.fps > 0, !trace.times.isEmpty else { throw FormatError(description: "the trace has no frames") }
        guard trace.duration.isFinite, allFinite(trace.times), trace.events.allSatisfy(\.t.isFinite) else {
            throw FormatError(description: "the trace has a time that is not a finite number")
        }
        for track in trace.tracks {
            guard track.values.count == trace.times.count else {
                throw FormatError(description: "track \(track.path) \(track.property) has \(track.values.count) values for \(trace.times.count) frames")
            }
            let shape = track.values.withUnsafeBufferPointer { frames in
                var matches = true
                var finite = true
                for index in 0..<frames.count {
                    matches = matches && frames[index].count == track.components.count
                    finite = finite && allFinite(frames[index])
                }
                return (matches: matches, finite: finite)
            }
            guard shape.matches else {
                throw FormatError(description: "track \(track.path) \(track.property) has values that do not match its components")
            }
            guard shape.finite else {
                throw FormatError(description: "track \(track.path) \(track.property) has a value that is not a finite number")
            }
        }
        if let scene = trace.scene { try validate(scene, frames: trace.times.count) }
    }

    /// A scene's nodes: a parent drawn before its child, frames within the trace, four finite
    /// numbers in a frame and a colour, five per gradient stop and per background outset, later
    /// contents and outsets at increasing frames within its lifetime.
    private static func validate(_ scene: Trace.Scene, frames: Int) throws(FormatError) {
        guard scene.width.isFinite, scene.height.isFinite, scene.width >= 0, scene.height >= 0 else {
            throw FormatError(description: "the scene's size is not a pair of finite, non-negative numbers")
        }
        for (index, node) in scene.nodes.enumerated() {
            func problem(_ text: String) -> FormatError { FormatError(description: "scene node \(node.path): \(text)") }
            if let parent = node.parent, !(0..<index).contains(parent) { throw problem("its parent \(parent) is not a node before it") }
            guard node.from >= 0, node.from < frames, (node.until ?? frames) > node.from, (node.until ?? frames) <= frames else {
                throw problem("its frames \(node.from) ..< \(node.until.map(String.init) ?? "end") are not within the trace's \(frames)")
            }
            guard node.frame.count == 4, allFinite(node.frame) else { throw problem("its frame is not four finite numbers") }
            let scalars: [Double?] = [node.fontSize, node.lineWidth, node.cornerRadius, node.perspective, node.clipCornerRadius, node.zIndex]
            var numbers = scalars.compactMap { $0 } + (node.anchor ?? []) + (node.backgroundOutsets ?? [])
            for paint in [node.fill, node.background] {
                numbers += (paint?.rgba ?? []) + (paint?.stops ?? []) + (paint?.points ?? [])
            }
            guard allFinite(numbers) else { throw problem("it has a number that is not finite") }
            guard node.anchor.map({ $0.count == 2 }) ?? true else { throw problem("its anchor is not two numbers") }
            if let contents = node.contents {
                let starts = contents.map(\.frame)
                let end = node.until ?? frames
                guard zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }), starts.allSatisfy({ $0 > node.from && $0 < end })
                else { throw problem("its contents are not at increasing frames after its first and before its last") }
            }
            if let outsets = node.backgroundOutsets {
                let starts = stride(from: 0, to: outsets.count, by: 5).map { outsets[$0] }
                guard outsets.count % 5 == 0, starts.allSatisfy({ $0 == $0.rounded() }),
                    zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }),
                    starts.allSatisfy({ $0 >= Double(node.from) && $0 < Double(node.until ?? frames) })
                else { throw problem("its background outsets are not five numbers each at increasing frames within its lifetime") }
            }
            for fill in [node.fill, node.background].compactMap({ $0 }) {
                guard fill.rgba.map({ $0.count == 4 }) ?? true, fill.stops.map({ $0.count % 5 == 0 }) ?? true,
                    fill.points.map({ $0.count == 4 }) ?? true, (fill.path == nil) == (fill.property == nil)
                else { throw problem("its fill is not a colour, a track or a gradient") }
            }
        }
    }

    /// Whether every number is finite (a loop over the buffer: quick without the optimiser too).
    private static func allFinite(_ values: [Double]) -> Bool {
        values.withUnsafeBufferPointer { buffer in
            guard let numbers = buffer.baseAddress else { return true }
            var index = 0
            while index < buffer.count {
                if !numbers[index].isFinite { return false }
                index += 1
            }
            return true
        }
    }

    /// A number of the trace document (``NumberText/json(_:)``).
    static func number(_ value: Double) -> String { NumberText.json(value) }

    static func string(_ text: String) -> String { JSONText.string(text) }

    private static func explain(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing key '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}
