/// A named value produced by a view, flowing up the tree to its containers [A]: a container's
/// value for a key is its views' values combined with `reduce`, in tree order
/// (`Runtime/Preferences/`, SEMANTICS.md "Preferences").
public protocol PreferenceKey {
    /// The type of value produced by this preference [A].
    associatedtype Value

    /// The value of a view that sets none [A]. MotionCore combines only the values views set
    /// (the first as it is, the next ones with `reduce`); it is what a reader gets when no view
    /// inside sets the key.
    static var defaultValue: Value { get }

    /// Combines the value accumulated so far (`value`) with the next one in tree order [A].
    static func reduce(value: inout Value, nextValue: () -> Value)
}
