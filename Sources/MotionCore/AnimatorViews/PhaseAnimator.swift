import MotionAnimation

/// A container that animates its content through a sequence of phases [A]; see
/// `PhaseAnimatorView` for the rules.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, BuiltinView {
    public typealias Body = Never
    private let animator: PhaseAnimatorView<Phase>

    /// Cycles through `phases` continuously, from when the view appears [A].
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        animator = PhaseAnimatorView(
            phases: Array(phases), triggerChanged: nil, trigger: nil, content: content, animation: animation)
    }

    /// Runs one cycle through `phases` each time `trigger` changes [A].
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        animator = PhaseAnimatorView(
            phases: Array(phases), triggerChanged: triggerComparison(trigger), trigger: trigger, content: content,
            animation: animation)
    }

    func walk(_ walk: Walk, _ context: WalkContext) {
        animator.walk(walk, context)
    }
}

extension View {
    /// Animates the effects in `content` through `phases` continuously [A].
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimatorView(
            phases: Array(phases), triggerChanged: nil, trigger: nil, content: { content(placeholder, $0) },
            animation: animation)
    }

    /// Animates the effects in `content` through one cycle of `phases` each time `trigger`
    /// changes [A].
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimatorView(
            phases: Array(phases), triggerChanged: triggerComparison(trigger), trigger: trigger,
            content: { content(placeholder, $0) }, animation: animation)
    }
}
