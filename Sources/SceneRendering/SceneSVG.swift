import Foundation
import TraceFormat

/// Draws scene nodes at one frame as SVG: each node a `<g>` inside its parent's, translated to
/// its place in the parent, with its scale, rotation (and a 3D rotation's projection) about its
/// anchor, its opacity, blur and clip, then what it draws in its own frame (origin top left,
/// points) and its children.
struct SceneSVG {
    let timeline: SceneTimeline
    let frame: Int
    /// Prefix of the ids of clip paths and filters, unique in the page.
    let idPrefix: String
    private var nextID = 0

    init(timeline: SceneTimeline, frame: Int, idPrefix: String) {
        self.timeline = timeline
        self.frame = frame
        self.idPrefix = idPrefix
    }

    mutating func draw(_ index: Int, into out: inout String) {
        guard timeline.isPresent(index, at: frame) else { return }
        let node = timeline.scene.nodes[index]
        let state = timeline.state(index, at: frame)
        let (w, h) = (state.frame.width, state.frame.height)
        var transform = "translate(\(n(state.offsetInParent.x)) \(n(state.offsetInParent.y)))"
        let rotation = state.flatRotation
        let (sx, sy) = state.flatScale
        if rotation != 0 || sx != 1 || sy != 1 {
            let (ax, ay) = (state.anchor.x * w, state.anchor.y * h)
            transform += " translate(\(n(ax)) \(n(ay)))"
            if rotation != 0 { transform += " rotate(\(n(rotation)))" }
            if sx != 1 || sy != 1 { transform += " scale(\(n(sx)) \(n(sy)))" }
            transform += " translate(\(n(-ax)) \(n(-ay)))"
        }
        out += "<g transform=\"\(transform)\""
        if state.opacity != 1 { out += " opacity=\"\(n(max(0, min(1, state.opacity))))\"" }
        if state.blur > 0 {
            let id = makeID("blur")
            out += " filter=\"url(#\(id))\"><filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(state.blur))\"/></filter"
        }
        out += ">"
        var closeClip = false
        if let clip = node.clip {
            let id = makeID("clip")
            out += "<clipPath id=\"\(id)\">" + outline(clip, w: w, h: h, corner: clip == .capsule ? min(w, h) / 2 : state.clipCornerRadius, inset: 0) + "</clipPath>"
            out += "<g clip-path=\"url(#\(id))\">"
            closeClip = true
        }
        if let background = state.background {
            let o = state.backgroundOutsets
            let place = o == [0, 0, 0, 0] ? "" : " x=\"\(n(0 - o[1]))\" y=\"\(n(0 - o[0]))\""
            out += "<rect\(place) width=\"\(n(w + o[1] + o[3]))\" height=\"\(n(h + o[0] + o[2]))\"\(paint("fill", background))/>"
        }
        drawOwn(node, state: state, into: &out)
        for child in timeline.children[index] { draw(child, into: &out) }
        if closeClip { out += "</g>" }
        out += "</g>\n"
    }

    /// What the node itself draws in its frame.
    private func drawOwn(_ node: Trace.SceneNode, state: NodeState, into out: inout String) {
        let (w, h) = (state.frame.width, state.frame.height)
        let colour = state.fill ?? [0, 0, 0, 1]
        switch node.kind {
        case .rectangle, .roundedRectangle, .circle, .ellipse, .capsule, .shape:
            let line = state.lineWidth
            var shape = outline(node.kind, w: w, h: h, corner: state.cornerRadius, inset: line / 2)
            shape.removeLast(2)
            if line > 0 {
                shape += " fill=\"none\"\(paint("stroke", colour)) stroke-width=\"\(n(line))\""
            } else {
                shape += paint("fill", colour)
            }
            if state.trim != (0, 1) {
                shape += " pathLength=\"1\" stroke-dasharray=\"\(n(max(0, state.trim.to - state.trim.from))) 1\" stroke-dashoffset=\"\(n(-state.trim.from))\""
            }
            out += shape + "/>"
        case .color, .gradient:
            out += "<rect width=\"\(n(w))\" height=\"\(n(h))\"\(paint("fill", colour))/>"
        case .text:
            let size = node.fontSize ?? 17
            let weight = ["bold", "heavy", "black"].contains(node.fontWeight ?? "") ? " font-weight=\"700\"" : node.fontWeight == "semibold" ? " font-weight=\"600\"" : ""
            out += "<text x=\"\(n(w / 2))\" y=\"\(n(h / 2))\" text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"\(n(size))\"\(weight)"
            out += " font-family=\"system-ui, sans-serif\"\(paint("fill", colour))>\(SVGText.text(state.text ?? ""))</text>"
        case .symbol, .image:
            let r = max(0, min(w, h) / 2 - 1)
            out += "<circle cx=\"\(n(w / 2))\" cy=\"\(n(h / 2))\" r=\"\(n(r))\" fill=\"none\"\(paint("stroke", colour)) stroke-width=\"2\">"
            out += "<title>\(SVGText.text(state.symbol ?? node.kind.rawValue))</title></circle>"
        case .toggle:
            out += "<rect width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(min(w, h) / 2))\" fill=\"#e9e9eb\" stroke=\"#8e8e93\"/>"
        case .slider:
            out += "<rect y=\"\(n(h / 2 - 2))\" width=\"\(n(w))\" height=\"4\" rx=\"2\" fill=\"#007aff\"/>"
        case .progress:
            out += "<rect y=\"\(n(h / 2 - 2))\" width=\"\(n(w))\" height=\"4\" rx=\"2\" fill=\"#e5e5ea\"/>"
            out += "<rect y=\"\(n(h / 2 - 2))\" width=\"\(n(w * state.progress))\" height=\"4\" rx=\"2\" fill=\"#007aff\"/>"
        case .group, .button:
            break
        }
    }

    /// A shape's outline element in a `w`×`h` frame, `inset` in from its edges (half a stroke).
    private func outline(_ kind: Trace.SceneNodeKind, w: Double, h: Double, corner: Double, inset: Double) -> String {
        switch kind {
        case .circle, .ellipse:
            let rx = kind == .circle ? min(w, h) / 2 : w / 2, ry = kind == .circle ? rx : h / 2
            return "<ellipse cx=\"\(n(w / 2))\" cy=\"\(n(h / 2))\" rx=\"\(n(max(0, rx - inset)))\" ry=\"\(n(max(0, ry - inset)))\"/>"
        default:
            let radius = kind == .capsule ? min(w, h) / 2 : corner
            let rounded = radius > 0 ? " rx=\"\(n(max(0, radius - inset)))\"" : ""
            return "<rect x=\"\(n(inset))\" y=\"\(n(inset))\" width=\"\(n(max(0, w - 2 * inset)))\" height=\"\(n(max(0, h - 2 * inset)))\"\(rounded)/>"
        }
    }

    /// ` fill="rgb(…)"` (or stroke), with its opacity when not opaque.
    private func paint(_ attribute: String, _ rgba: [Double]) -> String {
        let channel = { (v: Double) in Int((255 * max(0, min(1, v))).rounded()) }
        var out = " \(attribute)=\"rgb(\(channel(rgba[0])),\(channel(rgba[1])),\(channel(rgba[2])))\""
        if rgba[3] < 1 { out += " \(attribute)-opacity=\"\(n(max(0, rgba[3])))\"" }
        return out
    }

    private mutating func makeID(_ kind: String) -> String {
        nextID += 1
        return SVGText.attribute("\(idPrefix)-\(kind)-\(nextID)")
    }

    private func n(_ value: Double) -> String { NumberText.trimmed(value, decimals: 3) }
}
