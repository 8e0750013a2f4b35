extension SymbolVariants {
    /// Symbols enclosed in a rectangle [A].
    public static let rectangle = SymbolVariants(description: ".rectangle")

    /// These variants with the rectangle variant added [A]: `SymbolVariants.fill.rectangle` is
    /// recorded `.fill.rectangle`.
    public var rectangle: SymbolVariants {
        names.contains("rectangle") ? self : SymbolVariants(description: "." + (names + ["rectangle"]).joined(separator: "."))
    }

    /// Whether every variant of `other` is among these [A]; `.none` holds no variant, so every
    /// set contains it.
    public func contains(_ other: SymbolVariants) -> Bool {
        Swift.Set(other.names).isSubset(of: Swift.Set(names))
    }

    /// The variants' names in the order they were added (`.none` has none).
    var names: [String] {
        description.split(separator: ".").map(String.init).filter { $0 != "none" }
    }
}
