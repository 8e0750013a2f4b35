import Foundation
import Testing
import MotionTrace

/// `ScrollTransitionConfiguration.threshold(_:)`: where a view counts as fully visible decides
/// its phase.
@Suite struct ScrollTransitionThresholdTests {
    struct Feed: View {
        let configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<10, id: \.self) { _ in
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3).offset(x: 10 * phase.value)
                            }
                    }
                }
            }
        }
    }

    /// Each row's x offset: −10 top/leading, 0 identity, 10 bottom/trailing.
    func phases(_ configuration: ScrollTransitionConfiguration) throws -> [Double?] {
        let session = TraceSession(Feed(configuration: configuration))
        try session.advance(to: 0)
        return (0..<10).map { index in
            session.value(of: "offset", at: "Feed/ScrollView/VStack/Rectangle" + (index == 0 ? "" : "[\(index)]"))?.first
        }
    }

    @Test func thresholdsDecideTheIdentityPhase() throws {
        // The visible region is the scroll view less its content insets, 59…818; rows start at 59,
        // 108 points apart: row 7 spans 815…915 (3 points inside), row 8 starts at 923 (outside).
        #expect(try phases(.animated) == [0, 0, 0, 0, 0, 0, 0, 10, 10, 10])
        #expect(try phases(.interactive(timingCurve: .linear).threshold(.hidden)) == [0, 0, 0, 0, 0, 0, 0, 0, 10, 10])
        #expect(try phases(.animated.threshold(.visible(0.03))) == [0, 0, 0, 0, 0, 0, 0, 0, 10, 10])
        #expect(try phases(.animated.threshold(.visible(0.04))) == [0, 0, 0, 0, 0, 0, 0, 10, 10, 10])
        #expect(try phases(.animated.threshold(.visible.inset(by: -97))) == [0, 0, 0, 0, 0, 0, 0, 0, 10, 10])
        #expect(try phases(.animated.threshold(.visible.inset(by: -96))) == [0, 0, 0, 0, 0, 0, 0, 10, 10, 10])
        // Centred: the row's centre must reach the region's (438.5): rows above are before it,
        // rows below after it; none is exactly centred.
        #expect(try phases(.animated.threshold(.centered)) == [-10, -10, -10, -10, 10, 10, 10, 10, 10, 10])
    }

    @Test func thresholdsInterpolate() {
        let half = ScrollTransitionConfiguration.Threshold.hidden.interpolated(towards: .visible, amount: 0.5)
        #expect(half == .visible(0.5))
        #expect(ScrollTransitionConfiguration.Threshold.visible(2) == .visible)
        #expect(ScrollTransitionConfiguration.Threshold.visible.inset(by: 0) == .visible)
        #expect(ScrollTransitionConfiguration.Threshold.centered != .visible)
    }
}
