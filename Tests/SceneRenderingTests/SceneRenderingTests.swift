import Foundation
import FoundationXML
import Testing
import MotionTrace
import SceneRendering

/// The scene drawn without a browser: state per frame, the film strip and the Lottie export,
/// on traces the engine records.
@Suite struct SceneRenderingTests {
    struct Slide: View {
        @State private var moved = false

        var body: some View {
            ZStack {
                Circle()
                    .fill(.red)
                    .frame(width: 40, height: 40)
                    .offset(x: moved ? 100 : 0)
                    .opacity(moved ? 0.5 : 1)
                RoundedRectangle(cornerRadius: 8)
                    .fill(.blue)
                    .frame(width: 60, height: 30)
                    .scaleEffect(moved ? 2 : 1, anchor: .topLeading)
                    .zIndex(-1)
                Button("Go") { withAnimation(.linear(duration: 0.5)) { moved = true } }
            }
            .opacity(0.8)
        }
    }

    private func slideTrace() throws -> Trace {
        try MotionTrace.trace(Slide(), scenario: TraceScenario(view: "Slide", duration: 1, taps: [TraceScenario.Tap(target: "Go", time: 0.2)]))
    }

    private func index(_ timeline: SceneTimeline, _ suffix: String) throws -> Int {
        try #require(timeline.scene.nodes.firstIndex { $0.path.hasSuffix(suffix) })
    }

    @Test func statesComeFromTheTracks() throws {
        let trace = try slideTrace()
        let timeline = try #require(SceneTimeline(trace))
        let circle = try index(timeline, "/Circle")
        let geometry = try #require(trace.tracks.first { $0.path == timeline.scene.nodes[circle].path && $0.property == "geometry" })
        for k in [0, 12, 30, 59] {
            let state = timeline.state(circle, at: k)
            #expect([state.frame.x, state.frame.y, state.frame.width, state.frame.height] == geometry.values[k])
            #expect(state.fill == [1, 0, 0, 1] || state.fill?.count == 4)
        }
        // Halfway through the linear half second (tap at 0.2 s, frame 12): half the opacity change,
        // times the stack's 0.8.
        let own = timeline.state(circle, at: 27).opacity
        #expect(abs(own - 0.75) < 0.02)
        #expect(abs(timeline.effectiveOpacity(circle, at: 27) - own * 0.8) < 1e-9)
        // zIndex -1 paints the rounded rectangle before the circle.
        let rounded = try index(timeline, "/RoundedRectangle")
        #expect(timeline.paintingOrder.firstIndex(of: rounded)! < timeline.paintingOrder.firstIndex(of: circle)!)
        #expect(timeline.state(rounded, at: 0).anchor == (0, 0))
        #expect(abs(timeline.state(rounded, at: 59).scale.x - 2) < 1e-9)
    }

    @Test func filmStripShowsTheMomentsAtTheirTracedPlaces() throws {
        let trace = try slideTrace()
        let strip = try #require(FilmStrip(trace: trace, id: "t", kindName: \.rawValue))
        // The first frame, the tap's (with the animation it starts), the animation's middle
        // (frame 12 to its logical completion at frame 42), the last.
        #expect(strip.moments.map(\.frame) == [0, 12, 27, 60])
        #expect(strip.moments[1].events.contains(.tap))
        #expect(strip.captions[0] == ["0 s"] && strip.captions[1].first == "0.2 s")
        #expect(strip.captions[1].dropFirst().joined(separator: ", ") == strip.moments[1].events.map(\.rawValue).joined(separator: ", "))
        // Kinds wrap to the panel's width (393 points here, 22-point captions).
        let long = FilmStrip.lines(["Zustandsänderung", "Animationsbeginn", "Übergang"], width: 393)
        #expect(long == ["Zustandsänderung", "Animationsbeginn, Übergang"])
        let svg = strip.svg(label: "Slide")
        let document = try XMLDocument(xmlString: svg)
        let panels = try document.nodes(forXPath: "/*/*[local-name()='g']")
        #expect(panels.count == 4)
        // The circle, in the last panel, is translated by its traced offset in its parent.
        let timeline = strip.timeline
        let circle = try index(timeline, "/Circle")
        let state = timeline.state(circle, at: 60)
        let translate = "translate(\(NumberText.trimmed(state.offsetInParent.x, decimals: 3)) \(NumberText.trimmed(state.offsetInParent.y, decimals: 3)))"
        let groups = try panels[3].nodes(forXPath: ".//*[local-name()='g'][*[local-name()='ellipse']]")
        #expect(groups.count == 1)
        // (XPath results are plain nodes here: their attributes are read from their markup.)
        let markup = groups.first?.xmlString ?? ""
        #expect(markup.hasPrefix("<g transform=\"\(translate)"))
        #expect(markup.contains(" opacity=\"0.5\""))
        let middle = try panels[2].nodes(forXPath: ".//*[local-name()='g'][*[local-name()='ellipse']]").first?.xmlString ?? ""
        #expect(middle.contains(" opacity=\"0.75\""))
        // Byte-identical for the same trace.
        #expect(svg == strip.svg(label: "Slide"))
    }

    struct Status: View {
        @State private var done = false

        var body: some View {
            VStack {
                Text(done ? "Done" : "Loading")
                Image(systemName: done ? "checkmark" : "hourglass")
                Button("Finish") { done = true }
            }
        }
    }

