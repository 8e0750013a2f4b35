import Foundation

/// A slider's value seen as a `Double`, read and set through the learner's binding (so a
/// binding's transaction, `$volume.animation()`, applies to every change).
struct SliderValue {
    let get: () -> Double
    /// Sets the binding when the value (in the binding's own type) changes.
    let set: (Double) -> Void
    let bounds: ClosedRange<Double>
    /// The distance between allowed values; `nil`: any value in `bounds`.
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        get = { Double(binding.wrappedValue) }
        set = { newValue in
            let converted = V(newValue)
            if converted != binding.wrappedValue { binding.wrappedValue = converted }
        }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
    }

    /// The value after the finger moved `distance` points along a track `trackLength` points
    /// long, from `start` (the value when it touched down): start + distance / trackLength ×
    /// (upper − lower), clamped to the bounds, then rounded to the nearest step from the lower
    /// bound and clamped again [GUESS: UIKit's thumb travels the track less its own width].
    func value(from start: Double, distance: CGFloat, trackLength: CGFloat) -> Double {
        guard trackLength > 0 else { return start }
        let lower = bounds.lowerBound, upper = bounds.upperBound
        var value = min(upper, max(lower, start + Double(distance) / Double(trackLength) * (upper - lower)))
        if let step, step > 0 {
            value = min(upper, max(lower, lower + ((value - lower) / step).rounded() * step))
        }
        return value
    }
}

/// Follows one touch on a slider: `onEditingChanged(true)` when the finger touches down, the
/// value at each move, the last value and `onEditingChanged(false)` when it lifts. Two-finger
/// touches are ignored.
final class SliderTracking {
    let value: SliderValue
    /// The track's length at touch down, points.
    let trackLength: () -> CGFloat
    private var start: Double?
    private var length: CGFloat = 0

    init(value: SliderValue, trackLength: @escaping () -> CGFloat) {
        self.value = value
        self.trackLength = trackLength
    }

    func handle(_ sample: TouchSample) {
        switch sample.phase {
        case .began:
            guard sample.fingers == 1 else { return }
            start = value.get()
            length = trackLength()
            value.onEditingChanged(true)
        case .moved:
            guard let start else { return }
            value.set(value.value(from: start, distance: sample.location.x - sample.startLocation.x, trackLength: length))
        case .ended:
            guard let start else { return }
            value.set(value.value(from: start, distance: sample.location.x - sample.startLocation.x, trackLength: length))
            self.start = nil
            value.onEditingChanged(false)
        }
    }
}

extension GestureAttachment {
    /// A system control's own touch handling (a slider's thumb), not a learner's gesture.
    init(control name: String, makeDriver: @escaping () -> (TouchSample) -> Void) {
        self.name = name
        self.makeDriver = makeDriver
    }
}

extension ViewRuntime {
    /// The length of a slider's track at the current time, points: the width of its presented
    /// frame less its value labels' and their spacing.
    func sliderTrackLength(of node: ViewNode) -> CGFloat {
        guard let frame = presentedFrame(of: node) else { return 0 }
        let labelWidths = [ControlPart.minimumValueLabel, .maximumValueLabel].compactMap { part -> CGFloat? in
            let frames = node.part(part)?.layoutChildren.compactMap { presentedFrame(of: $0) } ?? []
            guard let first = frames.first else { return nil }
            return frames.dropFirst().reduce(first) { $0.union($1) }.width
        }
        return SliderLayout.trackLength(width: frame.width, valueLabelWidths: labelWidths)
    }
}
