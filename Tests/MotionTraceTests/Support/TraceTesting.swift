import Foundation
import Testing
import MotionTrace

extension Trace {
    /// The track of `property` at `path`.
    func track(_ path: String, _ property: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Track {
        try #require(tracks.first { $0.path == path && $0.property == property }, "no track \(path) \(property) in \(tracks.map { "\($0.path) \($0.property)" })", sourceLocation: sourceLocation)
    }

    /// One component of a track, frame by frame.
    func series(_ path: String, _ property: String, _ component: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Double] {
        try track(path, property, sourceLocation: sourceLocation).values.map { $0[component] }
    }

    /// The events of `kind`.
    func events(_ kind: String) -> [Event] {
        events.filter { $0.kind.rawValue == kind }
    }
}

/// The shape of a property's animatable data, which decides when a spring stops (its thresholds
/// are absolute, over every component: SEMANTICS.md, "Animations").
enum DataShape {
    /// One number (`opacity`, an offset along one axis: the other part does not move).
    case scalar
    /// `scaleEffect(s)`: the same number in x and y, and the anchor (0.5, 0.5) × 128.
    case uniformScale
}

/// One property's animator over the data shape of its modifier, showing one number.
struct ShapedAnimator {
    let shape: DataShape
    private var scalar: PropertyAnimator<Double>
    private var scale: PropertyAnimator<AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>>

    init(_ shape: DataShape, initial: Double) {
        self.shape = shape
        scalar = PropertyAnimator(initialValue: initial)
        scale = PropertyAnimator(initialValue: Self.scaleData(initial))
    }

    private static func scaleData(_ value: Double) -> AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        AnimatablePair(AnimatablePair(value, value), AnimatablePair(64, 64))
    }

    @discardableResult
    mutating func set(_ value: Double, animation: Animation?, at time: Double) -> Int? {
        switch shape {
        case .scalar: scalar.set(value, transaction: Transaction(animation: animation), at: time)
        case .uniformScale: scale.set(Self.scaleData(value), transaction: Transaction(animation: animation), at: time)
        }
    }

    mutating func value(at time: Double) -> Double {
        switch shape {
        case .scalar: scalar.value(at: time)!
        case .uniformScale: scale.value(at: time)!.first.first
        }
    }

    mutating func takeEvents() -> [AnimatorEvent] {
        switch shape {
        case .scalar: scalar.takeEvents()
        case .uniformScale: scale.takeEvents()
        }
    }
}

/// The frames of a property driven by the animation layer alone (`PropertyAnimator`), as the
/// runtime should present them: `initial` at frame 0, then each change at its frame with its
/// animation (`nil`: not animated), sampled at frames 0 … `frames` (t = k / fps).
func animatorFrames(
    initial: Double, changes: [(frame: Int, value: Double, animation: Animation?)], frames: Int, fps: Int = 60,
    shape: DataShape = .scalar
) -> [Double] {
    var animator = ShapedAnimator(shape, initial: initial)
    var result: [Double] = []
    for frame in 0...frames {
        let time = Double(frame) / Double(fps)
        for change in changes where change.frame == frame {
            animator.set(change.value, animation: change.animation, at: time)
        }
        result.append(animator.value(at: time))
    }
    return result
}

/// Expects two series to agree frame by frame within `tolerance`.
func expectFrames(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "frame count \(actual.count) vs \(expected.count)", sourceLocation: sourceLocation)
    for (frame, (a, e)) in zip(actual, expected).enumerated() where abs(a - e) > tolerance {
        Issue.record("frame \(frame): \(a), expected \(e)", sourceLocation: sourceLocation)
        return
    }
}

/// The trace of `view` with `scenario` fields; by default on a root of the default device's
/// size without its safe area, so that tests read plain numbers (`size: nil`: the device's
/// screen and safe area, as a lesson's snippet runs).
func traceOf<V: View>(
    _ view: V, duration: Double? = nil, fps: Int = 60, taps: [(String, Double)] = [], reduceMotion: Bool = false,
    drags: [TraceScenario.Drag] = [], size: CGSize? = TraceScenario.defaultSize
) throws -> Trace {
    try MotionTrace.trace(
        view,
        scenario: TraceScenario(
            view: String(describing: V.self), duration: duration, fps: fps,
            taps: taps.map { TraceScenario.Tap(target: $0.0, time: $0.1) }, reduceMotion: reduceMotion, drags: drags, size: size))
}

/// An independent simulation of the phase rule (SEMANTICS.md, "Decisions"): `steps` are applied one
/// after another, the first at `startFrame` before its sample, each next one after the sample of
/// the frame where every animation the previous one started is logically complete (at once when
/// it started none). Returns each property's frames 0 … `frames`.
func phaseFrames(
    initial: [Double], shapes: [DataShape]? = nil, steps: [(values: [Double], animation: Animation?)], startFrame: Int,
    frames: Int, fps: Int = 60
) -> [[Double]] {
    let shapes = shapes ?? initial.map { _ in .scalar }
    var animators = zip(initial, shapes).map { ShapedAnimator($1, initial: $0) }
    var result = Array(repeating: [Double](), count: initial.count)
    var next = 0
    var waiting: Set<Int> = []
    var animatorOfChange: [Int: Int] = [:]
    var changeCount = 0

    func apply(at time: Double) {
        while next < steps.count {
            let step = steps[next]
            next += 1
            waiting = []
            for (index, value) in step.values.enumerated() {
                if let id = animators[index].set(value, animation: step.animation, at: time) {
                    changeCount += 1
                    let key = index * 1_000_000 + id
                    animatorOfChange[key] = index
                    waiting.insert(key)
                }
            }
            if !waiting.isEmpty { return }
        }
    }

    for frame in 0...frames {
        let time = Double(frame) / Double(fps)
        if frame == startFrame { apply(at: time) }
        for index in animators.indices {
            result[index].append(animators[index].value(at: time))
            for event in animators[index].takeEvents() where event.kind == .logicallyComplete {
                waiting.remove(index * 1_000_000 + event.change)
            }
        }
        if frame >= startFrame, waiting.isEmpty, next < steps.count, next > 0 { apply(at: time) }
    }
    return result
}

/// The emoji view of Apple's sample "Controlling the timing and movements of your animations"
/// (not shown in its article; a text in a large font).
struct EmojiView: View {
    var emoji: String

    var body: some View {
        Text(emoji)
            .font(.system(size: 144))
    }
}
