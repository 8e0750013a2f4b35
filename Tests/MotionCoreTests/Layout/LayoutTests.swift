import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The layout pass: each view's frame in root coordinates (property `geometry`: x, y, width,
/// height), in a root of 393 × 852 points.
@Suite struct LayoutTests {
    /// The frame of `path` at the last frame rendered.
    func frame<V: View>(_ view: V, _ path: String) throws -> [Double] {
        let harness = RuntimeHarness(view)
        try harness.run(to: 0)
        return try #require(harness.last(path, "geometry"), "no geometry at \(path)")
    }

    func expectFrame(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
    }

    struct Stacked: View {
        var body: some View {
            VStack(spacing: 10) {
                Rectangle().frame(width: 100, height: 50)
                Rectangle().frame(width: 60, height: 30)
            }
            .padding(20)
        }
    }

    @Test func stackWithSpacingPaddingAndFrames() throws {
        let harness = RuntimeHarness(Stacked())
        try harness.run(to: 0)
        // 140 × 130 centred in 393 × 852; the stack inside the padding; children centred across.
        expectFrame(try #require(harness.last("Stacked", "geometry")), [126.5, 361, 140, 130])
        expectFrame(try #require(harness.last("Stacked/VStack", "geometry")), [146.5, 381, 100, 90])
        expectFrame(try #require(harness.last("Stacked/VStack/Rectangle", "geometry")), [146.5, 381, 100, 50])
        expectFrame(try #require(harness.last("Stacked/VStack/Rectangle[1]", "geometry")), [166.5, 441, 60, 30])
    }

    struct Spaced: View {
        var body: some View {
            HStack {
                Text("Hi")
                Spacer()
                Text("Go")
            }
            .frame(width: 300)
        }
    }

    @Test func spacerTakesWhatTheLeastFlexibleViewsLeave() throws {
        let harness = RuntimeHarness(Spaced())
        try harness.run(to: 0)
        // "Hi" = (0.66 + 0.52) · 17 = 20.06 wide, 17 · 1.193 high; default spacing 8.
        let text = 1.18 * 17.0, line = 17 * 1.193
        let top = (852 - line) / 2
        expectFrame(try #require(harness.last("Spaced/HStack/Text", "geometry")), [46.5, top, text, line])
        expectFrame(try #require(harness.last("Spaced/HStack/Spacer", "geometry")), [46.5 + text + 8, top + line / 2, 300 - 2 * text - 16, 0])
        expectFrame(try #require(harness.last("Spaced/HStack/Text[1]", "geometry")), [46.5 + 300 - text, top, text, line])
    }

    @Test func framesAlignTheirContent() throws {
        let aligned = Rectangle().frame(width: 50, height: 50).frame(width: 200, height: 100, alignment: .topLeading)
        expectFrame(try frame(aligned, "Rectangle"), [96.5, 376, 50, 50])
        let flexible = Color.red.frame(maxWidth: .infinity).frame(height: 40)
        expectFrame(try frame(flexible, "Color"), [0, 406, 393, 40])
        let bounded = Text("Hi").frame(minWidth: 100)
        expectFrame(try frame(bounded, "Text"), [196.5 - 1.18 * 17 / 2, (852 - 17 * 1.193) / 2, 1.18 * 17, 17 * 1.193])
    }

    /// A maximum below the ideal is raised to the ideal (SwiftUI: 30 × 40, and it logs
    /// "Contradictory frame constraints specified."); an ideal below the minimum is raised to
    /// the minimum; a maximum below a minimum with no ideal is kept, and the frame then takes
    /// its content's size, the content proposed the maximum.
    @Test func contradictoryFramesAreNormalisedAsSwiftUIDoes() throws {
        let raised = Color.red.frame(idealWidth: 30, maxWidth: 20, idealHeight: 40, maxHeight: 25).fixedSize()
        expectFrame(try frame(raised, "Color"), [(393 - 30) / 2, (852 - 40) / 2, 30, 40])
        let lowIdeal = Color.red.frame(minWidth: 50, idealWidth: 10, maxWidth: 80).fixedSize(horizontal: true, vertical: false)
        expectFrame(try frame(lowIdeal, "Color"), [(393 - 50) / 2, 0, 50, 852])
        let crossed = Color.red.frame(minWidth: 50, maxWidth: 20).frame(width: 100, height: 10)
        expectFrame(try frame(crossed, "Color"), [(393 - 20) / 2, 421, 20, 10])
        #expect(FlexibleFrame.normalised(-5, nil, -2) == (0, nil, 0))
        #expect(FlexibleFrame.normalised(nil, -5, 3) == (nil, 0, 3))
        #expect(FlexibleFrame.normalised(50, nil, 20) == (50, nil, 20))
        #expect(FlexibleFrame.contradicts(nil, 30, 20) && FlexibleFrame.contradicts(50, 10, nil) && FlexibleFrame.contradicts(50, nil, 20))
        #expect(!FlexibleFrame.contradicts(nil, nil, 20) && !FlexibleFrame.contradicts(10, 10, 10) && !FlexibleFrame.contradicts(nil, 30, nil))
    }

    struct Contradicting: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Color.red.frame(idealWidth: 30, maxWidth: wide ? 10 : 20).onTapGesture { wide.toggle() }
                Color.blue.frame(minWidth: 10, idealWidth: 20, maxWidth: 30)
            }
        }
    }

    /// The contradiction is a `warning` event on the view, once when it appears, not at every
    /// update; a frame in order warns nothing.
    @Test func aContradictoryFrameIsOneWarningOnItsView() throws {
        let harness = RuntimeHarness(Contradicting())
        try harness.run(to: 3, taps: [1: ["Contradicting/VStack/Color"], 2: ["Contradicting/VStack/Color"]])
        let warnings = harness.events("warning")
        #expect(warnings.map(\.detail) == ["Contradictory frame constraints specified."])
        #expect(warnings.map(\.path) == ["Contradicting/VStack/Color"] && warnings.map(\.t) == [0])
    }

    struct Layered: View {
        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                Rectangle().frame(width: 100, height: 100)
                Circle().frame(width: 20, height: 20)
            }
        }
    }

    @Test func zStackAlignsItsViews() throws {
        let harness = RuntimeHarness(Layered())
        try harness.run(to: 0)
        expectFrame(try #require(harness.last("Layered/ZStack", "geometry")), [146.5, 376, 100, 100])
        expectFrame(try #require(harness.last("Layered/ZStack/Circle", "geometry")), [226.5, 456, 20, 20])
    }

    struct Labels: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello")
                Text("你好")
                Text("Привет").font(.title)
            }
        }
    }

    @Test func textsAreMeasuredPerScript() throws {
        let harness = RuntimeHarness(Labels())
        try harness.run(to: 0)
        let sizes = ["Text", "Text[1]", "Text[2]"].map { (harness.last("Labels/VStack/\($0)", "geometry") ?? [])[2...] }
        #expect(abs(sizes[0].first! - 2.74 * 17) < 1e-9 && abs(sizes[0].last! - 17 * 1.193) < 1e-9)
        #expect(abs(sizes[1].first! - 34) < 1e-9 && abs(sizes[1].last! - 17 * 1.4) < 1e-9)
        #expect(abs(sizes[2].first! - 3.43 * 28) < 1e-9 && abs(sizes[2].last! - 28 * 1.193) < 1e-9)
        // Leading alignment: every text starts at the stack's left edge.
        let lefts = ["Text", "Text[1]", "Text[2]"].map { harness.last("Labels/VStack/\($0)", "geometry")?[0] }
        #expect(Set(lefts).count == 1 && abs(lefts[0]! - (393 - 3.43 * 28) / 2) < 1e-9)
    }

    @Test func offsetMovesTheReportedFramePositionPlacesTheCentre() throws {
        let moved = Circle().frame(width: 10, height: 10).offset(x: 30, y: -5)
        expectFrame(try frame(moved, "Circle"), [191.5 + 30, 421 - 5, 10, 10])
        let placed = Rectangle().frame(width: 20, height: 20).position(x: 50, y: 60)
        expectFrame(try frame(placed, "Rectangle"), [40, 50, 20, 20])
    }

    struct Decorated: View {
        var body: some View {
            Text("Hi")
                .padding(10)
                .background { Color.blue }
                .overlay(alignment: .topTrailing) { Circle().frame(width: 6, height: 6) }
        }
    }

    @Test func backgroundAndOverlayTakeTheDecoratedSize() throws {
        let harness = RuntimeHarness(Decorated())
        try harness.run(to: 0)
        let width = 1.18 * 17 + 20, height = 17 * 1.193 + 20
        let origin = ((393 - width) / 2, (852 - height) / 2)
        expectFrame(try #require(harness.last("Decorated/Text", "geometry")), [origin.0 + 10, origin.1 + 10, width - 20, height - 20])
        expectFrame(try #require(harness.last("Decorated/Color", "geometry")), [origin.0, origin.1, width, height])
        expectFrame(try #require(harness.last("Decorated/Circle", "geometry")), [origin.0 + width - 6, origin.1, 6, 6])
    }

    struct Shifted: View {
        var body: some View {
            VStack(spacing: 0) {
                Circle().frame(width: 20, height: 20).background { Color.red }.offset(x: 50)
                Circle().frame(width: 20, height: 20).offset(x: 50).background { Color.blue }
            }
        }
    }

    @Test func anOffsetOutsideABackgroundMovesItToo() throws {
        let harness = RuntimeHarness(Shifted())
        try harness.run(to: 0)
        // Both circles move by 50; the red background (inside the offset) with its circle, the
        // blue one (outside) stays where layout put it.
        let red = try #require(harness.last("Shifted/VStack/Color", "geometry"))
        let blue = try #require(harness.last("Shifted/VStack/Color[1]", "geometry"))
        #expect(red[0] == 186.5 + 50 && blue[0] == 186.5)
        #expect(try #require(harness.last("Shifted/VStack/Circle", "geometry"))[0] == 236.5)
        #expect(try #require(harness.last("Shifted/VStack/Circle[1]", "geometry"))[0] == 236.5)
    }

    @Test func fixedSizeAndAspectRatio() throws {
        let fixed = Text("Hello world").fixedSize().frame(width: 30)
        let size = try frame(fixed, "Text")[2...]
        #expect(abs(size.first! - 5.59 * 17) < 1e-9 && abs(size.last! - 17 * 1.193) < 1e-9)
        let wrapped = try frame(Text("Hello world").frame(width: 60), "Text")
        #expect(abs(wrapped[3] - 2 * 17 * 1.193) < 1e-9 && abs(wrapped[2] - 2.74 * 17) < 1e-9)
        expectFrame(try frame(Rectangle().aspectRatio(2, contentMode: .fit), "Rectangle"), [0, 327.75, 393, 196.5])
        expectFrame(try frame(Rectangle().aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100), "Rectangle"), [96.5, 376, 200, 100])
    }

    struct Growing: View {
        @State private var width: CGFloat = 100
        var body: some View {
            Rectangle()
                .frame(width: width, height: 40)
                .onTapGesture { withAnimation(.linear(duration: 1)) { width = 200 } }
        }
    }

    @Test func frameChangesAnimateWithTheTransaction() throws {
        let harness = RuntimeHarness(Growing())
        try harness.run(to: 60, taps: [0: ["Growing/Rectangle"]])
        let frames = harness.values("Growing/Rectangle", "geometry").map { $0 ?? [] }
        expectFrame(frames[0], [146.5, 406, 100, 40])
        expectFrame(frames[30], [121.5, 406, 150, 40])
        expectFrame(frames[60], [96.5, 406, 200, 40])
    }

    @Test func symbolsAreSquaresOfTheirFontAndResizableImagesFill() throws {
        let symbol = try frame(Image(systemName: "heart").font(.title), "Image")
        #expect(abs(symbol[2] - 28 * 1.193) < 1e-9 && symbol[2] == symbol[3])
        expectFrame(try frame(Image("photo").resizable().frame(width: 50, height: 30), "Image"), [171.5, 411, 50, 30])
    }

    @Test func deviceSizeIsConfigurable() throws {
        let runtime = ViewRuntime(root: Color.red.frame(width: 10, height: 10), rootSize: CGSize(width: 100, height: 200))
        runtime.mount()
        runtime.beginFrame(0)
        let sample = runtime.finishFrame()
        #expect(sample.properties.first { $0.property == "geometry" }?.values == [45, 95, 10, 10])
    }
}

/// Views that read the layout: `GeometryReader` and `visualEffect`.
@Suite struct LayoutReaderTests {
    struct Reader: View {
        var body: some View {
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: 40)
            }
            .frame(width: 300, height: 200)
        }
    }

    @Test func geometryReaderContentSeesItsSize() throws {
        let harness = RuntimeHarness(Reader())
        try harness.run(to: 0)
        #expect(harness.last("Reader/GeometryReader", "geometry") == [46.5, 326, 300, 200])
        #expect(harness.last("Reader/GeometryReader/Rectangle", "geometry") == [46.5, 326, 150, 40])
        #expect(harness.last("Reader/GeometryReader/Rectangle", "frame") == [150, 40])
    }

    struct Faded: View {
        var body: some View {
            Rectangle()
                .frame(width: 100, height: 100)
                .visualEffect { content, proxy in
                    content
                        .offset(x: proxy.frame(in: .global).minX > 100 ? 10 : 0)
                        .opacity(proxy.size.width / 200)
                }
        }
    }

    @Test func visualEffectIsEvaluatedWithTheLayout() throws {
        let harness = RuntimeHarness(Faded())
        try harness.run(to: 0)
        #expect(harness.last("Faded/Rectangle", "offset") == [10, 0])
        #expect(harness.last("Faded/Rectangle", "opacity") == [0.5])
        #expect(harness.last("Faded/Rectangle", "geometry") == [156.5, 376, 100, 100])
    }
    /// A shake: its data animates like any `Animatable` modifier's, and the translation it
    /// returns lands as the view's offset, frame by frame.
    struct Shake: GeometryEffect {
        var shakes: Double
        var animatableData: Double {
            get { shakes }
            set { shakes = newValue }
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * sin(shakes * 2 * .pi), y: 0))
        }
    }

    struct Shaken: View {
        @State private var attempts = 0.0
        var body: some View {
            Button("Check") { withAnimation(.linear(duration: 1)) { attempts += 1 } }
                .modifier(Shake(shakes: attempts))
        }
    }

    @Test func aGeometryEffectAnimatesItsDataAndMovesTheView() throws {
        let harness = RuntimeHarness(Shaken())
        try harness.run(to: 60, taps: [0: ["Check"]])
        // Linear over 1 s: a quarter of a shake at frame 15, the sine's peak.
        let shakes = harness.values("Shaken/Button", "Shake")
        #expect(shakes[15].map { abs($0[0] - 0.25) < 1e-9 } == true, "\(shakes[15] ?? [])")
        let offsets = harness.values("Shaken/Button", "offset")
        #expect(offsets[15].map { abs($0[0] - 10) < 1e-9 && abs($0[1]) < 1e-9 } == true, "\(offsets[15] ?? [])")
        #expect(offsets[45].map { abs($0[0] + 10) < 1e-9 } == true, "\(offsets[45] ?? [])")
    }

    /// A transform about the top-leading corner, split into a scale and a turn about the
    /// centre and an offset: the view's centre lands where the transform puts it.
    struct Turned: GeometryEffect {
        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set {}
        }

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1))
        }
    }

    struct TurnedTile: View {
        var body: some View {
            Rectangle().frame(width: 100, height: 50).modifier(Turned())
        }
    }

    @Test func aGeometryEffectTransformIsSplitAboutTheCentre() throws {
        let harness = RuntimeHarness(TurnedTile())
        try harness.run(to: 1)
        let node = "TurnedTile/Rectangle"
        // Scale 2 × 1, then a quarter turn: the centre (50, 25) goes to (−25, 100).
        let scale = try #require(harness.last(node, "scaleEffect"))
        #expect(abs(scale[0] - 2) < 1e-9 && abs(scale[1] - 1) < 1e-9, "\(scale)")
        let turn = try #require(harness.last(node, "rotationEffect"))
        #expect(abs(turn[0] - 90) < 1e-9, "\(turn)")
        let offset = try #require(harness.last(node, "offset"))
        #expect(abs(offset[0] + 75) < 1e-9 && abs(offset[1] - 75) < 1e-9, "\(offset)")
    }
}
