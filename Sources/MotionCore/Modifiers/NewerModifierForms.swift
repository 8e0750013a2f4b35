import Foundation
import MotionAnimation

/// Later forms of modifiers MotionCore already simulates: each does what its older form does.
extension View {
    /// The tag of the view for a selection [A]. With `includeOptional` (the default) the tag also
    /// matches an optional selection holding the value, as `tag(_:)` does here (tags compare as
    /// `AnyHashable`, where `Optional(v)` equals `v`); `false` is recorded, not simulated.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        self.tag(tag).styled("tag(includeOptional: \(includeOptional))")
    }

    /// `task(id:priority:_:)` with a task name and an executor preference [A]: the name and the
    /// executor are not used (every task runs on the runtime's virtual clock).
    public func task<T: Equatable>(
        id value: T, name: String? = nil, executorPreference taskExecutor: any TaskExecutor,
        priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: @escaping () async -> Void
    ) -> some View {
        task(id: value, priority: priority, action)
    }

    /// An overlay style over the whole view [A]: a colour is property `overlay`, as with
    /// `overlay(_:in:fillStyle:)` (the safe area is MotionCore's frame: `edges` is not used).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(AttachingModifier { ShapeStyleResolution.attachment(.overlay, style, $0) })
    }

    /// Rotates the view in 3D with perspective [A]: the same as `rotation3DEffect(_:axis:anchor:
    /// anchorZ:perspective:)`, property `rotation3DEffect`.
    public func perspectiveRotationEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }

    /// Marks the view a zoom transition grows from, with the look of the source during it [A];
    /// recorded as `matchedTransitionSource(id:in:)` is, with the configuration's parts.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        let parts = configuration(EmptyMatchedTransitionSourceConfiguration()).parts
        return matchedTransitionSource(id: id, in: namespace)
            .styled("matchedTransitionSource(configuration: [\(parts.joined(separator: ", "))])")
    }

    /// Opens URLs in the app when `prefersInApp` [A]; recorded (no URL is opened here).
    public func onOpenURL(prefersInApp: Bool) -> some View { styled("onOpenURL(prefersInApp: \(prefersInApp))") }
}

/// The look of a zoom transition's source view [A]: what was asked, in order.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The parts a configuration of MotionCore's records.
protocol RecordedSourceConfiguration {
    var parts: [String] { get }
}

extension MatchedTransitionSourceConfiguration {
    /// What was asked of the configuration (nothing for one of your own).
    var parts: [String] { (self as? any RecordedSourceConfiguration)?.parts ?? [] }
}

/// The look of a source view before any change [A].
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source configuration with one more part.
struct ModifiedMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration, RecordedSourceConfiguration {
    let parts: [String]
}

extension MatchedTransitionSourceConfiguration {
    /// The source's background during the transition [A].
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration(parts: parts + ["background(\(style))"])
    }

    /// The source's clip shape during the transition [A].
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration(parts: parts + ["clipShape"])
    }

    /// The source's shadow during the transition [A].
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some MatchedTransitionSourceConfiguration {
        ModifiedMatchedTransitionSourceConfiguration(parts: parts + ["shadow(radius: \(describe(Double(radius))))"])
    }
}
