import Foundation
import MotionAnimation

extension View {
    /// Multiplies every colour drawn below by `color`, component by component [A]: property
    /// `colorMultiply` [`red`, `green`, `blue`, `opacity`], animatable; the scene does not apply
    /// it, as it does not apply `brightness`.
    public func colorMultiply(_ color: Color) -> some View {
        traced(.colorMultiply, TracedColor(color: color.resolvedValue))
    }

    /// Inverts the colours drawn below [A]; recorded.
    public func colorInvert() -> some View { styled("colorInvert()") }
}

extension View {
    /// The view's background in the background style [A], as `background(.background)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// `shape` filled with the background style behind the view [A], as
    /// `background(.background, in: shape)`.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
