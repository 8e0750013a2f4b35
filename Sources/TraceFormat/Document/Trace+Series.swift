import Foundation

/// A `Canvas`'s drawing tracks by component (format `motionbook-trace/4`, docs/ARCHITECTURE.md,
/// "The trace format"): a canvas inside a `TimelineView` redraws every operation every frame, and
/// most of what an operation draws (its size, its colour) repeats from frame to frame. Such a
/// track is written as `"frames"` and `"series"`, one entry per component: a number when the
/// component is that number in every frame (stored once), else its value frame by frame.
/// Readers expand it into ``Trace/Track/values``, so a trace read back is the trace written.
extension Trace {
    /// The identifier of a document that has a track written by component (version 4); a
    /// document without one is written as version 3, byte for byte as before.
    public static let seriesFormatIdentifier = "motionbook-trace/4"
    /// The components of a `Canvas` operation's track: its bounds, then its colour.
    public static let drawingComponents = TraceProperty.rectComponents + TraceProperty.colourComponents
}

extension Trace.Track {
    /// One component of a track written by component.
    public enum Series: Equatable, Sendable {
        /// The component's value in every frame.
        case constant(Double)
        /// Its value frame by frame.
        case values([Double])
    }

    /// Whether the track is written by component: a `Canvas` operation's (its components are
    /// ``Trace/drawingComponents``) with at least one frame.
    public var isWrittenBySeries: Bool {
        !values.isEmpty && components == Trace.drawingComponents
    }

    /// The track by component: a component whose number is the same in every frame (the same
    /// bits: `-0.0` is not `0.0`) is a constant. Frames without one number per component are
    /// written as they are (``isWrittenBySeries`` is then false for the writer).
    public var series: [Series] {
        components.indices.map { component in
            let first = values[0][component]
            if values.allSatisfy({ $0[component].bitPattern == first.bitPattern }) { return .constant(first) }
            return .values(values.map { $0[component] })
        }
    }

    /// Whether every frame has one number per component (what ``series`` needs).
    var hasOneNumberPerComponent: Bool {
        values.allSatisfy { $0.count == components.count }
    }

    /// A track read by component: `frames` frames, each with one number per entry of `series`.
    /// Nil when a series of values does not have `frames` numbers.
    public init?(node: String, path: String, property: String, components: [String], frames: Int, series: [Series]) {
        guard frames >= 0 else { return nil }
        for entry in series {
            if case .values(let numbers) = entry, numbers.count != frames { return nil }
        }
        var values: [[Double]] = []
        values.reserveCapacity(frames)
        for frame in 0..<frames {
            values.append(
                series.map { entry in
                    switch entry {
                    case .constant(let number): number
                    case .values(let numbers): numbers[frame]
                    }
                })
        }
        self.init(node: node, path: path, property: property, components: components, values: values)
    }
}

extension Trace.Track.Series: Decodable {
    /// A number, or an array of numbers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .constant(number)
        } else {
            self = .values(try container.decode([Double].self))
        }
    }
}

extension Trace.Track {
    private enum CodingKeys: String, CodingKey {
        case node, path, property, components, values, frames, series
    }

    /// Reads `values`, or else `frames` and `series` (version 4).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let node = try container.decode(String.self, forKey: .node)
        let path = try container.decode(String.self, forKey: .path)
        let property = try container.decode(String.self, forKey: .property)
        let components = try container.decode([String].self, forKey: .components)
        if container.contains(.values) {
            self.init(node: node, path: path, property: property, components: components, values: try container.decode([[Double]].self, forKey: .values))
            return
        }
        let frames = try container.decode(Int.self, forKey: .frames)
        let series = try container.decode([Series].self, forKey: .series)
        guard let track = Trace.Track(node: node, path: path, property: property, components: components, frames: frames, series: series) else {
            throw DecodingError.dataCorruptedError(forKey: .series, in: container, debugDescription: "a series does not have one number per frame")
        }
        self = track
    }

    /// Writes `values` (the document's own writer, ``Trace/json()``, writes a drawing by series).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(node, forKey: .node)
        try container.encode(path, forKey: .path)
        try container.encode(property, forKey: .property)
        try container.encode(components, forKey: .components)
        try container.encode(values, forKey: .values)
    }
}
