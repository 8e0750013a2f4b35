import Lessons
import MotionTrace
import SiteBuilder

/// Traces written by hand for the fixture course, so page tests need no compiler.
enum HandMadeTraces {
    /// 11 frames at 10 fps: a square whose `offset.x` goes 0 → 100 between 0.2 s and 0.7 s
    /// (linear) and its `scaleEffect` 1 → 1.5 with it, whose `opacity` dips to 0.5 and back, a tap, a state
    /// change, a spring and an interpolating spring starting, a completion; strings that must be
    /// escaped in the view name, a node path and an event detail.
    static func slide() -> Trace {
        let times = (0...10).map { Double($0) / 10 }
        let x: [Double] = [0, 0, 0, 20, 40, 60, 80, 100, 100, 100, 100]
        let opacity: [Double] = [1, 1, 1, 0.75, 0.5, 0.5, 0.75, 1, 1, 1, 1]
        return Trace(
            view: "Slide<T>", duration: 1, fps: 10, times: times,
            tracks: [
                .init(node: "RoundedRectangle", path: "Slide/VStack/RoundedRectangle", property: "offset",
                    components: ["x", "y"], values: x.map { [$0, 0] }),
                .init(node: "RoundedRectangle", path: "Slide/VStack/RoundedRectangle", property: "opacity",
                    components: ["value"], values: opacity.map { [$0] }),
                .init(node: "RoundedRectangle", path: "Slide/VStack/RoundedRectangle", property: "scaleEffect",
                    components: ["x", "y"], values: x.map { [1 + $0 / 200, 1 + $0 / 200] }),
                .init(node: "Text(\"</script><b>\")", path: "Slide/VStack/Text(\"</script><b>\")", property: "opacity",
                    components: ["value"], values: times.map { $0 < 0.5 ? [1] : [0] }),
            ],
            events: [
                .init(t: 0, kind: .appear, node: "Slide", path: "Slide"),
                .init(t: 0.2, kind: .tap, detail: "Move </script><script>alert(1)</script>"),
                .init(t: 0.2, kind: .state, path: "Slide", property: "isMoved", detail: "true"),
                .init(t: 0.2, kind: .animation, property: "offset", animation: "spring(response: 0.5, dampingFraction: 0.825).delay(0)"),
                .init(t: 0.2, kind: .animation, property: "opacity",
                    animation: "interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)"),
                .init(t: 0.7, kind: .logicallyComplete, property: "offset", animation: "spring(response: 0.5, dampingFraction: 0.825).delay(0)"),
                .init(t: 0.7, kind: .removed, property: "offset", animation: "spring(response: 0.5, dampingFraction: 0.825).delay(0)"),
            ])
    }

    /// A uniform `scaleEffect` from 1 to 1.5 (the exercise's target).
    static func grow() -> Trace {
        let times = (0...6).map { Double($0) / 10 }
        let scale: [Double] = [1, 1, 1.1, 1.3, 1.5, 1.5, 1.5]
        return Trace(
            view: "Grow", duration: 0.6, fps: 10, times: times,
            tracks: [.init(node: "Circle", path: "Grow/Circle", property: "scaleEffect", components: ["x", "y"], values: scale.map { [$0, $0] })],
            events: [.init(t: 0.2, kind: .tap, detail: "*"), .init(t: 0.2, kind: .animation, property: "scaleEffect", animation: "default")])
    }

    /// The fixture course's traces: `pulse` in German and Chinese, the exercise `grow` in German.
    static func fixtureTraces() -> SnippetTraces {
        var traces = SnippetTraces()
        traces["de/01-basics.md", "pulse"] = slide()
        traces["zh-Hans/01-basics.md", "pulse"] = slide()
        traces["de/01-basics.md", "grow"] = grow()
        return traces
    }
}
