import Foundation
import Testing
import MotionTrace

/// UIKit reached from SwiftUI code: the screen is the scenario's root, haptics are events.
@Suite struct UIKitTraceTests {
    /// Starts a third of the way down the screen and drops to its bottom edge when tapped.
    struct Dropping: View {
        @State private var y = UIScreen.main.bounds.height / 3
        let impact = UIImpactFeedbackGenerator(style: .rigid)

        var body: some View {
            Circle()
                .frame(width: 20, height: 20)
                .offset(x: UIScreen.main.bounds.width / 4, y: y)
                .onAppear { impact.prepare() }
                .onTapGesture {
                    impact.impactOccurred()
                    impact.impactOccurred(intensity: 1.5)
                    UINotificationFeedbackGenerator().notificationOccurred(.warning)
                    UISelectionFeedbackGenerator().selectionChanged()
                    withAnimation(.linear(duration: 0.1)) { y = UIScreen.main.bounds.height }
                }
        }
    }

    @Test func theScreenIsTheScenariosRootFromTheRootsOwnInitialState() throws {
        let trace = try MotionTrace.trace(
            Dropping(), scenario: TraceScenario(view: "Dropping", duration: 0.3, size: CGSize(width: 600, height: 900)))
        let offset = try #require(trace.tracks.first { $0.property == "offset" })
        #expect(offset.values.first == [150, 300])
        let standard = try MotionTrace.trace(Dropping(), scenario: TraceScenario(view: "Dropping", duration: 0.1))
        #expect(standard.tracks.first { $0.property == "offset" }?.values.first == [393.0 / 4, 284])
    }

    @Test func feedbackGeneratorsAreFeedbackEventsAtTheirFrame() throws {
        let session = TraceSession(Dropping(), size: CGSize(width: 600, height: 900))
        session.tap("*", at: 0.2)
        try session.advance(to: 0.5)
        #expect(session.value(of: "offset", at: "Dropping/Circle") == [150, 900])
        let feedback = session.trace().events.filter { $0.kind == .feedback }
        #expect(feedback.map(\.detail) == ["impact .rigid", "impact .rigid intensity 1.0", "notification .warning", "selection"])
        #expect(feedback.allSatisfy { $0.t == 0.2 && $0.node == nil })
        // Outside a running view, a generator records nothing and does not fail.
        UIImpactFeedbackGenerator().impactOccurred()
    }
}
