import Foundation
import Testing
import MotionTrace

/// `scrollTransition`: the phase of each view from where it is in its scroll view.
@Suite struct ScrollTransitionTests {
    struct Feed: View {
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<10, id: \.self) { _ in
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(1 - 0.1 * abs(phase.value))
                            }
                    }
                }
            }
        }
    }

    @Test func viewsBelowTheVisibleRegionAreInTheirBottomTrailingPhase() throws {
        // Rows 108 points apart from the top: rows 0 … 6 end by 748, inside 852; row 7 ends at 856.
        let session = TraceSession(Feed())
        try session.advance(to: 0)
        let opacities = (0..<10).map { index in
            session.value(of: "opacity", at: "Feed/ScrollView/VStack/Rectangle" + (index == 0 ? "" : "[\(index)]"))?.first
        }
        #expect(opacities == [1, 1, 1, 1, 1, 1, 1, 0.3, 0.3, 0.3])
        #expect(session.value(of: "scaleEffect", at: "Feed/ScrollView/VStack/Rectangle[8]") == [0.9, 0.9])
    }
}
