import Foundation

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance` points
/// [A]: its value is `true` from touch down; it ends (successfully) when the duration is reached,
/// fails if the finger moves away or lifts earlier.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Bool

    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer() -> GestureRecognizer<Bool> {
        LongPressRecognizer(self)
    }
}

private final class LongPressRecognizer: GestureRecognizer<Bool> {
    let gesture: LongPressGesture
    var startTime: Double?
    var isDone = false

    init(_ gesture: LongPressGesture) {
        self.gesture = gesture
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Bool> {
        guard !isDone else { return .none }
        if sample.fingers > 1 {
            isDone = true
            return .failed
        }
        let dx = sample.location.x - sample.startLocation.x, dy = sample.location.y - sample.startLocation.y
        if (dx * dx + dy * dy).squareRoot() > gesture.maximumDistance {
            isDone = true
            return .failed
        }
        let start = startTime ?? sample.time
        startTime = start
        if sample.time - start >= gesture.minimumDuration - 1e-9 {
            isDone = true
            return .ended(true)
        }
        switch sample.phase {
        case .began: return .changed(true)
        case .moved: return .none
        case .ended:
            isDone = true
            return .failed
        }
    }
}

/// A tap [A]: ends when the finger lifts within 10 points of where it touched down, on the
/// `count`-th tap in a row (taps at most `ViewRuntime.multiTapInterval` apart).
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func makeRecognizer() -> GestureRecognizer<Void> {
        TapRecognizer(count: count) { _ in () }
    }
}

/// A tap that reports where it landed [A]: `location` in `coordinateSpace` (`.local`: relative to
/// the tapped view's frame).
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where a spatial tap landed [A].
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count) { sample in Value(location: sample.point(sample.location, in: space)) }
    }
}

private final class TapRecognizer<Value>: GestureRecognizer<Value> {
    /// How far the finger may move and still tap, points [GUESS].
    static var slop: CGFloat { 10 }
    let count: Int
    let value: (TouchSample) -> Value

    init(count: Int, value: @escaping (TouchSample) -> Value) {
        self.count = max(1, count)
        self.value = value
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Value> {
        guard sample.phase == .ended, sample.fingers == 1 else { return sample.fingers > 1 ? .failed : .none }
        let dx = sample.location.x - sample.startLocation.x, dy = sample.location.y - sample.startLocation.y
        guard (dx * dx + dy * dy).squareRoot() <= Self.slop, sample.tapCount % count == 0 else { return .failed }
        return .ended(value(sample))
    }
}

extension View {
    /// Runs `action` when a press has lasted `minimumDuration` seconds without the finger moving
    /// more than `maximumDistance` points [A]; `onPressingChanged` gets `true` when the finger
    /// touches down and `false` when the press ends (recognised, lifted or moved away), before
    /// `action`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressingGesture(
            press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            pressing: onPressingChanged ?? { _ in }, action: action))
    }

    /// The same, with the pressing callback first [A] (the older form: a lone trailing closure
    /// goes to the newer one).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// A long press that reports its pressing state: `onLongPressGesture`.
private struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Body = Never
    typealias Value = Bool
    let press: LongPressGesture
    let pressing: (Bool) -> Void
    let action: () -> Void

    func makeRecognizer() -> GestureRecognizer<Bool> {
        PressingRecognizer(LongPressRecognizer(press), pressing: pressing, action: action)
    }
}

private final class PressingRecognizer: GestureRecognizer<Bool> {
    let base: GestureRecognizer<Bool>
    let pressing: (Bool) -> Void
    let action: () -> Void
    var isPressing = false

    init(_ base: GestureRecognizer<Bool>, pressing: @escaping (Bool) -> Void, action: @escaping () -> Void) {
        self.base = base
        self.pressing = pressing
        self.action = action
    }

    override func handle(_ sample: TouchSample) -> GestureUpdate<Bool> {
        let update = base.handle(sample)
        switch update {
        case .changed where !isPressing:
            isPressing = true
            pressing(true)
        case .ended, .failed:
            if isPressing { pressing(false) }
            isPressing = false
            if case .ended = update { action() }
        default:
            break
        }
        return update
    }
}
