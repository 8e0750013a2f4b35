/// A modifier that is resolved from the environment before it applies [A]: in place of a body,
/// `resolve(in:)` is called with the environment the modified view is walked in, at every walk,
/// and the modifier it returns applies to the view.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier `resolve(in:)` returns [A].
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment` [A].
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Walks `content` with the modifier resolved in the walk's environment.
    func walkResolved(content: any View, _ walk: Walk, _ context: WalkContext) {
        walk.walk(Self.modified(content, resolve(in: context.environment)), context)
    }

    private static func modified<C: View, M: ViewModifier>(_ content: C, _ modifier: M) -> any View {
        ModifiedContent(content: content, modifier: modifier)
    }
}
