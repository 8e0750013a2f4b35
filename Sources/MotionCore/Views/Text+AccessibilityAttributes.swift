extension Text {
    /// The text as a heading of `level` [A], still a `Text`; recorded as the view modifier records
    /// it.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        adding(.style("accessibilityHeading(.\(level))"))
    }

    /// The kind of text content for assistive technologies [A], still a `Text`; recorded as the
    /// view modifier records it.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        adding(.style("accessibilityTextContentType(.\(value.name))"))
    }
}
