import Foundation
@_spi(Runtime) import MotionCore

/// A mounted view on a virtual display clock, driven frame by frame: the lower-level API of
/// MotionTrace for hidden regions of snippets and for tests.
///
/// ```swift
/// let session = TraceSession(PulsingDot())          // mounted at t = 0, onAppear has run
/// session.tap("Like", at: 0.2)                      // delivered at frame round(0.2 · fps)
/// try session.advance(to: 1.0)                      // renders frames 0 … 60
/// session.value(of: TraceProperty.scaleEffect.name, at: "PulsingDot/Circle")   // [x, y] at t = 1
/// let trace = session.trace()
/// ```
/// Each frame k (t = k / fps): timers and task sleeps due by t run; taps scheduled for frame k
/// are delivered; views driven every frame are re-evaluated; every property is sampled; then
/// completion callbacks that became due run (their changes start at t).
public final class TraceSession {
    /// Frames per second.
    public let fps: Int
    /// The trace's view name.
    public let viewName: String
    /// The runtime the session drives: for tests of the engine that look inside it.
    @_spi(Runtime) public let runtime: ViewRuntime
    private var recorder = TraceRecorder()
    private var sceneRecorder = SceneRecorder()
    /// The root's size, points.
    private let size: CGSize
    private var taps: [(frame: Int, target: String)] = []
    private var touches: [TouchScript] = []
    private var scrolls: [ScrollScript] = []
    /// The last frame rendered (`nil` before the first).
    public private(set) var frame: Int?

    /// Mounts `view` at t = 0 (its `onAppear` actions and the updates they cause run now).
    /// `name` is the trace's view name (the view's type name by default); `reduceMotion` sets
    /// `accessibilityReduceMotion` in the environment, `colorScheme` its `colorScheme`.
    /// `device` is the device it runs on (an iPhone 16 by default): the root is its screen, the
    /// root view is laid out in its safe area, and its size classes, scale and text size are in
    /// the environment. `size` gives the root another size in points, without a safe area
    /// (``TraceScenario/safeArea``).
    public init<V: View>(
        _ view: @autoclosure () -> V, name: String? = nil, fps: Int = 60, reduceMotion: Bool = false,
        size: CGSize? = nil, colorScheme: ColorScheme = .light, device: TraceDevice = .standard
    ) {
        let root = TraceScenario(size: size, device: device)
        var environment = EnvironmentValues()
        environment.setAccessibilityReduceMotion(reduceMotion)
        environment.colorScheme = colorScheme
        environment.apply(device)
        self.fps = max(fps, 1)
        let screen = ScreenTraits(device, size: root.rootSize)
        // The root is made before its runtime: `UIScreen.main` in it must be the device's.
        let rootView = UIScreen.withScreen(screen) { view() }
        viewName = name ?? TypeNames.name(of: V.self)
        self.size = root.rootSize
        runtime = ViewRuntime(
            root: rootView, fps: self.fps, environment: environment, rootSize: root.rootSize, safeArea: EdgeInsets(root.safeArea))
        runtime.screen = screen
        runtime.mount()
        recorder.record(events: runtime.takeEvents())
        sceneRecorder.learn(from: runtime)
    }

    /// The time of frame `frame`: one division, frame / fps.
    public func time(ofFrame frame: Int) -> Double {
        Double(frame) / Double(fps)
    }

    /// Schedules a drag on `target`: touch down at the centre of its frame at frame
    /// round(time · fps), optionally held still for `holding` seconds, then moved by
    /// `translation` at a constant speed over `duration` seconds, one finger sample per frame,
    /// and lifted where it ends.
    public func drag(_ target: String, at time: Double, translation: CGSize, duration: Double, holding: Double = 0) {
        schedule(TouchScript(target: target, kind: "drag", startFrame: frame(at: time), holdFrames: frame(at: holding), moveFrames: frame(at: duration), translation: translation))
    }

