/// What a trace event records. The raw value is the `kind` string of the JSON document.
public enum EventKind: String, Codable, Sendable, CaseIterable {
    /// A view entered the tree (`onAppear` ran).
    case appear
    /// A view left the tree (`onDisappear` ran), after its removal transition if it had one.
    case disappear
    /// A scripted tap reached a view; `detail` is the target as written.
    case tap
    /// A state variable (`property`) changed; `detail` is its new value.
    case state
    /// A timer fired (a `Timer`, a timer publisher, `asyncAfter`, `Task.sleep`).
    case timer
    /// An animation started on a property.
    case animation
    /// An animation took over the running one of its property (springs).
    case merge
    /// An animation started beside the running ones of its property, and is blended with them.
    case combine
    /// An animation reached its logical completion.
    case logicallyComplete
    /// An animation finished and was removed from its property.
    case removed
    /// A completion callback of `withAnimation(_:completionCriteria:_:completion:)` ran.
    case completion
    /// A phase animator moved to another phase; `detail` is the phase.
    case phase
    /// A keyframe animator passed a keyframe boundary.
    case keyframe
    /// Something the engine cannot simulate, or a use it does not support; `detail` says what.
    case warning
    /// A text's string or a symbol's name changed (content MotionCore does not interpolate);
    /// `detail` is old → new with the content transition.
    case content
    /// A view was inserted or removed with a transition; `detail` names which and how.
    case transition
    /// A sheet, cover, popover, alert, dialog or menu was presented or dismissed, or a URL was opened.
    case presentation
    /// A gesture began, changed or ended.
    case gesture
    /// A scroll view was scrolled.
    case scroll
    /// A symbol effect played, started or stopped.
    case symbolEffect
    /// A control's selection changed (a picker, a toggle, a stepper …).
    case selection
    /// A matched-geometry group changed its source.
    case matchedGeometry
    /// Sensory feedback or a UIKit feedback generator fired.
    case feedback
}
