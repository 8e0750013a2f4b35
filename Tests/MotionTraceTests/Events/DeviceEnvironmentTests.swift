import Foundation
import Testing
@_spi(Runtime) import MotionTrace

/// What views read of the scenario's device: the environment values, `@ScaledMetric`, UIKit's
/// screen, device and trait collection, and the root's size and safe area.
@Suite struct DeviceEnvironmentTests {
    final class Seen: @unchecked Sendable {
        var environment = EnvironmentValues()
        var scaled: [CGFloat] = []
        var screen: (bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom, model: String)?
        var traits: UITraitCollection?
    }

    struct Probe: View {
        let seen: Seen
        @Environment(\.self) private var environment
        @ScaledMetric private var body17 = 17.0
        @ScaledMetric(relativeTo: .largeTitle) private var title = 34.0
        @ScaledMetric(relativeTo: .caption2) private var caption: CGFloat = 11

        var body: some View {
            let _ = record()
            Circle().frame(width: body17, height: title)
        }

        private func record() {
            seen.environment = environment
            seen.scaled = [CGFloat(body17), CGFloat(title), caption]
            seen.screen = (UIScreen.main.bounds, UIScreen.main.scale, UIDevice.current.userInterfaceIdiom, UIDevice.current.model)
            seen.traits = UITraitCollection.current
        }
    }

    static func run(_ device: TraceDevice, size: CGSize? = nil, _ view: (Seen) -> some View) throws -> (Seen, Trace) {
        let seen = Seen()
        let trace = try MotionTrace.trace(view(seen), scenario: TraceScenario(view: "Probe", duration: 0.1, size: size, device: device))
        return (seen, trace)
    }

    @Test func theDefaultDeviceIsAnIPhone16() throws {
        let (seen, trace) = try Self.run(.standard) { Probe(seen: $0) }
        let environment = seen.environment
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        #expect(environment.displayScale == 3 && abs(environment.pixelLength - 1.0 / 3) < 1e-12)
        #expect(environment.dynamicTypeSize == .large && environment.sizeCategory == .large)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(environment.locale.identifier == "en_US" && environment.timeZone.secondsFromGMT() == 0)
        #expect(environment.calendar.identifier == .gregorian && environment.calendar.timeZone == environment.timeZone)
        #expect(seen.scaled == [17, 34, 11])
        let screen = try #require(seen.screen)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && screen.scale == 3 && screen.idiom == .phone && screen.model == "iPhone")
        #expect(seen.traits?.horizontalSizeClass == .compact && seen.traits?.verticalSizeClass == .regular && seen.traits?.displayScale == 3)
        #expect(trace.scene?.width == 393 && trace.scene?.height == 852)
    }

    @Test func anIPadIsRegularBothWays() throws {
        let (seen, trace) = try Self.run(.iPadPro11) { Probe(seen: $0) }
        #expect(seen.environment.horizontalSizeClass == .regular && seen.environment.verticalSizeClass == .regular)
        #expect(seen.environment.displayScale == 2 && seen.environment.pixelLength == 0.5)
        let screen = try #require(seen.screen)
        #expect(screen.bounds.size == CGSize(width: 834, height: 1210) && screen.scale == 2 && screen.idiom == .pad && screen.model == "iPad")
        #expect(seen.traits?.horizontalSizeClass == .regular && seen.traits?.displayScale == 2)
        // The circle, 17 × 34, is centred in the safe area below the 24-point status bar.
        let circle = try #require(trace.scene?.nodes.first { $0.kind == .circle })
        #expect(circle.frame == [408.5, 590, 17, 34])
        let small = try Self.run(.iPhoneSE) { Probe(seen: $0) }
        #expect(small.0.environment.displayScale == 2 && small.0.environment.horizontalSizeClass == .compact)
        #expect(small.1.scene?.width == 375 && small.1.scene?.height == 667)
    }

    /// `@ScaledMetric` grows with the text size by its style's ratio in the HIG's table.
    @Test func scaledMetricsFollowTheTextSize() throws {
        let (seen, _) = try Self.run(.standard) { Probe(seen: $0).environment(\.dynamicTypeSize, .accessibility5) }
        let largest: [CGFloat] = [53, 60, 40]
        #expect(seen.scaled == largest)
        let (small, _) = try Self.run(.standard) { Probe(seen: $0).dynamicTypeSize(.xSmall) }
        #expect(small.scaled == [14, 31, 11])
        #expect(small.environment.sizeCategory == .extraSmall)
        // A range keeps the size in it: the device's Large is raised to the range's smallest.
        let (clamped, _) = try Self.run(.standard) { Probe(seen: $0).dynamicTypeSize(.xLarge ... .accessibility1) }
        #expect(clamped.environment.dynamicTypeSize == .xLarge && clamped.scaled[0] == 19)
        let (category, _) = try Self.run(.standard) { Probe(seen: $0).environment(\.sizeCategory, .accessibilityMedium) }
        #expect(category.environment.dynamicTypeSize == .accessibility1 && category.scaled[0] == 28)
    }

    /// A view may set any of them for its content.
    @Test func aViewMaySetThemBelow() throws {
        let (seen, _) = try Self.run(.standard) {
            Probe(seen: $0).environment(\.horizontalSizeClass, .regular).environment(\.layoutDirection, .rightToLeft)
                .environment(\.locale, Locale(identifier: "de_DE")).environment(\.displayScale, 1)
        }
        #expect(seen.environment.horizontalSizeClass == .regular && seen.environment.layoutDirection == .rightToLeft)
        #expect(seen.environment.locale.identifier == "de_DE" && seen.environment.pixelLength == 1)
    }
}
