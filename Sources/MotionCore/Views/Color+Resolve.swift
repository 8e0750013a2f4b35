import MotionAnimation

extension Color {
    /// The colour's value in `environment` [A `resolve(in:)`, iOS 17]. MotionCore's colours have
    /// one appearance (light mode, standard contrast; see `Color`), so the environment changes
    /// nothing.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolvedValue
    }
}
