import Foundation
import Testing
import MotionTrace

/// Scripted scrolls (`TraceSession.scroll`, the `scroll=` fence key): the content offset of a
/// scroll view moves one step per frame, clamped to its range, and what reads frames follows.
@Suite struct ScriptedScrollTests {
    final class Log {
        var offsets: [(Double, Double)] = []
        var geometries: [ScrollGeometry] = []
    }

    /// Ten 100-point rows 8 points apart (1072 points of content) in a 393 × 852 scroll view:
    /// 220 points to scroll.
    struct Feed: View {
        let log: Log

        var body: some View {
            ScrollView {
                VStack {
                    ForEach(0..<10, id: \.self) { _ in
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3)
                            }
                    }
                }
            }
            .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { old, new in
                log.offsets.append((old, new))
            }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in
                log.geometries.append(new)
            }
        }
    }

    private func row(_ index: Int) -> String {
        "Feed/ScrollView/VStack/Rectangle" + (index == 0 ? "" : "[\(index)]")
    }

    @Test func aScrollMovesTheContentAndItsScrollTransitionPhases() throws {
        let log = Log()
        let session = TraceSession(Feed(log: log), size: TraceScenario.defaultSize)
        // From t = 0.1 (frame 6) by 100 points over 0.1 s (6 frames): 100/6 points a frame.
        session.scroll("*", at: 0.1, translation: CGSize(width: 0, height: 100), duration: 0.1)
        try session.advance(toFrame: 6)
        #expect(session.frame(of: row(0))?.minY == 0)
        #expect(session.value(of: "opacity", at: row(0)) == [1])
        try session.advance(toFrame: 7)
        let step = try #require(session.frame(of: row(0))?.minY)
        #expect(abs(step + 100.0 / 6) < 1e-6, "\(step)")
        // Row 0 starts above the scroll view: topLeading; row 7 (856 − 16.7) is inside now.
        #expect(session.value(of: "opacity", at: row(0)) == [0.3])
        #expect(session.value(of: "opacity", at: row(7)) == [1])
        try session.advance(toFrame: 12)
        #expect(session.frame(of: row(0))?.minY == -100)
        #expect(session.frame(of: row(1))?.minY == 8)
        // onScrollGeometryChange: once per step, old and new offsets.
        #expect(log.offsets.count == 6)
        #expect(log.offsets.first.map { $0.0 == 0 && abs($0.1 - 100.0 / 6) < 1e-9 } == true)
        #expect(log.offsets.last.map { $0.1 } == 100)
    }

    @Test func aScrollStopsAtTheEndOfTheContent() throws {
        let log = Log()
        let session = TraceSession(Feed(log: log), size: TraceScenario.defaultSize)
        session.scroll("Feed/ScrollView/VStack", at: 0, translation: CGSize(width: 0, height: 500), duration: 0.5)
        session.scroll("*", at: 1, translation: CGSize(width: 0, height: -1000), duration: 0.1)
        try session.advance(to: 0.5)
        // 1072 − 852 = 220 points at most; the last row ends at the scroll view's bottom.
        #expect(session.frame(of: row(9))?.maxY == 852)
        #expect(log.offsets.last.map { $0.1 } == 220)
        #expect(session.value(of: "opacity", at: row(9)) == [1])
        try session.advance(to: 1.2)
        #expect(session.frame(of: row(0))?.minY == 0)
        #expect(log.offsets.last.map { $0.1 } == 0)
        let events = session.trace().events.filter { $0.kind == .scroll }
        #expect(events.map(\.detail) == ["began", "ended", "began", "ended"])
    }

    /// On an iPhone 16 (safe area 59 at the top, 34 at the bottom) the scroll view reaches under
    /// both bars and insets its content by them: the content rests where the safe area begins,
    /// scrolls as far as without the bars, ends above the home indicator, and the scroll
    /// geometry reports the insets with a content offset of −59 at rest.
    @Test func aScrollViewReachesUnderTheBarsAndInsetsItsContent() throws {
        let log = Log()
        let session = TraceSession(Feed(log: log))
        session.scroll("*", at: 0, translation: CGSize(width: 0, height: 500), duration: 0.5)
        try session.advance(toFrame: 0)
        // The scroll view is as wide as its content (100) and reaches from the screen's top to
        // its bottom.
        #expect(session.frame(of: "Feed/ScrollView").map { [$0.minY, $0.height] } == [0, 852])
        #expect(session.frame(of: row(0))?.minY == 59)
        // Row 7 (59 + 7 · 108 = 815) reaches past the safe area's bottom, 818: not yet visible.
        #expect(session.value(of: "opacity", at: row(7)) == [0.3])
        #expect(session.value(of: "opacity", at: row(6)) == [1])
        try session.advance(to: 0.5)
        // 1072 − (852 − 59 − 34) = 313 points to scroll; the last row ends at 818.
        #expect(session.frame(of: row(9))?.maxY == 818)
        #expect(session.value(of: "opacity", at: row(9)) == [1])
        #expect(log.offsets.first?.0 == -59)
        #expect(log.offsets.last.map { abs($0.1 - (313 - 59)) < 1e-9 } == true)
        let last = try #require(log.geometries.last)
        #expect(last.contentInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(last.containerSize == CGSize(width: 100, height: 852))
        #expect(last.visibleRect.minY == 313 && last.visibleRect.height == 759)
    }

    /// A scroll view that ignores the safe area has no content insets: its content starts at
    /// the top of the screen.
    @Test func aScrollViewIgnoringTheSafeAreaStartsAtTheScreensTop() throws {
        let session = TraceSession(Feed(log: Log()).ignoresSafeArea(), name: "Feed")
        try session.advance(toFrame: 0)
        #expect(session.frame(of: "Feed/ScrollView").map { [$0.minY, $0.height] } == [0, 852])
        #expect(session.frame(of: row(0))?.minY == 0)
    }

    @Test func aTargetOutsideAnyScrollViewIsAnError() throws {
        let session = TraceSession(Text("Still"))
        session.scroll("*", at: 0, translation: CGSize(width: 0, height: 10), duration: 0.1)
        let error = #expect(throws: MotionTraceError.self) { try session.advance(to: 0.2) }
        #expect(error?.description == "scroll on '*' at t = 0.0 s: there is no ScrollView to scroll ('*')")
    }
}
