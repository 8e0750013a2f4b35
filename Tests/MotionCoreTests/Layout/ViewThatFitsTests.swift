import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `ViewThatFits` shows the first of its views whose ideal size fits the proposal along its axes
/// (else the last), and only that view is in the tree.
@Suite struct ViewThatFitsTests {
    /// Counts the `onAppear` of each candidate, by name.
    final class Appearances {
        var names: [String] = []
    }

    /// Three candidates of ideal sizes 200 × 20, 120 × 60 and 40 × 40, offered `width` × `height`.
    struct Choice: View {
        let axes: Axis.Set
        let width: CGFloat
        let height: CGFloat
        let appearances: Appearances

        var body: some View {
            ViewThatFits(in: axes) {
                Color.red.frame(width: 200, height: 20).onAppear { appearances.names.append("wide") }
                Color.green.frame(width: 120, height: 60).onAppear { appearances.names.append("middle") }
                Color.blue.frame(width: 40, height: 40).onAppear { appearances.names.append("small") }
            }
            .frame(width: width, height: height)
        }
    }

    /// The colour of the one candidate in the tree, and the appearances.
    private func chosen(_ axes: Axis.Set, _ width: CGFloat, _ height: CGFloat) throws -> (String?, [String], [Double]?) {
        let appearances = Appearances()
        let harness = RuntimeHarness(Choice(axes: axes, width: width, height: height, appearances: appearances))
        try harness.run(to: 0)
        let candidates = harness.visibleNodes.filter { $0.parent?.name == "ViewThatFits" }
        #expect(candidates.count == 1)
        return (candidates.first?.name, appearances.names, candidates.first.flatMap { harness.last($0.path, "geometry") })
    }

    @Test func theFirstCandidateThatFitsAlongTheAxesIsShown() throws {
        // Both axes: 200 × 20 fits 250 × 100; at 150 wide 120 × 60 does; at 150 × 50 only 40 × 40.
        #expect(try chosen([.horizontal, .vertical], 250, 100).1 == ["wide"])
        #expect(try chosen([.horizontal, .vertical], 150, 100).1 == ["middle"])
        #expect(try chosen([.horizontal, .vertical], 150, 50).1 == ["small"])
        // Horizontal only: the height does not count, so 120 × 60 fits 150 × 50.
        #expect(try chosen(.horizontal, 150, 50).1 == ["middle"])
        // Vertical only: 200 × 20 fits 100 × 30 along y.
        #expect(try chosen(.vertical, 100, 30).1 == ["wide"])
        // None fits: the last; no axes: the first.
        #expect(try chosen([.horizontal, .vertical], 30, 30).1 == ["small"])
        #expect(try chosen([], 30, 30).1 == ["wide"])
    }

    @Test func theChosenCandidateIsLaidOutCentred() throws {
        // The middle candidate, 120 × 60, centred in the 150 × 100 frame at the canvas's centre.
        let (name, _, geometry) = try chosen([.horizontal, .vertical], 150, 100)
        #expect(name == "Color(green)")
        let size = RuntimeHarness(Color.clear).runtime.rootSize
        #expect(geometry?.map { ($0 * 1e9).rounded() / 1e9 } == [(size.width - 120) / 2, (size.height - 60) / 2, 120, 60].map(Double.init))
    }

    /// A frame whose width a tap changes from 250 to 150 and back.
    struct Switching: View {
        @State private var narrow = false
        let appearances: Appearances

        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    Text("A long title that needs room").font(.system(size: 17)).onAppear { appearances.names.append("long") }
                        .onDisappear { appearances.names.append("-long") }
                    Text("Short").font(.system(size: 17)).onAppear { appearances.names.append("short") }
                        .onDisappear { appearances.names.append("-short") }
                }
                .frame(width: narrow ? 100 : 300)
                Color.gray.frame(width: 20, height: 20).onTapGesture { narrow.toggle() }
            }
        }
    }

    @Test func aNewProposalSwitchesTheCandidate() throws {
        let appearances = Appearances()
        let harness = RuntimeHarness(Switching(appearances: appearances))
        let taps = [2: ["Switching/VStack/Color"], 4: ["Switching/VStack/Color"]]
        try harness.run(to: 1, taps: taps)
        #expect(appearances.names == ["long"])
        // 100 points wide: the short text replaces the long one.
        try harness.run(to: 3, taps: taps)
        #expect(appearances.names.count == 3 && Set(appearances.names.suffix(2)) == ["-long", "short"])
        #expect(harness.visibleNodes.filter { $0.parent?.name == "ViewThatFits" }.map(\.name) == [#"Text("Short")"#])
        // 300 points wide again: back to the long one.
        try harness.run(to: 5, taps: taps)
        let texts = harness.visibleNodes.filter { $0.parent?.name == "ViewThatFits" }.map(\.name)
        #expect(appearances.names.count == 5 && Set(appearances.names.suffix(2)) == ["-short", "long"])
        #expect(texts.count == 1 && texts[0].contains("long title"))
    }
}
