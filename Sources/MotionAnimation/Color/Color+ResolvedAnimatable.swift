extension Color.Resolved: Animatable {
    /// The linear-sRGB red, green, blue and opacity, each multiplied by 128
    /// (`animatableUnitScale`), nested as ((r, (g, (b, opacity)))). Interpolation therefore
    /// happens in linear light. Source: SEMANTICS.md, "Animatable math", [O]
    /// `Graphic/Color/ConstantColor.swift` (the non-legacy path).
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            let scale = Float(animatableUnitScale)
            return AnimatablePair(
                linearRed * scale,
                AnimatablePair(linearGreen * scale, AnimatablePair(linearBlue * scale, opacity * scale)))
        }
        set {
            let scale = Float(animatableUnitScale)
            linearRed = newValue.first / scale
            linearGreen = newValue.second.first / scale
            linearBlue = newValue.second.second.first / scale
            opacity = newValue.second.second.second / scale
        }
    }
}
