import TraceFormat

/// The film strip: the scene drawn as static SVG at the moments that matter — the first frame,
/// every frame where a marked event happens, the last frame — side by side, each panel a device
/// frame of the scenario's size with its time and what happened under it. It stands in for the
/// replay where no script runs (a page without JavaScript, print) and is what `motionbook run
/// … --svg FILE` writes. Shapes, text, colours, opacity, blur, scale, rotation about the anchor,
/// clip, stroke and trim are drawn as the replay draws them; a 3D rotation is drawn as its
/// head-on projection (``SceneTimeline/projectedScale(_:)``); an SF Symbol is a neutral glyph.
public struct FilmStrip: Sendable {
    /// The most panels a strip has; with more events, they are chosen evenly among them.
    public static let maximumPanels = 6
    /// The fewest panels a strip has when the trace has that many frames.
    public static let minimumPanels = 4
    /// Space between panels, in points of the scene.
    static let gap = 24.0
    /// A caption's font size and line height, in points of the scene.
    static let captionFont = 22.0
    static let captionLine = 28.0

    /// A panel: a frame and what its caption says happened there.
    public struct Moment: Equatable, Sendable {
        public var frame: Int
        public var events: [EventKind]

    }

    /// Each panel's caption, one text per line: its time (`0.2 s`), then its events' kinds as
    /// `kindName` names them, as many to a line as fit the panel's width.
    public let captions: [[String]]

    public let timeline: SceneTimeline
    /// Unique in the page: the prefix of the strip's SVG ids (clip paths, filters).
    public let id: String
    /// The panels' frames, in order.
    public let moments: [Moment]

    /// The event kinds that make a panel, and that the page's replay marks on its scrubber.
    public static let markedEvents: Set<EventKind> = [.tap, .gesture, .scroll, .state, .animation, .transition, .matchedGeometry, .phase, .keyframe, .timer]

    /// `kindName` names an event kind in the caption's language; `decimalMark` is that
    /// language's decimal mark for the panels' times (`0,2 s` in German).
    public init?(trace: Trace, id: String, kindName: (EventKind) -> String, decimalMark: UInt8 = UInt8(ascii: ".")) {
        guard let timeline = SceneTimeline(trace), timeline.scene.nodes.contains(where: { $0.kind != .group }) else { return nil }
        self.timeline = timeline
        self.id = id
        moments = Self.moments(of: trace, frameCount: timeline.frameCount)
        captions = moments.map { moment in
            let time = NumberText.trimmed(trace.times[min(moment.frame, trace.times.count - 1)], decimals: 3, separator: decimalMark) + " s"
            return [time] + Self.lines(moment.events.map(kindName), width: timeline.scene.width)
        }
    }

    /// `words` joined by commas into lines that fit `width` points in the caption's font.
    public static func lines(_ words: [String], width: Double) -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, estimatedWidth(last + ", " + word) <= width {
                lines[lines.count - 1] = last + ", " + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }

