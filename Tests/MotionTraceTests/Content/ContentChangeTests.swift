import Foundation
import Testing
import MotionTrace

/// Changes of content that cannot be interpolated, recorded as events.
@Suite struct ContentChangeTests {
    struct Counter: View {
        @State private var count = 3
        @State private var liked = false

        var body: some View {
            VStack {
                Text("\(count)")
                    .contentTransition(.numericText())
                Image(systemName: liked ? "heart.fill" : "heart")
                    .contentTransition(.symbolEffect(.replace))
                    .symbolEffect(.bounce, value: count)
                Image(systemName: "wifi")
                    .symbolEffect(.pulse, isActive: !liked)
                Button("Add") {
                    withAnimation(.snappy) {
                        count += 1
                        liked = true
                    }
                }
            }
        }
    }

    @Test func textAndSymbolChangesAreEvents() throws {
        let trace = try traceOf(Counter(), duration: 0.5, taps: [("Add", 0.2)])
        let content = trace.events("content")
        #expect(content.map(\.detail) == ["\"3\" → \"4\" .numericText(countsDown: false)", "heart → heart.fill .symbolEffect(.replace)"])
        #expect(content.map(\.property) == ["text", "symbol"] && content.allSatisfy { $0.t == 0.2 && $0.animation == "spring(response: 0.5, dampingFraction: 0.85)" })
        let effects = trace.events("symbolEffect")
        #expect(effects.map(\.detail) == [".pulse started", ".bounce played", ".pulse stopped"])
        #expect(effects.map(\.t) == [0, 0.2, 0.2] && effects.map(\.path) == ["Counter/VStack/Image[1]", "Counter/VStack/Image", "Counter/VStack/Image[1]"])
    }

    @Test func theDefaultContentTransitionIsOpacityAndUnanimatedChangesHaveNoAnimation() throws {
        struct Plain: View {
            @State private var on = false
            var body: some View {
                Button(on ? "On" : "Off") { on.toggle() }
            }
        }
        let trace = try traceOf(Plain(), duration: 0.1, taps: [("Off", 0.05)])
        #expect(trace.events("content").map(\.detail) == ["\"Off\" → \"On\" .opacity"] && trace.events("content").first?.animation == nil)
    }
}