    /// Schedules a scroll of the scroll view around `target` (`*`: the first scroll view): from
    /// frame round(time · fps) its content offset moves linearly by `translation` points (a
    /// positive height scrolls toward the content's end) over `duration` seconds, one step per
    /// frame, clamped to the content's scrollable range; it stops there (no deceleration).
    public func scroll(_ target: String, at time: Double, translation: CGSize, duration: Double) {
        var script = ScrollScript(target: target, startFrame: frame(at: time), moveFrames: frame(at: duration), translation: translation)
        script.startFrame = max(script.startFrame, (frame ?? -1) + 1)
        scrolls.append(script)
    }

    /// Schedules a press held still on `target` for `duration` seconds (a long press).
    public func press(_ target: String, at time: Double, duration: Double) {
        schedule(TouchScript(target: target, kind: "press", startFrame: frame(at: time), holdFrames: frame(at: duration), moveFrames: 0))
    }

    /// Schedules a two-finger pinch on `target` from scale 1 to `scale` over `duration` seconds.
    public func pinch(_ target: String, at time: Double, scale: CGFloat, duration: Double) {
        twoFingers(target, at: time, scale: scale, by: .zero, translation: .zero, duration: duration)
    }

    /// Schedules a two-finger rotation on `target` by `angle` over `duration` seconds.
    public func rotate(_ target: String, at time: Double, by angle: Angle, duration: Double) {
        schedule(TouchScript(target: target, kind: "rotate", startFrame: frame(at: time), holdFrames: 0, moveFrames: frame(at: duration), rotation: angle))
    }

    /// Schedules two fingers on `target` that, over `duration` seconds, spread from scale 1 to
    /// `scale`, turn by `angle` and move their centre by `translation`, all linearly, then lift
    /// (the `pinch=` fence key): a pinch, a rotation and a drag in one touch.
    public func twoFingers(_ target: String, at time: Double, scale: CGFloat, by angle: Angle, translation: CGSize, duration: Double) {
        schedule(TouchScript(
            target: target, kind: "pinch", startFrame: frame(at: time), holdFrames: 0, moveFrames: frame(at: duration),
            translation: translation, magnification: scale, rotation: angle))
    }

    private func schedule(_ script: TouchScript) {
        var script = script
        script.startFrame = max(script.startFrame, (frame ?? -1) + 1)
        touches.append(script)
    }

    /// The frame a time falls on: round(time · fps).
    public func frame(at time: Double) -> Int {
        Int((time * Double(fps)).rounded())
    }

    /// Schedules a tap on `target` (a button title, an SF Symbol name, a text, a path, or `*`)
    /// at frame round(time · fps); without a time, at the next frame.
    public func tap(_ target: String, at time: Double? = nil) {
        let tapFrame = time.map(frame(at:)) ?? ((frame ?? -1) + 1)
        taps.append((max(tapFrame, (frame ?? -1) + 1), target))
    }

    /// Renders frames up to and including `lastFrame`.
    public func advance(toFrame lastFrame: Int) throws(MotionTraceError) {
        while (frame ?? -1) < lastFrame {
            try renderNextFrame()
        }
    }

    /// Renders frames up to the one at `time` (round(time · fps)).
    public func advance(to time: Double) throws(MotionTraceError) {
        try advance(toFrame: frame(at: time))
    }

    /// Renders frames until nothing is animating and nothing is scheduled (no timer, sleep or
    /// tap), or until `maximumDuration` seconds; returns the last frame's time.
    @discardableResult
    public func advanceUntilSettled(maximumDuration: Double = TraceScenario.maximumDuration) throws(MotionTraceError) -> Double {
        let lastFrame = frame(at: maximumDuration)
        repeat {
            try renderNextFrame()
        } while (frame ?? 0) < lastFrame
            && (runtime.hasPendingWork || taps.contains { $0.frame > (frame ?? 0) } || touches.contains { $0.lastFrame > (frame ?? 0) }
                || scrolls.contains { $0.lastFrame > (frame ?? 0) })
        return time(ofFrame: frame ?? 0)
    }

