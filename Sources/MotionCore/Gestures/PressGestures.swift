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

/// A tap [A]: ends when the finger lifts within 10 points of where it touched down.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public typealias Value = Void

    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }

    func makeRecognizer() -> GestureRecognizer<Void> {
        TapRecognizer()
    }
}

private final class TapRecognizer: GestureRecognizer<Void> {
    /// How far the finger may move and still tap, points [GUESS].
    static let slop: CGFloat = 10

    override func handle(_ sample: TouchSample) -> GestureUpdate<Void> {
        guard sample.phase == .ended, sample.fingers == 1 else { return sample.fingers > 1 ? .failed : .none }
        let dx = sample.location.x - sample.startLocation.x, dy = sample.location.y - sample.startLocation.y
        return (dx * dx + dy * dy).squareRoot() <= Self.slop ? .ended(()) : .failed
    }
}
