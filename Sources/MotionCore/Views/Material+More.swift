extension Material {
    /// The materials under their own names [A] (`Material.regular` is the `.regularMaterial`
    /// style); recorded by their `ShapeStyle` names, as the materials are.
    public static let ultraThin = Material.ultraThinMaterial
    public static let thin = Material.thinMaterial
    public static let regular = Material.regularMaterial
    public static let thick = Material.thickMaterial
    public static let ultraThick = Material.ultraThickMaterial

    /// The material with the look it has when its window is active or inactive [A] (iOS 26);
    /// recorded after the material.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material {
        Material(description: "\(description).materialActiveAppearance(.\(appearance))")
    }
}

extension ShapeStyle {
    /// The style with a material's active or inactive look [A] (iOS 26); recorded after the
    /// style, whose colour it keeps.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle {
        _RecordedShapeStyle("\(self).materialActiveAppearance(.\(appearance))", color: ShapeStyleResolution.color(of: self))
    }
}
