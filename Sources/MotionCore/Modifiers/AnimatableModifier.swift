import MotionAnimation

/// A modifier that animates its `animatableData` [A `AnimatableModifier`] (deprecated in
/// SwiftUI in favour of conforming to `Animatable` and `ViewModifier`, which is exactly what it
/// is here): it animates as any `Animatable` modifier does.
public protocol AnimatableModifier: Animatable, ViewModifier {}
