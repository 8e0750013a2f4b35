import Lessons
import SiteBuilder
import TraceFormat

/// Traces written by hand for the fixture course, so page tests need no compiler (nor the
/// engine: the springs' forms are the numbers MotionCore recorded for these animations).
enum HandMadeTraces {
    /// `spring(response: 0.5, dampingFraction: 0.825).delay(0)`.
    static let delayedSpring = Trace.AnimationParameters(
        kind: .delay, description: "spring(response: 0.5, dampingFraction: 0.825).delay(0)", delay: 0,
        animations: [
            .init(
                kind: .spring, description: "spring(response: 0.5, dampingFraction: 0.825)", response: 0.5, dampingFraction: 0.825,
                blendDuration: 0,
                spring: .init(
                    response: 0.5, dampingFraction: 0.825, mass: 1, stiffness: 157.91367041742973, damping: 20.734511513692635,
                    duration: 0.5, bounce: 0.17500000000000004, settlingDuration: 0.9007679967004905))
        ])

    /// `interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)`.
    static let interpolatingSpring = Trace.AnimationParameters(
        kind: .interpolatingSpring, description: "interpolatingSpring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)",
        mass: 1, stiffness: 100, damping: 10, initialVelocity: 0,
        spring: .init(
            response: 0.6283185307179586, dampingFraction: 0.5, mass: 1, stiffness: 100.00000000000001, damping: 10,
            duration: 0.6283185307179586, bounce: 0.5, settlingDuration: 1.7399029496420382))

    /// `Animation.default`.
    static let defaultAnimation = Trace.AnimationParameters(
        kind: .default, description: "default", response: 0.55, dampingFraction: 1, blendDuration: 0,
        spring: .init(
            response: 0.55, dampingFraction: 1, mass: 1, stiffness: 130.5071656342394, damping: 22.84794657156213,
            duration: 0.55, bounce: 0, settlingDuration: 0.9))

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
                .init(node: "RoundedRectangle", path: "Slide/VStack/RoundedRectangle", property: "geometry",
                    components: ["x", "y", "width", "height"], values: x.map { [150 + $0, 380, 60, 60] }),
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
                .init(t: 0.2, kind: .animation, property: "offset", animation: delayedSpring.description, parameters: delayedSpring),
                .init(t: 0.2, kind: .animation, property: "opacity",
                    animation: interpolatingSpring.description, parameters: interpolatingSpring),
                .init(t: 0.7, kind: .logicallyComplete, property: "offset", animation: delayedSpring.description, parameters: delayedSpring),
                .init(t: 0.7, kind: .removed, property: "offset", animation: delayedSpring.description, parameters: delayedSpring),
            ],
            scene: slideScene())
    }

    /// The slide's scene: a root, a stack, the square (its geometry moves with its offset) and
    /// a text whose string must be escaped, inserted at 0.3 s.
    static func slideScene() -> Trace.Scene {
        var square = Trace.SceneNode(path: "Slide/VStack/RoundedRectangle", kind: .roundedRectangle, parent: 1, frame: [150, 380, 60, 60])
        square.cornerRadius = 8
        square.fill = Trace.ScenePaint(rgba: [0, 0.478, 1, 1])
        var text = Trace.SceneNode(path: "Slide/VStack/Text(\"</script><b>\")", kind: .text, parent: 1, from: 3, frame: [150, 450, 80, 20])
        text.text = "</script><b>"
        text.fontSize = 17
        text.fill = Trace.ScenePaint(rgba: [0, 0, 0, 1])
        return Trace.Scene(width: 393, height: 852, nodes: [
            Trace.SceneNode(path: "Slide", kind: .group, frame: [0, 0, 393, 852]),
            Trace.SceneNode(path: "Slide/VStack", kind: .group, parent: 0, frame: [150, 380, 80, 90]),
            square, text,
        ])
    }

    /// A uniform `scaleEffect` from 1 to 1.5 (the exercise's target).
    static func grow() -> Trace {
        growing(
            [1, 1, 1.1, 1.3, 1.5, 1.5, 1.5],
            events: [.init(t: 0.2, kind: .tap, detail: "*"), .init(t: 0.2, kind: .animation, property: "scaleEffect", animation: "default", parameters: defaultAnimation)])
    }

    /// The starter of the exercise `grow`: the same tap without `withAnimation`, so the scale
    /// jumps from 1 to 1.5 in the tap's frame.
    static func growStarter() -> Trace {
        growing([1, 1, 1.5, 1.5, 1.5, 1.5, 1.5], events: [.init(t: 0.2, kind: .tap, detail: "*")])
    }

    /// The view `Grow` over 7 frames at 10 fps: its Circle's uniform `scaleEffect` per frame.
    private static func growing(_ scale: [Double], events: [Trace.Event]) -> Trace {
        Trace(
            view: "Grow", duration: 0.6, fps: 10, times: (0...6).map { Double($0) / 10 },
            tracks: [.init(node: "Circle", path: "Grow/Circle", property: "scaleEffect", components: ["x", "y"], values: scale.map { [$0, $0] })],
            events: events)
    }

    /// The fixture course's traces: `pulse` in German and Chinese, the exercise `grow` (its
    /// target and its starter) in German.
    static func fixtureTraces() -> SnippetTraces {
        var traces = SnippetTraces()
        traces["de/01-basics.md", "pulse"] = slide()
        traces["zh-Hans/01-basics.md", "pulse"] = slide()
        traces["de/01-basics.md", "grow"] = grow()
        traces.setStarter(growStarter(), fingerprint: nil, lessonPath: "de/01-basics.md", snippetID: "grow")
        return traces
    }
}
