import Foundation
import Testing
import MotionTrace

/// The scene the engine writes beside the tracks: what each node draws, its parent, when it
/// exists, its anchor and clip, and the colour that fills it.
@Suite struct SceneRecordingTests {
    struct Card: View {
        @State private var shown = false

        var body: some View {
            VStack(spacing: 10) {
                Circle()
                    .fill(.red)
                    .frame(width: 40, height: 40)
                    .rotationEffect(.degrees(shown ? 90 : 0), anchor: .topLeading)
                if shown {
                    Text("Hello")
                        .font(.title.bold())
                        .transition(.opacity)
                }
                RoundedRectangle(cornerRadius: 12)
                    .frame(width: 60, height: 30)
                    .clipShape(Capsule())
                    .zIndex(1)
                Image(systemName: "star.fill")
                Button("Toggle") { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
            }
            .foregroundStyle(.green)
        }
    }

    struct Masked: View {
        var body: some View {
            VStack {
                Rectangle()
                    .frame(width: 40, height: 40)
                    .mask { Circle() }
                Rectangle()
                    .frame(width: 40, height: 40)
                    .mask(RoundedRectangle(cornerRadius: 6))
                Rectangle()
                    .frame(width: 40, height: 40)
                    .mask { Text("A") }
            }
        }
    }

    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Count \(count)")
                Image(systemName: count == 0 ? "heart" : "heart.fill")
                Button("Add") { count += 1 }
            }
        }
    }

    struct Revealed: View {
        @State private var moved = false
        @State private var shown = false
        @State private var count = 0

        var body: some View {
            VStack {
                Circle()
                    .frame(width: 10, height: 10)
                    .offset(x: moved ? 10 : 0)
                if shown {
                    Text("Count \(count)")
                }
                Button("Add") { count += 1 }
            }
            .onAppear {
                withAnimation(.linear(duration: 0.1)) { moved = true } completion: { shown = true }
            }
        }
    }

    /// A text the completion inserts after frame 7's sample (the animation ends at t = 0.1 s) is
    /// drawn from frame 8, a frame in which nothing changes: it still shows its first string, and
    /// a later string is a content from its frame on.
    @Test func aNodeInsertedAfterASampleKeepsItsFirstContent() throws {
        let scene = try #require(try traceOf(Revealed(), duration: 0.5, taps: [("Add", 0.3)]).scene)
        let text = try #require(scene.nodes.first { $0.path == "Revealed/VStack/Text" })
        #expect(text.from == 8)
        #expect(text.text == "Count 0")
        #expect(text.contents == [Trace.SceneContent(frame: 18, text: "Count 1")])
    }

    /// A text whose string changes, and a symbol swapped for another, stay one node each: what
    /// they show at first is theirs, every later string or name is a content from its frame on.
    @Test func aChangedStringOrSymbolIsALaterContentOfTheSameNode() throws {
        let scene = try #require(try traceOf(Counter(), duration: 0.5, taps: [("Add", 0.1), ("Add", 0.3)]).scene)
        let text = try #require(scene.nodes.first { $0.path == "Counter/VStack/Text" })
        #expect(text.text == "Count 0")
        #expect(text.contents == [Trace.SceneContent(frame: 6, text: "Count 1"), Trace.SceneContent(frame: 18, text: "Count 2")])
        #expect(text.content(at: 5).text == "Count 0" && text.content(at: 6).text == "Count 1" && text.content(at: 30).text == "Count 2")
        let symbol = try #require(scene.nodes.first { $0.kind == .symbol })
        #expect(symbol.symbol == "heart")
        #expect(symbol.contents == [Trace.SceneContent(frame: 6, symbol: "heart.fill")])
        #expect(scene.nodes.filter { $0.path.hasPrefix("Counter/VStack/Text") }.count == 1)
    }

    /// A shape mask is the clip to that shape; a mask that is not a plain shape is not drawn.
    @Test func aShapeMaskIsRecordedAsAClip() throws {
        let scene = try #require(try traceOf(Masked(), duration: 0.1).scene)
        let rectangles = scene.nodes.filter { $0.kind == .rectangle }
        #expect(rectangles.count == 3)
        #expect(rectangles.map(\.clip) == [.circle, .roundedRectangle, nil])
        #expect(rectangles[1].clipCornerRadius == 6)
    }

    @Test func everyDrawingNodeIsDescribed() throws {
        let trace = try traceOf(Card(), duration: 1, taps: [("Toggle", 0.1), ("Toggle", 0.5)])
        let scene = try #require(trace.scene)
        #expect(scene.width == 393 && scene.height == 852)
        let byPath = Dictionary(scene.nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let circle = try #require(byPath["Card/VStack/Circle"])
        #expect(circle.kind == .circle)
        #expect(circle.fill == Trace.ScenePaint(path: "Card/VStack/Circle", property: "fill"))
        #expect(circle.anchor == [0, 0])
        #expect(scene.nodes[circle.parent!].path == "Card/VStack")
        let rounded = try #require(byPath["Card/VStack/RoundedRectangle"])
        #expect(rounded.kind == .roundedRectangle && rounded.cornerRadius == 12)
        #expect(rounded.clip == .capsule && rounded.zIndex == 1)
        // No fill of its own: the stack's foreground style.
        #expect(rounded.fill == Trace.ScenePaint(path: "Card/VStack", property: "foregroundStyle"))
        #expect(byPath["Card/VStack/Image"]?.kind == .symbol && byPath["Card/VStack/Image"]?.symbol == "star.fill")
        #expect(byPath["Card/VStack/Button"]?.kind == .button)
        // The text is inserted by the tap at 0.1 s and gone after its removal (0.5 s + 0.2 s).
        let text = try #require(byPath["Card/VStack/Text"])
        #expect(text.kind == .text && text.text == "Hello" && text.fontSize == 28 && text.fontWeight == "bold")
        #expect(text.from == 6)
        let until = try #require(text.until)
        #expect((42...44).contains(until))
        // Drawing order: a parent before its children, the text where the tree has it.
        let order = scene.nodes.map(\.path)
        #expect(order.firstIndex(of: "Card/VStack/Circle")! < order.firstIndex(of: "Card/VStack/Text")!)
        #expect(order.firstIndex(of: "Card/VStack/Text")! < order.firstIndex(of: "Card/VStack/RoundedRectangle")!)
        for (index, node) in scene.nodes.enumerated() { #expect((node.parent ?? -1) < index) }
        // A node's frame is its geometry at its first frame.
        let geometry = trace.tracks.first { $0.path == "Card/VStack/Text" && $0.property == "geometry" }
        #expect(geometry.map { $0.values[text.from] == text.frame } ?? true)
    }
}
