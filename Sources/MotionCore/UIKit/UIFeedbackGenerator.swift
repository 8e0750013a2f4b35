import Foundation
import MotionAnimation

/// UIKit's haptic feedback generators [A `UIFeedbackGenerator`], recorded, not felt: each
/// feedback a running view triggers is a `feedback` event at the current frame with what it
/// was (`impact .heavy`, `impact .light intensity 0.5`, `notification .success`, `selection`).
/// `prepare()` only lowers latency on a device and records nothing; feedback triggered outside
/// a running view, or from another thread, records nothing either.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}

    /// Readies the haptic engine [A `prepare()`]: nothing to record.
    open func prepare() {}

    /// Records a `feedback` event with `detail` in the running view's trace.
    func record(_ detail: String) {
        guard let runtime = ViewRuntime.current, runtime.checkThread("UIFeedbackGenerator") else { return }
        runtime.record(.feedback, detail: detail)
    }
}

/// Impacts: a collision of a size [A `UIImpactFeedbackGenerator`].
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The mass of the colliding objects [A `FeedbackStyle`].
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    let style: FeedbackStyle

    /// A generator of impacts of `style` [A `init(style:)`].
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts [A].
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Records `impact .STYLE` [A `impactOccurred()`].
    open func impactOccurred() {
        record("impact .\(style)")
    }

    /// Records `impact .STYLE intensity I`, I clamped to 0…1 [A `impactOccurred(intensity:)`].
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(max(Double(intensity), 0), 1)
        record("impact .\(style) intensity \(AnimationNumberFormat.string(clamped))")
    }
}

/// Success, warning and error feedback [A `UINotificationFeedbackGenerator`].
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The kind of notification [A `FeedbackType`].
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Records `notification .TYPE` [A `notificationOccurred(_:)`].
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification .\(notificationType)")
    }
}

/// A change of selection, as a picker wheel's tick [A `UISelectionFeedbackGenerator`].
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Records `selection` [A `selectionChanged()`].
    open func selectionChanged() {
        record("selection")
    }
}
