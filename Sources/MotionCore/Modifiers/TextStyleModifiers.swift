import Foundation

// Text styling for every text in a view [A], recorded on the node it lands on in the order
// written, as `font` and `lineLimit` are; nothing here changes how a text is measured or drawn
// (`Views/Text+Styles.swift`).

extension View {
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { styled("truncationMode(.\(mode))") }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { styled("textScale(\(scale), isEnabled: \(isEnabled))") }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        styled(Text.line("underline", isActive, pattern, color))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        styled(Text.line("strikethrough", isActive, pattern, color))
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { styled("baselineOffset(\(describe(Double(baselineOffset))))") }
    public func monospaced(_ isActive: Bool = true) -> some View { styled("monospaced(\(isActive))") }
    public func fontWidth(_ width: Font.Width?) -> some View { styled("fontWidth(\(width?.description ?? "nil"))") }
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View { styled("multilineTextAlignment(strategy: \(strategy))") }
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View { styled("writingDirection(strategy: \(strategy))") }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        styled("typesettingLanguage(\(language.minimalIdentifier))")
    }

    /// How VoiceOver speaks the texts below [A]; recorded, nothing is spoken.
    public func speechAdjustedPitch(_ value: Double) -> some View { styled("speechAdjustedPitch(\(describe(value)))") }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { styled("speechAlwaysIncludesPunctuation(\(value))") }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { styled("speechAnnouncementsQueued(\(value))") }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { styled("speechSpellsOutCharacters(\(value))") }

    /// The number of lines texts below may take: a range, or a limit that also reserves its
    /// lines [A]; recorded, as `lineLimit(_:)` with a number is.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { styled("lineLimit(\(limit.lowerBound)...\(limit.upperBound))") }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { styled("lineLimit(\(limit), reservesSpace: \(reservesSpace))") }
}
