import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore
@_spi(Runtime) import MotionTrace
import TraceFormat

/// The safe area: the root is the device's screen, the root view is laid out in the part of it
/// the bars leave (an iPhone 16: 59 points at the top, 34 at the bottom), and views that ignore
/// the safe area extend into it where they reach its edge.
@Suite struct SafeAreaTests {
    static func run<V: View>(_ view: V) throws -> RuntimeHarness {
        let harness = RuntimeHarness(view, size: nil)
        try harness.run(to: 0)
        return harness
    }

    @Test func theRootViewIsCentredInTheSafeArea() throws {
        let dot = try Self.run(Circle().frame(width: 100, height: 100))
        // 59 + (852 − 59 − 34 − 100) / 2 = 388.5: 12.5 points lower than the screen's centre.
        #expect(dot.samples.last?.properties.first { $0.property == "geometry" }?.values == [146.5, 388.5, 100, 100])
        let fill = try Self.run(Color.red)
        #expect(fill.samples.last?.properties.first { $0.property == "geometry" }?.values == [0, 59, 393, 759])
    }

    @Test func ignoringTheSafeAreaReachesTheScreensEdges() throws {
        let all = try Self.run(Color.red.ignoresSafeArea())
        #expect(all.samples.last?.properties.first { $0.property == "geometry" }?.values == [0, 0, 393, 852])
        let bottom = try Self.run(Color.red.edgesIgnoringSafeArea(.bottom))
        #expect(bottom.samples.last?.properties.first { $0.property == "geometry" }?.values == [0, 59, 393, 793])
        let top = try Self.run(Color.red.ignoresSafeArea(edges: .top))
        #expect(top.samples.last?.properties.first { $0.property == "geometry" }?.values == [0, 0, 393, 818])
        // MotionCore has no keyboard: ignoring the keyboard's safe area changes nothing.
        let keyboard = try Self.run(Color.red.ignoresSafeArea(.keyboard))
        #expect(keyboard.samples.last?.properties.first { $0.property == "geometry" }?.values == [0, 59, 393, 759])
    }

    struct Header: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: 100).ignoresSafeArea(edges: .top)
                Text("Body")
                Spacer()
            }
        }
    }

    /// Only a view along the safe area's edge moves: the header at the top of the safe area
    /// reaches the screen's top; its proposal grows by 59 points, its fixed frame keeps 100
    /// and sits at the extended frame's top; the text below stays where the stack put it.
    @Test func onlyAViewAlongTheEdgeExtends() throws {
        let harness = try Self.run(Header())
        #expect(harness.last("Header/VStack/Color", "geometry") == [0, 0, 393, 100])
        let text = try #require(harness.last("Header/VStack/Text", "geometry"))
        #expect(text[1] == 159)
        let centred = try Self.run(Text("x").ignoresSafeArea())
        let plain = try Self.run(Text("x"))
        #expect(centred.samples.last?.properties.first { $0.property == "geometry" }?.values
            == plain.samples.last?.properties.first { $0.property == "geometry" }?.values)
    }

    /// `safeAreaInset` and `safeAreaPadding` add a safe area for their content: a view that
    /// ignores the safe area extends under the inset view and through the padding, and on to
    /// the screen's edge where the modifier reaches the device's safe area.
    @Test func insetsAndPaddingAreSafeAreasOfTheirContent() throws {
        let inset = try Self.run(
            Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        let frames = inset.samples.last!.properties.filter { $0.property == "geometry" }.map(\.values)
        #expect(frames.contains([0, 0, 393, 852]) && frames.contains([0, 768, 393, 50]))
        let kept = try Self.run(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        #expect(kept.samples.last!.properties.filter { $0.property == "geometry" }.map(\.values).contains([0, 59, 393, 709]))
        let padded = try Self.run(Color.red.ignoresSafeArea(edges: .horizontal).safeAreaPadding(.horizontal, 20))
        #expect(padded.samples.last!.properties.first { $0.property == "geometry" }?.values == [0, 59, 393, 759])
        let plainPadding = try Self.run(Color.red.ignoresSafeArea(edges: .horizontal).padding(.horizontal, 20))
        #expect(plainPadding.samples.last!.properties.first { $0.property == "geometry" }?.values == [20, 59, 353, 759])
    }

    final class Seen: @unchecked Sendable {
        var insets: [String: EdgeInsets] = [:]
    }

    struct Readers: View {
        let seen: Seen
        var body: some View {
            ZStack {
                GeometryReader { proxy in
                    let _ = seen.insets["fill"] = proxy.safeAreaInsets
                    Color.clear
                }
                GeometryReader { proxy in
                    let _ = seen.insets["ignoring"] = proxy.safeAreaInsets
                    Color.clear
                }
                .ignoresSafeArea()
                GeometryReader { proxy in
                    let _ = seen.insets["small"] = proxy.safeAreaInsets
                    Color.clear
                }
                .frame(width: 50, height: 50)
            }
        }
    }

    /// `GeometryProxy.safeAreaInsets`: how far the reader's frame could extend into the safe
    /// area — the whole bars for a reader filling the safe area, none once it reaches the
    /// screen's edges or away from the safe area's edges.
    @Test func aGeometryReaderReadsItsSafeAreaInsets() throws {
        let seen = Seen()
        _ = try Self.run(Readers(seen: seen))
        #expect(seen.insets["fill"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(seen.insets["ignoring"] == EdgeInsets())
        #expect(seen.insets["small"] == EdgeInsets())
    }

    /// A root of a size of its own is a canvas without a safe area.
    @Test func aRootOfItsOwnSizeHasNoSafeArea() throws {
        let session = TraceSession(Color.red, size: CGSize(width: 200, height: 100))
        try session.advance(toFrame: 0)
        #expect(session.lastSample?.properties.first { $0.property == "geometry" }?.values == [0, 0, 200, 100])
        let pad = TraceSession(Color.red, device: .iPadPro11)
        try pad.advance(toFrame: 0)
        #expect(pad.lastSample?.properties.first { $0.property == "geometry" }?.values == [0, 24, 834, 1166])
    }
}