    /// A line's width in the caption's font, estimated: 0.56 em per Latin or Cyrillic letter, 1 em
    /// per wide (CJK) character. A line estimated wider than its panel is squeezed to fit
    /// (`textLength`), so no caption runs into the next.
    static func estimatedWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x2E80 ? 1 : 0.56) } * captionFont
    }

    /// The first frame, the frames of marked events, and the last, without repeats; at most
    /// ``maximumPanels``. With fewer than ``minimumPanels``, an animation's middle (halfway from
    /// its start to its logical completion) is added, then the middle of the longest stretch
    /// between two panels, until there are that many, so a strip shows the motion under way and
    /// not only where it starts and ends.
    static func moments(of trace: Trace, frameCount: Int) -> [Moment] {
        let last = frameCount - 1
        var byFrame: [Int: [EventKind]] = [:]
        for event in trace.events where markedEvents.contains(event.kind) {
            let frame = min(last, max(0, Int((event.t * Double(trace.fps)).rounded())))
            if !(byFrame[frame]?.contains(event.kind) ?? false) { byFrame[frame, default: []].append(event.kind) }
        }
        var inner = byFrame.keys.filter { $0 > 0 && $0 < last }.sorted()
        if inner.count > maximumPanels - 2 {
            let count = maximumPanels - 2
            inner = (0..<count).map { inner[$0 * (inner.count - 1) / max(1, count - 1)] }
        }
        var frames = [0] + inner + (last > 0 ? [last] : [])
        let frameOf = { (t: Double) in min(last, max(0, Int((t * Double(trace.fps)).rounded()))) }
        let completions = trace.events.filter { $0.kind == .logicallyComplete }.map { frameOf($0.t) }
        for start in Set(trace.events.filter { $0.kind == .animation }.map { frameOf($0.t) }).sorted() where frames.count < minimumPanels {
            guard let end = completions.filter({ $0 > start }).min() else { continue }
            let middle = (start + end) / 2
            if !frames.contains(middle) { frames.append(middle) }
        }
        frames.sort()
        while frames.count < minimumPanels {
            guard let gap = zip(frames, frames.dropFirst()).enumerated().max(by: { ($0.element.1 - $0.element.0) < ($1.element.1 - $1.element.0) }),
                gap.element.1 - gap.element.0 > 1
            else { break }
            frames.insert((gap.element.0 + gap.element.1) / 2, at: gap.offset + 1)
        }
        return frames.map { Moment(frame: $0, events: byFrame[$0] ?? []) }
    }

    /// The strip's size in points of the scene: the panels side by side with their captions.
    public var size: (width: Double, height: Double) {
        let lines = Double(captions.map(\.count).max() ?? 1)
        return ((timeline.scene.width + Self.gap) * Double(moments.count) - Self.gap, timeline.scene.height + 16 + Self.captionLine * lines)
    }

    /// The strip as one `<svg>` element (sized by the page's CSS to its container's width).
    /// `label` is its accessible name.
    public func svg(label: String) -> String {
        let (width, height) = size
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"film-strip-svg\" viewBox=\"0 0 \(n(width)) \(n(height))\""
        out += " role=\"img\" aria-label=\"\(SVGText.attribute(label))\">\n"
        return out + panels() + "</svg>"
    }

    /// The panels, in the strip's coordinates.
    func panels() -> String {
        let (width, height) = (timeline.scene.width, timeline.scene.height)
        var out = ""
        for (index, moment) in moments.enumerated() {
            let left = (width + Self.gap) * Double(index)
            let clipID = SVGText.attribute("\(id)-panel-\(index)")
            out += "<g transform=\"translate(\(n(left)) 0)\">\n"
            out += "<clipPath id=\"\(clipID)\"><rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"12\"/></clipPath>\n"
            out += "<rect width=\"\(n(width))\" height=\"\(n(height))\" rx=\"12\" fill=\"#ffffff\" stroke=\"#8e8e93\" stroke-width=\"2\"/>\n"
            out += "<g clip-path=\"url(#\(clipID))\">\n"
            var drawer = SceneSVG(timeline: timeline, frame: moment.frame, idPrefix: "\(id)-\(index)")
            for root in timeline.roots { drawer.draw(root, into: &out) }
            out += "</g>\n"
            out += "<text text-anchor=\"middle\" font-size=\"\(n(Self.captionFont))\" font-family=\"system-ui, sans-serif\" fill=\"currentColor\">"
            for (line, text) in captions[index].enumerated() {
                let squeeze = Self.estimatedWidth(text) > width ? " textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
                out += "<tspan x=\"\(n(width / 2))\" y=\"\(n(height + 12 + Self.captionLine * Double(line + 1)))\"\(squeeze)>\(SVGText.text(text))</tspan>"
            }
            out += "</text>\n</g>\n"
        }
        return out
    }

    /// A standalone SVG file (`run --svg`): `strips` one under another, each under its title,
    /// scaled to one width.
    public static func document(_ strips: [(title: String, strip: FilmStrip)]) -> String {
        let width = 1200.0, titleHeight = 40.0
        var rows = ""
        var top = 0.0
        for entry in strips {
            let size = entry.strip.size
            let height = (width - 16) * size.height / max(1, size.width)
            rows += "<text x=\"8\" y=\"\(entry.strip.n(top + 28))\" font-size=\"20\" font-family=\"system-ui, sans-serif\" fill=\"#1d1d1f\">\(SVGText.text(entry.title))</text>\n"
            rows += "<svg x=\"8\" y=\"\(entry.strip.n(top + titleHeight))\" width=\"\(entry.strip.n(width - 16))\" height=\"\(entry.strip.n(height))\" viewBox=\"0 0 \(entry.strip.n(size.width)) \(entry.strip.n(size.height))\">\n"
            rows += entry.strip.panels() + "</svg>\n"
            top += titleHeight + height + 16
        }
        let total = NumberText.trimmed(top, decimals: 3)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"\(total)\" viewBox=\"0 0 1200 \(total)\">\n"
            + "<rect width=\"1200\" height=\"\(total)\" fill=\"#ffffff\"/>\n" + rows + "</svg>\n"
    }

    private func n(_ value: Double) -> String { NumberText.trimmed(value, decimals: 3) }
}

