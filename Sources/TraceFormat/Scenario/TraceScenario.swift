import Foundation

/// How the default scenario drives a snippet: the fence keys of a `swift run` block
/// (README.md, "Writing a lesson") or the options of `motionbook run` (both declared once, in
/// ``ScenarioKey/all``), read by the lesson parser, handed by the snippet runner to the
/// compiled program as JSON on its standard input (``json()``, ``decode(_:)``), which the
/// harness plays. The one model of a scenario; ``ScenarioSyntax`` is the one grammar of its
/// values.
public struct TraceScenario: Hashable, Sendable {
    /// A tap on a target at a virtual time.
    public struct Tap: Hashable, Sendable {
        /// A button title, an SF Symbol name, a `Text`'s string, or `*` for the first tappable view.
        public var target: String
        /// Virtual seconds after mounting; delivered at frame round(time · fps).
        public var time: Double

        public init(target: String, time: Double) {
            self.target = target
            self.time = time
        }
    }

    /// A scripted drag: the finger touches `target` down at the centre of its frame at `time`,
    /// moves by `translation` at a constant speed over `duration` seconds (one sample per frame)
    /// and lifts (the `drag=TARGET@T:dx,dy,duration` fence key).
    public struct Drag: Hashable, Sendable {
        /// As a tap's target; the drag goes to the nearest view with a gesture.
        public var target: String
        /// Virtual seconds after mounting; touch down at frame round(time · fps).
        public var time: Double
        /// Points.
        public var translation: CGSize
        /// Seconds from touch down to lift (lift at frame round((time + duration) · fps)).
        public var duration: Double

        public init(target: String, time: Double, translation: CGSize, duration: Double) {
            self.target = target
            self.time = time
            self.translation = translation
            self.duration = duration
        }

        /// The parts of a `drag=TARGET@T:dx,dy,duration` value.
        public init(target: String, time: Double, dx: Double, dy: Double, duration: Double) {
            self.init(target: target, time: time, translation: CGSize(width: dx, height: dy), duration: duration)
        }
    }

    /// A scripted two-finger gesture (the `pinch=TARGET@T:SCALE,DEGREES[,DX,DY],DURATION` fence
    /// key): two fingers touch `target` down around the centre of its frame at `time`; over
    /// `duration` seconds, one sample per frame, their spread scales linearly from 1 to `scale`,
    /// they turn by `degrees` (positive is clockwise on the screen) and their centre moves by
    /// `translation`; then both lift. `MagnifyGesture`, `RotateGesture` and a `DragGesture` (which
    /// follows the fingers' centre) on the target all see it.
    public struct Pinch: Hashable, Sendable {
        /// As a tap's target; the touch goes to the nearest view with a gesture.
        public var target: String
        /// Virtual seconds after mounting; touch down at frame round(time · fps).
        public var time: Double
        /// The fingers' spread at the lift relative to the touch down (1: unchanged), above 0.
        public var scale: Double
        /// The turn at the lift, in degrees, positive clockwise.
        public var degrees: Double
        /// How far the fingers' centre moves, in points.
        public var translation: CGSize
        /// Seconds from touch down to lift.
        public var duration: Double

        public init(target: String, time: Double, scale: Double, degrees: Double, translation: CGSize = .zero, duration: Double) {
            self.target = target
            self.time = time
            self.scale = scale
            self.degrees = degrees
            self.translation = translation
            self.duration = duration
        }

        /// The parts of a `pinch=` value.
        public init(target: String, time: Double, scale: Double, degrees: Double, dx: Double, dy: Double, duration: Double) {
            self.init(target: target, time: time, scale: scale, degrees: degrees, translation: CGSize(width: dx, height: dy), duration: duration)
        }
    }

