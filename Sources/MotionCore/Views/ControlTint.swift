import MotionAnimation
import TraceFormat

/// The colour a control drawn as a button (`Button` in a built-in style, `Link`, `Menu`,
/// `ShareLink`) draws the parts of its label that set no colour of their own in: the accent
/// colour while the control is enabled, a dimmed grey while it is disabled.
///
/// iOS draws a disabled control dimmed [A: UIKit's `UIControl.State.disabled`, "draws itself
/// with a dimmed appearance"; SwiftUI's `disabled(_:)` and `EnvironmentValues.isEnabled` make
/// its controls disabled]. A label with its own colour (`foregroundStyle`, `foregroundColor`)
/// keeps it: only the tint is dimmed [GUESS, as observed on iOS: a coloured label does not grey].
enum ControlTint {
    /// The accent colour, iOS's system blue, sRGB (0, 122, 255) [A `Color.accentColor`].
    static let enabled = Color.accentColor.resolvedValue
    /// A disabled control's label: the tertiary label grey, sRGB (60, 60, 67) at opacity 0.3
    /// [GUESS: iOS dims it to a light grey; the exact colour is not documented].
    static let disabled = Color(uiColor: .tertiaryLabel).resolvedValue

    /// The tint of a control whose environment has `isEnabled`.
    static func colour(isEnabled: Bool) -> Color.Resolved {
        isEnabled ? enabled : disabled
    }
}

extension ViewRuntime {
    /// Traces the drawn tint of `node`, a control drawn as a button, as property `tint`
    /// (sRGB red, green, blue and opacity, 0–1) from the first walk whose environment has
    /// `isEnabled` false, and at every walk after it, with the walk's transaction: a `disabled`
    /// changed in `withAnimation` (or under `.animation(_:value:)`) fades the label's colour.
    ///
    /// A control never disabled has no `tint` track (the scene draws it in the accent colour, as
    /// any button). One first disabled after it was drawn starts its property at the accent
    /// colour, which the trace holds in the frames before (``AnyTracedProperty/valueBefore``),
    /// and changes it from there; one disabled from its first walk starts grey.
    func traceTint(of node: ViewNode, _ context: WalkContext) {
        let name = TraceProperty.tint.name
        let isEnabled = context.environment.isEnabled
        let value = TracedColor(color: ControlTint.colour(isEnabled: isEnabled))
        if let property = node.properties[name] as? TracedProperty<TracedColor> {
            property.set(value, transaction: context.transaction, at: time)
            return
        }
        guard !isEnabled else { return }
        guard node.createdInWalk != walks.count else {
            node.addProperty(TracedProperty(name: name, value: value), as: name)
            return
        }
        let enabled = TracedColor(color: ControlTint.enabled)
        let property = TracedProperty(name: name, value: enabled)
        property.valueBefore = enabled.traceValues
        node.addProperty(property, as: name)
        property.set(value, transaction: context.transaction, at: time)
    }
}
