import MotionAnimation

extension View {
    /// Changes the environment value at `keyPath` for the view's content with `transform`, which
    /// gets the value the view inherits [A].
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
    }
}