    /// The appearance the snippet runs in (`color-scheme=`, `run --color-scheme`): the root
    /// environment's `colorScheme`.
    public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
        case light
        case dark
    }

    /// The mounted view's type name, as written in the snippet (`view=`, `run --view`); nil
    /// before the snippet runner has chosen one (the harness then names the view by its type).
    public var view: String?
    /// Virtual seconds to trace; nil means until every animation is removed, at most
    /// ``maximumDuration``.
    public var duration: Double?
    /// Frames per second of the virtual display.
    public var fps: Int
    public var taps: [Tap]
    /// Whether `accessibilityReduceMotion` is on in the view's environment.
    public var reduceMotion: Bool
    /// The root environment's `colorScheme`; `.light` unless asked for.
    public var colorScheme: ColorScheme
    /// Scripted drags.
    public var drags: [Drag]
    /// Scripted scrolls: a drag's target, time, distance and duration, moving the content of the
    /// target's scroll view (see `TraceSession.scroll`).
    public var scrolls: [Drag]
    /// Scripted two-finger gestures.
    public var pinches: [Pinch]
    /// The device the snippet runs on (`device=`, `run --device`): its screen, safe area,
    /// scale, size classes and text size; ``TraceDevice/standard`` unless asked for.
    public var device: TraceDevice
    /// A root of another size than the device's screen, in points (`size=`, `run --size`); nil
    /// means the device's. A root of its own size is a canvas, not the device's screen: it has
    /// no safe area (``safeArea``), as a fixed-size preview has none; the device's scale, size
    /// classes and text size still apply.
    public var size: CGSize?
    /// Named numbers the program may read by name (empty unless given; the engine reads none
    /// of them itself).
    public var parameters: [String: Double]
    /// The colours and images of the program's asset catalogues (empty unless `motionbook run`
    /// found `*.xcassets` beside the files; no fence key or option sets it).
    public var assets = AssetCatalog()

    /// The default root: the default device's screen in portrait (an iPhone 16's 393 × 852
    /// points).
    public static let defaultSize = TraceDevice.standard.size

    /// The root's size in points: ``size`` if given, else the device's screen.
    public var rootSize: CGSize { size ?? device.size }

    /// The root's safe area: the device's, unless ``size`` gives the root a size of its own
    /// (then none).
    public var safeArea: TraceDevice.Insets { size == nil ? device.safeArea : .zero }

    /// The longest a scenario without `duration` runs, in virtual seconds.
    public static let maximumDuration = 10.0

    /// The frame rates a scenario may ask for (`fps=` fence key, `run --fps`), frames per second.
    public static let frameRates = 1...240
    /// The longest `duration` a scenario may ask for (`duration=`, `run --duration`), in seconds.
    public static let longestDuration = 60.0

    /// Whether `seconds` is a duration a scenario may ask for: above 0, at most ``longestDuration``.
    public static func allows(duration seconds: Double) -> Bool { seconds > 0 && seconds <= longestDuration }

    /// Whether `fps` is a frame rate a scenario may ask for (``frameRates``).
    public static func allows(fps: Int) -> Bool { frameRates.contains(fps) }

    /// The longest side a root may have (`size=`, `run --size`), in points.
    public static let largestSide = 10000.0

    /// Whether `size` is a root a scenario may ask for: each side above 0 and at most ``largestSide``.
    public static func allows(size: CGSize) -> Bool {
        size.width > 0 && size.height > 0 && size.width <= largestSide && size.height <= largestSide
    }

    public init(
        view: String? = nil, duration: Double? = nil, fps: Int = 60, taps: [Tap] = [], reduceMotion: Bool = false, drags: [Drag] = [],
        size: CGSize? = nil, scrolls: [Drag] = [], pinches: [Pinch] = [], parameters: [String: Double] = [:],
        colorScheme: ColorScheme = .light, device: TraceDevice = .standard
    ) {
        self.device = device
        self.colorScheme = colorScheme
        self.parameters = parameters
        self.scrolls = scrolls
        self.pinches = pinches
        self.size = size
        self.view = view
        self.duration = duration
        self.fps = fps
        self.taps = taps
        self.reduceMotion = reduceMotion
        self.drags = drags
    }
}
