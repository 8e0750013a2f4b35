import Foundation

extension ProgressView {
    /// The fraction of `interval` gone at the virtual time of the call (left, when counting
    /// down), pinned to 0 … 1; an empty interval is done.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let gone = min(1, max(0, VirtualClock.now.timeIntervalSince(interval.lowerBound) / length))
        return countsDown ? 1 - gone : gone
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view showing a Foundation `Progress` [A]: its `fractionCompleted`, or a
    /// spinner while it is indeterminate.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : min(1, max(0, progress.fractionCompleted)), title: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar for the time of `timerInterval` [A] (iOS 16): the fraction left (`countsDown`) or
    /// gone at the virtual time the view is evaluated. Like `Text(timerInterval:)`, it does not
    /// update itself between evaluations (SwiftUI's moves on its own).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: Self.fraction(of: timerInterval, countsDown: countsDown), title: nil, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A labelled bar for the time of `timerInterval` [A] (iOS 16), as `init(timerInterval:countsDown:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(of: timerInterval, countsDown: countsDown), title: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar for the time of `timerInterval` with its label and a label for the current value
    /// [A] (iOS 16), as `init(timerInterval:countsDown:)`.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(of: timerInterval, countsDown: countsDown), title: nil, label: label(), currentValueLabel: currentValueLabel())
    }
}
