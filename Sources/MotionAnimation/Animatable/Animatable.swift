/// A type that describes how to animate a property of a view.
///
/// Same shape as SwiftUI's `Animatable` [A]. An animation interpolates `animatableData`;
/// the type maps it back to its own value.
public protocol Animatable {
    /// The type of the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate. The engine reads it to capture the value's vector form and writes
    /// interpolated values back on each frame.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector type animates itself: its animatable data is the value itself [A].
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// A type with nothing to animate reports `EmptyAnimatableData` and ignores writes [A].
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