    /// The value of `property` of the node at `path` at the last rendered frame, one number per
    /// component; `nil` if there is no such property.
    public func value(of property: String, at path: String) -> [Double]? {
        recorder.latest(property, at: path)
    }

    /// The frame of the view at `path` in root coordinates at the last rendered frame (its
    /// `geometry`: layout, animation and offsets), or `nil` if there is no such view.
    public func frame(of path: String) -> CGRect? {
        guard let values = value(of: TraceProperty.geometry.name, at: path), values.count == 4 else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A view of the mounted tree.
    public struct Node: Equatable, Sendable {
        /// The readable name (`Text("Hi")`, `Image(star.fill)`).
        public let name: String
        /// The path (`LikeButton/HStack/Image`).
        public let path: String
        /// Styling modifiers recorded on it, not simulated, in the order written (`font(.title)`,
        /// `transition(.scale)`).
        public let styles: [String]
        /// Its traced properties, in the order written.
        public let properties: [String]
    }

    /// The views now in the tree (those with a path component), in tree order.
    public var nodes: [Node] {
        runtime.nodes.map { Node(name: $0.name, path: $0.path, styles: $0.styles, properties: $0.properties) }
    }

    /// The last rendered frame's sample as the runtime gave it (before the trace holds values of
    /// absent properties): for tests of the engine.
    @_spi(Runtime) public var lastSample: FrameSample? { recorder.lastSample }

    /// The events so far, the mount's first.
    @_spi(Runtime) public var events: [Trace.Event] { recorder.events }

    /// Whether anything is still animating or scheduled.
    public var isSettled: Bool {
        !runtime.hasPendingWork && taps.isEmpty && touches.allSatisfy { $0.lastFrame <= (frame ?? -1) }
            && scrolls.allSatisfy { $0.lastFrame <= (frame ?? -1) }
    }

    /// The trace so far; its duration is the last frame's time unless given.
    public func trace(duration: Double? = nil) -> Trace {
        recorder.trace(
            view: viewName, duration: duration ?? time(ofFrame: frame ?? 0), fps: fps,
            scene: sceneRecorder.scene(width: Double(size.width), height: Double(size.height)))
    }

    private func renderNextFrame() throws(MotionTraceError) {
        let next = (frame ?? -1) + 1
        runtime.beginFrame(next)
        let due = taps.filter { $0.frame == next }
        taps.removeAll { $0.frame == next }
        for tap in due {
            do {
                try runtime.tap(tap.target)
            } catch {
                throw MotionTraceError(description: "tap on '\(tap.target)' at t = \(time(ofFrame: next)) s: \(error.description)")
            }
        }
        for index in touches.indices {
            do {
                try touches[index].play(frame: next, on: runtime)
            } catch {
                throw MotionTraceError(description: "\(touches[index].kind) on '\(touches[index].target)' at t = \(time(ofFrame: next)) s: \(error.description)")
            }
        }
        for index in scrolls.indices {
            do {
                try scrolls[index].play(frame: next, on: runtime)
            } catch {
                throw MotionTraceError(description: "scroll on '\(scrolls[index].target)' at t = \(time(ofFrame: next)) s: \(error.description)")
            }
        }
        let sample = runtime.finishFrame {
            for index in touches.indices { touches[index].lift(frame: next, on: runtime) }
        }
        frame = next
        recorder.record(sample, events: runtime.takeEvents())
        sceneRecorder.record(sample)
        sceneRecorder.learn(from: runtime)
        if let problem = runtime.unsupportedUse {
            throw MotionTraceError(description: problem)
        }
    }
}

/// A scenario that cannot run: a tap target that is missing or not tappable, or snippet code
/// MotionTrace cannot run deterministically.
public struct MotionTraceError: Error, Equatable, CustomStringConvertible {
    public let description: String
}
