import Testing
@testable import MotionCore

/// `Color.resolve(in:)`.
@Suite struct ColorResolveTests {
    /// Recorded from SwiftUI (iOS 18): red 0.29999998 (`Float`), described `#4C4C4C4D`; the
    /// environment changes nothing (MotionCore's colours have one appearance).
    @Test func resolvingGivesTheFloatValuesSwiftUIGives() {
        let color = Color(red: 0.3, green: 0.3, blue: 0.3, opacity: 0.3)
        let resolved = color.resolve(in: EnvironmentValues())
        #expect(resolved.red == Float(0.29999998) && resolved.opacity == Float(0.3))
        #expect(resolved.description == "#4C4C4C4D")
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.blue.resolve(in: dark) == Color.blue.resolve(in: EnvironmentValues()))
    }
}
