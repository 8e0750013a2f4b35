import Foundation
import Testing
import MotionTrace

/// `colorScheme`, set at the root by the harness from the scenario, read with `@Environment`.
@Suite struct ColorSchemeTests {
    struct SchemeAware: View {
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            Circle()
                .opacity(colorScheme == .dark ? 0.25 : 1)
        }
    }

    static func trace(_ scheme: TraceScenario.ColorScheme) throws -> Trace {
        try MotionTrace.trace(SchemeAware(), scenario: TraceScenario(view: "SchemeAware", duration: 0.1, colorScheme: scheme))
    }

    @Test func theScenariosColorSchemeReachesTheView() throws {
        #expect(try Self.trace(.light).series("SchemeAware/Circle", "opacity").allSatisfy { $0 == 1 })
        #expect(try Self.trace(.dark).series("SchemeAware/Circle", "opacity").allSatisfy { $0 == 0.25 })
        #expect(try Self.trace(.light).json() == traceOf(SchemeAware(), duration: 0.1, size: nil).json())
    }

    /// A view that sets its own scheme keeps it below, whatever the scenario's, as in SwiftUI.
    struct AlwaysLight: View {
        var body: some View {
            SchemeAware().environment(\.colorScheme, .light)
        }
    }

    @Test func aViewMaySetItsOwnBelow() throws {
        let trace = try MotionTrace.trace(AlwaysLight(), scenario: TraceScenario(view: "AlwaysLight", duration: 0.1, colorScheme: .dark))
        let opacity = try #require(trace.tracks.first { $0.property == "opacity" })
        #expect(!opacity.values.isEmpty && opacity.values.allSatisfy { $0 == [1] })
    }
}
