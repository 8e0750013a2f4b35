import Foundation
import Testing
import MotionTrace

/// Transitions frame by frame: insertion from `.willAppear`, removal to `.didDisappear`, views
/// that stay until their removal ends.
@Suite struct TransitionTests {
    struct Drawer: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.linear(duration: 0.3)) { shown.toggle() } }
                if shown {
                    Rectangle()
                        .frame(width: 100, height: 60)
                        .transition(.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)))
                }
            }
        }
    }

    @Test func asymmetricSlideInAndOut() throws {
        let trace = try traceOf(Drawer(), duration: 1, taps: [("Toggle", 0.1), ("Toggle", 0.6)])
        let path = "Drawer/VStack/Rectangle"
        // In from the leading edge by its own width (frames 6 … 24), out to the trailing edge
        // (from frame 36), each a linear 0.3 s.
        let insertion = animatorFrames(initial: -100, changes: [(6, 0, .linear(duration: 0.3))], frames: 60)
        let removal = animatorFrames(initial: 0, changes: [(36, 100, .linear(duration: 0.3))], frames: 60)
        expectFrames(try trace.series(path, "offset"), insertion)
        expectFrames(try trace.series(path, "offset[1]"), removal)
        // The frame in root coordinates: laid out at x = 146.5, moved by both offsets.
        expectFrames(try trace.series(path, "geometry"), zip(insertion, removal).map { 146.5 + $0 + $1 })
        #expect(trace.events("transition").compactMap(\.detail) == [
            "insertion .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))",
            "removal .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))",
        ])
        // It stays until its removal animation is removed, then disappears.
        let removed = try #require(trace.events("removed").last { $0.property == "offset[1]" })
        #expect(trace.events("disappear").map(\.t) == [removed.t] && removed.t > 0.9 - 1e-9)
    }

    struct Blurred: ViewModifier {
        let amount: Double

        func body(content: Content) -> some View {
            content
                .blur(radius: amount)
                .opacity(amount == 0 ? 1 : 0.2)
        }
    }

    struct Greeting: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Greet") { withAnimation(.easeInOut(duration: 0.4)) { shown.toggle() } }
                if shown {
                    Text("Hello")
                        .transition(.modifier(active: Blurred(amount: 10), identity: Blurred(amount: 0)))
                }
            }
        }
    }

    @Test func customTransitionFromAViewModifier() throws {
        let trace = try traceOf(Greeting(), duration: 1.2, taps: [("Greet", 0.1), ("Greet", 0.7)])
        let path = "Greeting/VStack/Text"
        let curve = Animation.easeInOut(duration: 0.4)
        expectFrames(try trace.series(path, "blur"), animatorFrames(initial: 10, changes: [(6, 0, curve), (42, 10, curve)], frames: 72))
        expectFrames(try trace.series(path, "opacity"), animatorFrames(initial: 0.2, changes: [(6, 1, curve), (42, 0.2, curve)], frames: 72))
        #expect(trace.events("disappear").count == 1)
    }

    struct Spin: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .rotationEffect(.degrees(phase.value * 90))
                .opacity(phase.isIdentity ? 1 : 0)
        }
    }

    struct Spinner: View {
        @State private var shown = false

        var body: some View {
            ZStack {
                Color.clear.frame(width: 10, height: 10).onTapGesture { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
                if shown { Image(systemName: "star").transition(Spin()) }
            }
        }
    }

    @Test func transitionProtocolWithPhases() throws {
        let trace = try traceOf(Spinner(), duration: 0.8, taps: [("Spinner/ZStack/Color", 0.1), ("Spinner/ZStack/Color", 0.5)])
        let angles = try trace.series("Spinner/ZStack/Image", "rotationEffect")
        expectFrames(angles, animatorFrames(initial: -90, changes: [(6, 0, .linear(duration: 0.2)), (30, 90, .linear(duration: 0.2))], frames: 48))
    }

    @Test func reduceMotionTurnsMotionIntoOpacity() throws {
        let trace = try traceOf(Drawer(), duration: 0.5, taps: [("Toggle", 0.1)], reduceMotion: true)
        let path = "Drawer/VStack/Rectangle"
        expectFrames(try trace.series(path, "opacity"), animatorFrames(initial: 0, changes: [(6, 1, .linear(duration: 0.3))], frames: 30))
        #expect(trace.tracks.filter { $0.path == path }.map(\.property) == ["frame", "opacity"])
        #expect(trace.events("transition").first?.detail == "insertion .opacity")
    }

    struct Plain: View {
        @State private var shown = true

        var body: some View {
            VStack {
                Button("Hide") { withAnimation(.linear(duration: 0.25)) { shown = false } }
                if shown { Circle().frame(width: 40, height: 40) }
            }
        }
    }

    @Test func defaultTransitionIsOpacityAndUnanimatedRemovalIsAtOnce() throws {
        let trace = try traceOf(Plain(), duration: 0.6, taps: [("Hide", 0.1)])
        expectFrames(try trace.series("Plain/VStack/Circle", "opacity"), animatorFrames(initial: 1, changes: [(6, 0, .linear(duration: 0.25))], frames: 36))
        struct Unanimated: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("Hide") { shown = false }
                    if shown { Circle().transition(.slide) }
                }
            }
        }
        let jump = try traceOf(Unanimated(), duration: 0.2, taps: [("Hide", 0.1)])
        #expect(jump.events("disappear").map(\.t) == [0.1] && jump.events("transition").isEmpty)
    }

    struct OwnAnimation: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Show") { shown = true }
                if shown { Circle().frame(width: 30, height: 30).transition(.scale.animation(.easeOut(duration: 0.2))) }
            }
        }
    }

    @Test func aTransitionWithItsOwnAnimationAnimatesAnUnanimatedChange() throws {
        let trace = try traceOf(OwnAnimation(), duration: 0.5, taps: [("Show", 0.1)])
        expectFrames(try trace.series("OwnAnimation/VStack/Circle", "scaleEffect"), animatorFrames(initial: 1e-5, changes: [(6, 1, .easeOut(duration: 0.2))], frames: 30, shape: .uniformScale))
    }

    struct TwoTempos: View {
        @State private var shown = false

        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown {
                    Circle().frame(width: 30, height: 30).transition(
                        .asymmetric(
                            insertion: .opacity.animation(.linear(duration: 0.2)),
                            removal: .opacity.animation(.linear(duration: 0.5))))
                }
            }
        }
    }

    @Test func anAsymmetricTransitionRunsEachSideWithItsOwnAnimation() throws {
        let trace = try traceOf(TwoTempos(), duration: 1.2, taps: [("Toggle", 0.1), ("Toggle", 0.5)])
        // Each side is a modifier of its own: the insertion's `opacity`, the removal's `opacity[1]`.
        let inserted = try trace.series("TwoTempos/VStack/Circle", "opacity")
        let removed = try trace.series("TwoTempos/VStack/Circle", "opacity[1]")
        // In over 0.2 s from the tap at frame 6, out over 0.5 s from the tap at frame 30.
        expectFrames(Array(inserted[0...29]), Array(animatorFrames(initial: 0, changes: [(6, 1, .linear(duration: 0.2))], frames: 29)))
        expectFrames(Array(removed[30...60]), Array(animatorFrames(initial: 1, changes: [(30, 0, .linear(duration: 0.5))], frames: 60)[30...60]))
        #expect(abs(inserted[9] - 0.25) < 1e-9 && abs(removed[45] - 0.5) < 1e-9)
        // It leaves after the sample of the first frame where nothing in it animates.
        #expect(trace.events("disappear").map(\.t) == [61.0 / 60])
    }

    struct FadingCard: View {
        @State private var shown = false
        @State private var shifted = false

        var body: some View {
            VStack {
                Button("Show") { shown = true }
                Button("Shift") { shifted.toggle() }
                if shown {
                    Circle().frame(width: 30, height: 30)
                        .offset(x: shifted ? 100 : 0)
                        .transition(.opacity.animation(.linear(duration: 0.2)))
                }
            }
        }
    }

    @Test func aTransitionsOwnAnimationAnimatesOnlyItsInsertion() throws {
        let trace = try traceOf(FadingCard(), duration: 0.8, taps: [("Show", 0.1), ("Shift", 0.5)])
        let opacity = try trace.series("FadingCard/VStack/Circle", "opacity")
        expectFrames(Array(opacity[6...29]), Array(animatorFrames(initial: 0, changes: [(6, 1, .linear(duration: 0.2))], frames: 29)[6...29]))
        // Once shown, an unanimated change inside the view jumps: the transition's animation is
        // for its own modifiers while the view comes in.
        let offset = try trace.series("FadingCard/VStack/Circle", "offset", 0)
        #expect(offset[29] == 0 && offset[30] == 100 && offset[31] == 100)
    }

    struct Ticker: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("\(count)")
                    .id(count)
                    .transition(.push(from: .bottom))
                Text("Plain \(count)").id(count)
                Button("Next") { withAnimation(.linear(duration: 0.3)) { count += 1 } }
            }
        }
    }

    @Test func aNewIdIsARemovalAndAnInsertion() throws {
        let trace = try traceOf(Ticker(), duration: 0.6, taps: [("Next", 0.1)])
        let height = 17 * 1.193
        let linear = Animation.linear(duration: 0.3)
        // The old number leaves toward the top, the new one comes from the bottom, both fading.
        expectFrames(try trace.series("Ticker/VStack/Text", "offset", 1), animatorFrames(initial: 0, changes: [(6, -height, linear)], frames: 36))
        expectFrames(try trace.series("Ticker/VStack/Text[2]", "offset", 1), animatorFrames(initial: height, changes: [(6, 0, linear)], frames: 36))
        expectFrames(try trace.series("Ticker/VStack/Text[2]", "opacity"), animatorFrames(initial: 0, changes: [(6, 1, linear)], frames: 36))
        // Without a transition of its own, a new id cross-fades.
        expectFrames(try trace.series("Ticker/VStack/Text[3]", "opacity"), animatorFrames(initial: 0, changes: [(6, 1, linear)], frames: 36))
        expectFrames(try trace.series("Ticker/VStack/Text[1]", "opacity"), animatorFrames(initial: 1, changes: [(6, 0, linear)], frames: 36))
        #expect(trace.events("disappear").map(\.path) == ["Ticker/VStack/Text", "Ticker/VStack/Text[1]"])
    }

    struct Trio: View {
        @State private var shown = true

        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.linear(duration: 0.5)) { shown.toggle() } }
                if shown {
                    Text("a").transition(.slide)
                    Text("b").transition(.scale)
                    Text("c")
                }
            }
        }
    }

    @Test func severalViewsInOneBranchEachHaveTheirOwnTransition() throws {
        let trace = try traceOf(Trio(), duration: 1.5, taps: [("Toggle", 0.1), ("Toggle", 0.8)])
        #expect(trace.events("transition").map { "\($0.path ?? "") \($0.detail ?? "")" } == [
            "Trio/VStack/Text removal .slide", "Trio/VStack/Text[1] removal .scale", "Trio/VStack/Text[2] removal .opacity",
            "Trio/VStack/Text insertion .slide", "Trio/VStack/Text[1] insertion .scale", "Trio/VStack/Text[2] insertion .opacity",
        ])
        // No view is made twice: three leave, three come back.
        #expect(trace.events("disappear").map(\.path) == ["Trio/VStack/Text", "Trio/VStack/Text[1]", "Trio/VStack/Text[2]"])
        #expect(trace.events("appear").count == 1 + 3)
        // Out from frame 6 (gone at frame 37), in again from frame 48: "a" (8.84 points wide)
        // slides out to the trailing edge and in from the leading one, "b" scales, "c" fades.
        let linear = Animation.linear(duration: 0.5)
        func expectOutAndIn(_ path: String, _ property: String, shown: Double, out: Double, in from: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let series = try trace.series(path, property)
            let leaving = animatorFrames(initial: shown, changes: [(6, out, linear)], frames: 37)
            let coming = animatorFrames(initial: from, changes: [(48, shown, linear)], frames: 90)
            expectFrames(Array(series[0...37]), leaving, sourceLocation: sourceLocation)
            expectFrames(Array(series[48...90]), Array(coming[48...90]), sourceLocation: sourceLocation)
        }
        try expectOutAndIn("Trio/VStack/Text", "offset", shown: 0, out: 8.84, in: -8.84)
        try expectOutAndIn("Trio/VStack/Text[1]", "scaleEffect", shown: 1, out: 1e-5, in: 1e-5)
        try expectOutAndIn("Trio/VStack/Text[2]", "opacity", shown: 1, out: 0, in: 0)
    }

    struct Details: View {
        @State private var more = true

        var body: some View {
            VStack {
                Button("Less") { withAnimation(.linear(duration: 0.5)) { more = false } }
                if true {
                    Text("Title")
                    if more { Text("Detail") }
                }
            }
        }
    }

    @Test func anIfInsideABranchHasItsOwnDefaultTransition() throws {
        let trace = try traceOf(Details(), duration: 0.8, taps: [("Less", 0.1)])
        expectFrames(try trace.series("Details/VStack/Text[1]", "opacity"), animatorFrames(initial: 1, changes: [(6, 0, .linear(duration: 0.5))], frames: 48))
        #expect(trace.events("disappear").map(\.path) == ["Details/VStack/Text[1]"])
    }

    /// The transition events as "path detail".
    func transitions(_ trace: Trace) -> [String] {
        trace.events("transition").map { "\($0.path ?? "") \($0.detail ?? "")" }
    }

    struct Ringed: View {
        @State private var shown = true
        @State private var ring = true

        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 0.5)) { shown.toggle() } }
                if shown {
                    Circle()
                        .frame(width: 40, height: 40)
                        .background { if ring { Color.red } }
                        .transition(.slide)
                }
            }
        }
    }

    @Test func aBackgroundLeavesWithItsView() throws {
        // The circle and its background are the slide's two roots: both slide out together and
        // come back together; no other view is made.
        let trace = try traceOf(Ringed(), duration: 1.6, taps: [("Go", 0.1), ("Go", 0.8)])
        #expect(transitions(trace) == [
            "Ringed/VStack/Circle removal .slide", "Ringed/VStack/Color removal .slide",
            "Ringed/VStack/Circle insertion .slide", "Ringed/VStack/Color insertion .slide",
        ])
        #expect(trace.events("disappear").map(\.path) == ["Ringed/VStack/Circle", "Ringed/VStack/Color"])
        #expect(trace.events("appear").count == 1 + 2)
        // The slide's offset is outside the background: it moves both frames.
        let linear = Animation.linear(duration: 0.5)
        let slide = animatorFrames(initial: 0, changes: [(6, 40, linear)], frames: 37)
        expectFrames(Array(try trace.series("Ringed/VStack/Circle", "offset")[0...37]), slide)
        for path in ["Ringed/VStack/Circle", "Ringed/VStack/Color"] {
            let x = try trace.series(path, "geometry")
            expectFrames(Array(x[0...37]).map { $0 - x[0] }, slide)
        }
    }

    struct Grouped: View {
        @State private var extra = true
        @State private var items = [1, 2]

        var body: some View {
            VStack {
                Button("Less") {
                    withAnimation(.linear(duration: 0.5)) {
                        extra = false
                        items.removeLast()
                    }
                }
                Group {
                    if extra { Text("x") }
                    Text("y")
                }
                .transition(.slide)
                ForEach(items, id: \.self) { Text("\($0)") }
                    .transition(.scale)
            }
        }
    }

    @Test func aTransitionOnAGroupOrForEachAppliesToEachView() throws {
        let trace = try traceOf(Grouped(), duration: 0.8, taps: [("Less", 0.1)])
        #expect(transitions(trace) == ["Grouped/VStack/Text removal .slide", "Grouped/VStack/Text[3] removal .scale"])
    }

    struct Pair: View {
        @State private var page = 0

        var body: some View {
            VStack {
                Button("Next") { withAnimation(.linear(duration: 0.5)) { page += 1 } }
                HStack {
                    Text("a")
                    Text("b")
                }
                .background { Color.gray }
                .id(page)
                .transition(.slide)
            }
        }
    }

    @Test func aNewIdOfSeveralRootsRemovesAndInsertsThemAll() throws {
        let trace = try traceOf(Pair(), duration: 0.8, taps: [("Next", 0.1)])
        #expect(transitions(trace) == [
            "Pair/VStack/HStack[1] insertion .slide", "Pair/VStack/Color[1] insertion .slide",
            "Pair/VStack/HStack removal .slide", "Pair/VStack/Color removal .slide",
        ])
        #expect(trace.events("disappear").map(\.path) == ["Pair/VStack/HStack", "Pair/VStack/Color"])
        // The background leaves with the stack it decorates, at the end of the slide.
        #expect(Set(trace.events("disappear").map(\.t)).count == 1)
    }

    struct Pages: View {
        @State private var page = 0

        var body: some View {
            VStack {
                RoundedRectangle(cornerRadius: 12)
                    .frame(width: 120, height: 80)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
                    .id(page)
                Button("Next") { withAnimation(.linear(duration: 0.5)) { page += 1 } }
            }
        }
    }

    @Test func aTransitionInsideAnIdIsTheOnlyOne() throws {
        // The new card moves in without fading; the old one fades out; no default transition.
        let trace = try traceOf(Pages(), duration: 0.8, taps: [("Next", 0.2)])
        let asymmetric = ".asymmetric(insertion: .move(edge: .trailing), removal: .opacity)"
        #expect(transitions(trace) == ["Pages/VStack/RoundedRectangle[1] insertion \(asymmetric)", "Pages/VStack/RoundedRectangle removal \(asymmetric)"])
        #expect(trace.tracks.filter { $0.path == "Pages/VStack/RoundedRectangle[1]" && $0.property.hasPrefix("opacity") }.allSatisfy { $0.values.allSatisfy { $0 == [1] } })
        expectFrames(try trace.series("Pages/VStack/RoundedRectangle[1]", "offset"), animatorFrames(initial: 120, changes: [(12, 0, .linear(duration: 0.5))], frames: 48))
    }

    struct Nested: View {
        @State private var outer = true
        @State private var inner = true

        var body: some View {
            VStack {
                Button("Inner") { withAnimation(.linear(duration: 0.5)) { inner = false } }
                Button("Outer") { outer.toggle() }
                if outer {
                    VStack {
                        if inner { Text("A") }
                    }
                }
            }
        }
    }

    @Test func aViewRemovedWithItsContainerIsGoneWithIt() throws {
        // "A" fades out; its container leaves at once meanwhile: nothing is left to remove, and
        // the session settles.
        let session = TraceSession(Nested())
        session.tap("Inner", at: 0.1)
        session.tap("Outer", at: 0.2)
        try session.advance(to: 0.3)
        #expect(session.nodes.map(\.path) == ["Nested", "Nested/VStack", "Nested/VStack/Button", "Nested/VStack/Button/Text", "Nested/VStack/Button[1]", "Nested/VStack/Button[1]/Text"])
        // The frames moved by the animated change settle at 0.6 s.
        try session.advance(to: 0.65)
        #expect(session.isSettled)
        #expect(session.trace().events("disappear").map(\.path) == ["Nested/VStack/VStack"])
    }

    struct BottomSheet: View {
        @State private var presented = false
        @State private var closings = 0

        var body: some View {
            ZStack(alignment: .bottom) {
                Button("Open") { withAnimation(.spring(duration: 0.4)) { presented = true } }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if presented {
                    RoundedRectangle(cornerRadius: 20)
                        .frame(height: 300)
                        .transition(.move(edge: .bottom))
                        .onTapGesture {
                            withAnimation(.easeIn(duration: 0.25), completionCriteria: .removed) {
                                presented = false
                            } completion: {
                                closings += 1
                            }
                        }
                }
            }
        }
    }

    @Test func bottomSheetDismissalWaitsForItsExitAnimation() throws {
        let trace = try traceOf(BottomSheet(), duration: 1.6, taps: [("Open", 0.1), ("BottomSheet/ZStack/RoundedRectangle", 1)])
        let path = "BottomSheet/ZStack/RoundedRectangle"
        // Up from below by its own height with the spring, down with easeIn.
        let offsets = animatorFrames(initial: 300, changes: [(6, 0, .spring(duration: 0.4)), (60, 300, .easeIn(duration: 0.25))], frames: 96)
        expectFrames(try trace.series(path, "offset", 1), offsets)
        expectFrames(try trace.series(path, "geometry", 1), offsets.map { 552 + $0 })
        // The completion runs in the frame where the exit animation is removed, and the sheet
        // leaves the tree then.
        let exit = try #require(trace.events("removed").last { $0.path == path })
        #expect(trace.events("completion").map(\.t) == [exit.t] && trace.events("disappear").map(\.t) == [exit.t])
        #expect(trace.events("state").last?.property == "closings" && trace.events("state").last?.t == exit.t)
        #expect(exit.t > 1.25 && exit.t < 1.25 + 1.0 / 60 + 1e-9)
    }
}
