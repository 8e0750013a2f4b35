import Diagnostics
import Foundation
import SiteBuilder
import TraceFormat

/// The preview server's answers (``SiteServer/routes``): the page at `/`, and under
/// ``prefix`` the state the page draws, one trace document, the counters, and the changes of
/// the script. A change is a GET (the server takes nothing else) that must carry the header
/// ``changeHeader``: a page of another site cannot send it to 127.0.0.1 (a cross-origin
/// request with a custom header needs a preflight, which the server refuses), so only the
/// preview's own page changes the script.
struct PreviewEndpoints: Sendable {
    static let prefix = "/__motionbook/preview/"
    /// The header every change must carry, with the value `1`.
    static let changeHeader = "x-motionbook-preview"

    let session: PreviewSession
    /// The page's markup.
    let page: String

    func answer(_ request: ServerRequest) -> ServerResponse? {
        switch request.path {
        case "/", "/index.html": return .html(page)
        case Self.prefix + "state": return .json(PreviewStateJSON.state(session.current, program: session.program))
        case Self.prefix + "status": return .json(PreviewStateJSON.status(session.current))
        case Self.prefix + "trace":
            let id = request.queryValue("figure") ?? ""
            guard let figure = session.current.figures.first(where: { $0.id == id }) else { return Self.refusal(404, "Not Found", "no figure '\(id)'") }
            return .json(figure.traceJSON)
        case Self.prefix + "target":
            do {
                let (target, _) = try Self.pointed(request, in: session.current)
                return .json("{\"target\": \(JSONText.string(target))}")
            } catch {
                return Self.refusal(400, "Bad Request", error.message)
            }
        case Self.prefix + "change":
            guard request.headers[Self.changeHeader] == "1" else {
                return Self.refusal(403, "Forbidden", "a change needs the header X-Motionbook-Preview: 1")
            }
            do {
                let state = try session.change { script, state throws(PreviewSession.Refusal) in try Self.apply(request, to: &script, state: state) }
                return .json(PreviewStateJSON.state(state, program: session.program))
            } catch {
                return Self.refusal(400, "Bad Request", error.message)
            }
        default:
            return request.path.hasPrefix(Self.prefix) ? Self.refusal(404, "Not Found", "no such endpoint") : nil
        }
    }

    /// A JSON `{"error": message}` answer.
    static func refusal(_ status: Int, _ reason: String, _ message: String) -> ServerResponse {
        .json("{\"error\": \(JSONText.string(message))}", status: status, reason: reason)
    }

    /// Applies the change `request` asks for (`action=press|add|remove|set`) to `script`.
    static func apply(_ request: ServerRequest, to script: inout PreviewScript, state: PreviewSession.State) throws(PreviewSession.Refusal) {
        switch request.queryValue("action") {
        case "press":
            let (target, figure) = try pointed(request, in: state)
            guard let pathText = request.queryValue("path"), let path = PointerPath(text: pathText) else {
                throw PreviewSession.Refusal(message: "path needs x,y,seconds;… (at most \(PointerPath.maximumSamples) samples, time never going back)")
            }
            let time = try seconds(request, "time")
            script.add(path.isTap ? .tap(TraceScenario.Tap(target: target, time: ScenarioSyntax.rounded(time))) : .drag(path.drag(target: target, at: time, fps: figure.trace.fps)))
            // A step on one of several previews is for that preview: the others have other views.
            if script.preview == nil, state.previewNames.count > 1, let number = Int(figure.id.dropFirst("preview-".count)) {
                script.preview = String(number)
            }
        case "add":
            let kind = request.queryValue("kind") ?? ""
            guard PreviewScript.stepKeys.contains(kind), let key = ScenarioKey.named(kind) else {
                throw PreviewSession.Refusal(message: "kind needs one of \(PreviewScript.stepKeys.joined(separator: ", "))")
            }
            let event = request.queryValue("event") ?? ""
            var read = TraceScenario()
            if let malformed = key.apply(event, to: &read) {
                throw PreviewSession.Refusal(message: "\(kind) needs \(key.optionNeeds), found '\(malformed.part ?? Substring(event))'")
            }
            for tap in read.taps { script.add(.tap(tap)) }
            for drag in read.drags { script.add(.drag(drag)) }
            for scroll in read.scrolls { script.add(.scroll(scroll)) }
            for pinch in read.pinches { script.add(.pinch(pinch)) }
        case "remove":
            guard let index = request.queryValue("index").flatMap({ Int($0) }), script.remove(at: index) else {
                throw PreviewSession.Refusal(message: "index needs the number of a step from 0 to \(max(0, script.steps.count - 1))")
            }
        case "set":
            try set(request, on: &script, previews: state.previewNames)
        default:
            throw PreviewSession.Refusal(message: "action needs press, add, remove or set")
        }
    }

    /// `action=set`: any of `preview` (a preview's number from 1, empty for all), `duration`
    /// (seconds, empty for until nothing animates), `device`, `color-scheme`, each read by its
    /// scenario key.
    private static func set(_ request: ServerRequest, on script: inout PreviewScript, previews: [String]) throws(PreviewSession.Refusal) {
        if let preview = request.queryValue("preview") {
            guard preview.isEmpty || Int(preview).map({ (1...max(1, previews.count)).contains($0) }) == true else {
                throw PreviewSession.Refusal(message: "preview needs a number from 1 to \(previews.count), or nothing for all")
            }
            script.preview = preview.isEmpty ? nil : preview
        }
        var scenario = script.scenario(TraceScenario())
        for name in ["duration", "device", "color-scheme"] {
            guard let value = request.queryValue(name), let key = ScenarioKey.named(name) else { continue }
            if name == "duration" && value.isEmpty {
                scenario.duration = nil
                continue
            }
            if key.apply(value, to: &scenario) != nil { throw PreviewSession.Refusal(message: "\(name) needs \(key.optionNeeds), found '\(value)'") }
        }
        script.duration = scenario.duration.map(ScenarioSyntax.rounded)
        script.device = scenario.device
        script.colorScheme = scenario.colorScheme
    }

    /// The target `figure`, `node` and `time` of `request` point at, and the figure.
    static func pointed(_ request: ServerRequest, in state: PreviewSession.State) throws(PreviewSession.Refusal) -> (String, PreviewSession.Figure) {
        let id = request.queryValue("figure") ?? ""
        guard let figure = state.figures.first(where: { $0.id == id }), let scene = figure.trace.scene else {
            throw PreviewSession.Refusal(message: "no figure '\(id)' with a scene")
        }
        let time = try seconds(request, "time")
        let node = request.queryValue("node") ?? ""
        let frame = Int((time * Double(figure.trace.fps)).rounded())
        guard let target = PreviewTarget.name(of: node, in: scene, frame: frame) else {
            throw PreviewSession.Refusal(message: "no view '\(node)' that a script can name in \(id)")
        }
        return (target, figure)
    }

    /// The query value `name` as seconds: a plain decimal of at least 0, at most the longest
    /// duration.
    static func seconds(_ request: ServerRequest, _ name: String) throws(PreviewSession.Refusal) -> Double {
        guard let text = request.queryValue(name), let value = ScenarioSyntax.decimal(text), value <= TraceScenario.longestDuration else {
            throw PreviewSession.Refusal(message: "\(name) needs seconds from 0 to \(Int(TraceScenario.longestDuration))")
        }
        return value
    }
}