    /// A text and a symbol are drawn with what they show at the panel's frame.
    @Test func filmStripDrawsEachMomentsStringAndSymbol() throws {
        let trace = try MotionTrace.trace(Status(), scenario: TraceScenario(view: "Status", duration: 0.5, taps: [TraceScenario.Tap(target: "Finish", time: 0.2)]))
        let strip = try #require(FilmStrip(trace: trace, id: "s", kindName: \.rawValue))
        #expect(strip.moments.first?.frame == 0 && (strip.moments.last?.frame ?? 0) > 12)
        let panels = try XMLDocument(xmlString: strip.svg(label: "Status")).nodes(forXPath: "/*/*[local-name()='g']")
        func shown(_ panel: XMLNode) throws -> (texts: [String], symbols: [String]) {
            let texts = try panel.nodes(forXPath: ".//*[local-name()='text'][ancestor::*[@clip-path]]").compactMap(\.stringValue)
            let symbols = try panel.nodes(forXPath: ".//*[local-name()='circle']/*[local-name()='title']").compactMap(\.stringValue)
            return (texts, symbols)
        }
        let first = try shown(try #require(panels.first))
        let last = try shown(try #require(panels.last))
        #expect(first.texts.contains("Loading") && !first.texts.contains("Done") && first.symbols == ["hourglass"])
        #expect(last.texts.contains("Done") && !last.texts.contains("Loading") && last.symbols == ["checkmark"])
        let timeline = strip.timeline
        let text = try index(timeline, "/VStack/Text")
        #expect(timeline.state(text, at: 11).text == "Loading" && timeline.state(text, at: 12).text == "Done")
    }

    @Test func lottieLayersAreKeyedAsTraced() throws {
        let trace = try slideTrace()
        let lottie = try #require(LottieAnimation(trace: trace, name: "Slide"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lottie.json().utf8)) as? [String: Any])
        #expect(object["fr"] as? Int == 60)
        #expect(object["op"] as? Int == trace.times.count)
        let layers = try #require(object["layers"] as? [[String: Any]])
        let timeline = lottie.timeline
        #expect(layers.count == timeline.scene.nodes.count)
        let circle = try index(timeline, "/Circle")
        let layer = try #require(layers.first { $0["nm"] as? String == timeline.scene.nodes[circle].path })
        #expect(layer["ty"] as? Int == 4)
        #expect(layer["parent"] as? Int == (timeline.scene.nodes[circle].parent ?? -2) + 1)
        // Position: hold keyframes, each the traced offset in the parent plus the anchor point.
        let transform = try #require(layer["ks"] as? [String: Any])
        let position = try #require(transform["p"] as? [String: Any])
        #expect(position["a"] as? Int == 1)
        let keys = try #require(position["k"] as? [[String: Any]])
        #expect(keys.allSatisfy { $0["h"] as? Int == 1 })
        for key in keys {
            let frame = try #require(key["t"] as? Int)
            let value = try #require(key["s"] as? [Double])
            let state = timeline.state(circle, at: frame)
            #expect(abs(value[0] - (state.offsetInParent.x + state.frame.width / 2)) < 1e-3)
        }
        // Opacity is the product with the stack's 0.8, in percent.
        let opacity = try #require(transform["o"] as? [String: Any])
        let first = try #require((opacity["k"] as? [[String: Any]])?.first?["s"] as? [Double])
        #expect(abs(first[0] - 80) < 1e-3)
        // The rounded rectangle's layer is below the circle's: Lottie draws its first layer on top.
        let names = layers.compactMap { $0["nm"] as? String }
        let roundedPath = timeline.scene.nodes[try index(timeline, "/RoundedRectangle")].path
        #expect(names.firstIndex(of: timeline.scene.nodes[circle].path)! < names.firstIndex(of: roundedPath)!)
    }

    struct Backdrops: View {
        var body: some View {
            ZStack {
                Color.white.background(Color.yellow)
                Color.white.background(Color.green, ignoresSafeAreaEdges: .bottom).frame(height: 300)
                Text("x").padding().background(.red, in: Capsule())
            }
        }
    }

    /// A style background on a view along the safe area's edge reaches into the safe area: the
    /// engine records how far, and the state, the film strip's SVG and the Lottie layer draw it
    /// there; `ignoresSafeAreaEdges` limits it to its edges; `background(_:in:)` never does.
    @Test func backgroundsReachIntoTheSafeArea() throws {
        let trace = try MotionTrace.trace(Backdrops(), scenario: TraceScenario(view: "Backdrops", duration: 0.1))
        let timeline = try #require(SceneTimeline(trace))
        let colours = timeline.scene.nodes.indices.filter { timeline.scene.nodes[$0].kind == .color }
        #expect(colours.count == 2)
        let full = timeline.state(colours[0], at: 0)
        #expect([full.frame.x, full.frame.y, full.frame.width, full.frame.height] == [0, 59, 393, 759] && full.backgroundOutsets == [59, 0, 34, 0])
        #expect(timeline.scene.nodes[colours[0]].backgroundOutsets == [0, 59, 0, 34, 0])
        // 300 points high, centred: away from both edges, so it reaches nowhere.
        #expect(timeline.state(colours[1], at: 0).backgroundOutsets == [0, 0, 0, 0] && timeline.scene.nodes[colours[1]].backgroundOutsets == nil)
        let text = try index(timeline, "/Text")
        #expect(timeline.scene.nodes[text].backgroundOutsets == nil)
        let svg = try #require(FilmStrip(trace: trace, id: "b", kindName: \.rawValue)).svg(label: "Backdrops")
        #expect(svg.contains(#"<rect x="0" y="-59" width="393" height="852""#))
        let lottie = LottieAnimation(trace: trace, name: "Backdrops")?.json() ?? ""
        #expect(lottie.contains(#""s": {"a": 0, "k": [393, 852]}"#))
    }
}
