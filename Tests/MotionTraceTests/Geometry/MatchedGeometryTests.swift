import Foundation
import Testing
import MotionTrace

/// `matchedGeometryEffect`: a card flying from a grid to a detail view and back.
@Suite struct MatchedGeometryTests {
    struct Gallery: View {
        @Namespace private var namespace
        @State private var selected: Int?

        var body: some View {
            ZStack {
                if let selected {
                    RoundedRectangle(cornerRadius: 20)
                        .matchedGeometryEffect(id: selected, in: namespace)
                        .frame(width: 300, height: 400)
                        .onTapGesture { withAnimation(.spring(duration: 0.5)) { self.selected = nil } }
                } else {
                    HStack(spacing: 10) {
                        ForEach(0..<3) { index in
                            RoundedRectangle(cornerRadius: 8)
                                .matchedGeometryEffect(id: index, in: namespace)
                                .frame(width: 80, height: 80)
                                .onTapGesture { withAnimation(.spring(duration: 0.5)) { selected = index } }
                        }
                    }
                }
            }
        }
    }

    /// The frames of a rectangle animated from `from` to `to` at `frame` with `animation`, as the
    /// animation layer computes them over the four numbers (x, y, width, height).
    func rectFrames(from: [Double], to: [Double], at frame: Int, animation: Animation, frames: Int) -> [[Double]] {
        typealias Data = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
        func data(_ r: [Double]) -> Data { AnimatablePair(AnimatablePair(r[0], r[1]), AnimatablePair(r[2], r[3])) }
        var animator = PropertyAnimator(initialValue: data(from))
        return (0...frames).map { k in
            let t = Double(k) / 60
            if k == frame { animator.set(data(to), transaction: Transaction(animation: animation), at: t) }
            let v = animator.value(at: t)!
            return [v.first.first, v.first.second, v.second.first, v.second.second].map(Double.init)
        }
    }

    @Test func gridToDetailFliesBetweenTheTwoFrames() throws {
        let trace = try traceOf(Gallery(), duration: 2, taps: [("Gallery/ZStack/HStack/RoundedRectangle[1]", 0.1)])
        // The second card of three 80-point cards 10 apart, centred: x = (393 − 260) / 2 + 90.
        let card = [156.5, 386, 80, 80], detail = [46.5, 226, 300, 400]
        let expected = rectFrames(from: card, to: detail, at: 6, animation: .spring(duration: 0.5), frames: 72)
        let inserted = try trace.track("Gallery/ZStack/RoundedRectangle", "geometry").values
        let removed = try trace.track("Gallery/ZStack/HStack/RoundedRectangle[1]", "geometry").values
        for frame in [0, 6, 10, 20, 40, 56] {
            #expect(zip(inserted[frame], expected[frame]).allSatisfy { abs($0 - $1) < 1e-9 }, "inserted, frame \(frame): \(inserted[frame]) vs \(expected[frame])")
            #expect(zip(removed[frame], expected[frame]).allSatisfy { abs($0 - $1) < 1e-9 }, "removed, frame \(frame): \(removed[frame]) vs \(expected[frame])")
        }
        #expect(zip(inserted[72], expected[72]).allSatisfy { abs($0 - $1) < 1e-9 })
        // The two cross-fade with the default transition; the grid leaves when both are done.
        expectFrames(try trace.series("Gallery/ZStack/RoundedRectangle", "opacity"), animatorFrames(initial: 0, changes: [(6, 1, .spring(duration: 0.5))], frames: 120))
        expectFrames(try trace.series("Gallery/ZStack/HStack", "opacity"), animatorFrames(initial: 1, changes: [(6, 0, .spring(duration: 0.5))], frames: 120))
        #expect(trace.events("matchedGeometry").map(\.detail) == ["from Gallery/ZStack/HStack/RoundedRectangle[1]"])
        // The grid leaves when its fade is removed (frame 56), its card still on the way (the
        // 4-vector spring settles later); its track keeps that last frame.
        let opacityRemoved = try #require(trace.events("removed").first { $0.path == "Gallery/ZStack/HStack" })
        let left = try #require(trace.events("disappear").first { $0.path == "Gallery/ZStack/HStack" })
        #expect(left.t == opacityRemoved.t && left.t == 56.0 / 60 && removed.last == removed[56])
    }

    @Test func detailBackToTheGrid() throws {
        let trace = try traceOf(Gallery(), duration: 2.4, taps: [("Gallery/ZStack/HStack/RoundedRectangle[2]", 0.1), ("Gallery/ZStack/RoundedRectangle", 1.2)])
        // Back: the grid is new; its third card starts at the detail's frame as shown then (the
        // spring has not quite settled at 1.2 s) and flies to its place.
        let card = try trace.track("Gallery/ZStack/HStack/RoundedRectangle[2]", "geometry").values
        let detail = try trace.track("Gallery/ZStack/RoundedRectangle", "geometry").values
        #expect(card[72] == detail[72] && abs(detail[72][0] - 46.5) < 0.01 && zip(card.last!, [246.5, 386, 80, 80]).allSatisfy { abs($0 - $1) < 0.01 }, "\(card[72]) \(detail[72]) \(card.last!)")
    }

    struct TwoSources: View {
        @Namespace private var namespace

        var body: some View {
            HStack {
                Circle().matchedGeometryEffect(id: "dot", in: namespace).frame(width: 10, height: 10)
                Circle().matchedGeometryEffect(id: "dot", in: namespace).frame(width: 20, height: 20)
            }
        }
    }

    @Test func twoSourcesAtOnceAreSwiftUIsWarning() throws {
        let trace = try traceOf(TwoSources())
        #expect(trace.events("warning").compactMap(\.detail) == [
            "Multiple inserted views in matched geometry group Pair<String, ID>(first: \"dot\", second: SwiftUI.Namespace.ID(id: 1)) have `isSource: true`, results are undefined."
        ])
    }

    struct Follower: View {
        @Namespace private var namespace
        @State private var right = false

        var body: some View {
            ZStack {
                Rectangle()
                    .frame(width: 40, height: 40)
                    .matchedGeometryEffect(id: "spot", in: namespace)
                    .offset(x: 0)
                    .position(x: right ? 300 : 100, y: 100)
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { right.toggle() } }
                Circle()
                    .frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: "spot", in: namespace, properties: .position, isSource: false)
            }
        }
    }

    @Test func aViewThatIsNotTheSourceFollowsIt() throws {
        let trace = try traceOf(Follower(), duration: 0.6, taps: [("Follower/ZStack/Rectangle", 0.1)])
        let circle = try trace.track("Follower/ZStack/Circle", "geometry").values
        // Centred on the rectangle's centre, keeping its own size.
        #expect(circle[0] == [95, 95, 10, 10] && circle.last == [295, 95, 10, 10])
        #expect(abs(circle[21][0] - 195) < 1e-9)
    }

    /// One circle that moves across an `HStack` by trading places with a `Spacer`: the branch
    /// shown before and the branch shown after each hold a circle of the group.
    struct SpacerSwap: View {
        @Namespace private var namespace
        @State private var right = false

        var body: some View {
            HStack {
                if right {
                    Spacer()
                    Circle().matchedGeometryEffect(id: "dot", in: namespace).frame(width: 40, height: 40)
                } else {
                    Circle().matchedGeometryEffect(id: "dot", in: namespace).frame(width: 40, height: 40)
                    Spacer()
                }
            }
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { right.toggle() } }
        }
    }

    @Test func bothCirclesFollowOneFrameAcrossTheStack() throws {
        let trace = try traceOf(SpacerSwap(), duration: 1, taps: [("*", 0.2)])
        let removed = try trace.track("SpacerSwap/HStack/Circle", "geometry").values
        let inserted = try trace.track("SpacerSwap/HStack/Circle[1]", "geometry").values
        // From the left edge (x = 0) to the right one (393 − 40 = 353) in a stack centred in the
        // 852-point root, over 0.5 s from frame 12; the two circles share the frame on the way.
        let expected = rectFrames(from: [0, 406, 40, 40], to: [353, 406, 40, 40], at: 12, animation: .linear(duration: 0.5), frames: 60)
        for frame in 12...42 {
            #expect(zip(inserted[frame], expected[frame]).allSatisfy { abs($0 - $1) < 1e-9 }, "inserted, frame \(frame): \(inserted[frame]) vs \(expected[frame])")
            #expect(zip(removed[frame], expected[frame]).allSatisfy { abs($0 - $1) < 1e-9 }, "removed, frame \(frame): \(removed[frame]) vs \(expected[frame])")
        }
        #expect(abs(expected[18][0] - 70.6) < 0.001)
        // Each view of both branches has its own default transition: the two that leave fade out,
        // the two that come fade in.
        #expect(trace.events("transition").compactMap(\.detail).sorted() == ["insertion .opacity", "insertion .opacity", "removal .opacity", "removal .opacity"])
        #expect(inserted.last == [353, 406, 40, 40])
    }

    struct Widening: View {
        @State private var width: CGFloat = 100

        var body: some View {
            VStack {
                GeometryReader { proxy in
                    Rectangle().frame(width: proxy.size.width / 2, height: 20)
                }
                .frame(width: width, height: 40)
                Button("Wide") { withAnimation(.linear(duration: 1)) { width = 300 } }
            }
        }
    }

    @Test func aReaderAndItsContentMoveAsOneChangeOfTheUpdate() throws {
        // The update lays out twice (the content reads the new size); only its last layout is
        // committed, so the reader moves linearly and its content stays at its leading edge.
        let trace = try traceOf(Widening(), duration: 1.2, taps: [("Wide", 0.1)])
        let reader = try trace.track("Widening/VStack/GeometryReader", "geometry").values
        let content = try trace.track("Widening/VStack/GeometryReader/Rectangle", "geometry").values
        let expected = rectFrames(from: reader[0], to: reader.last!, at: 6, animation: .linear(duration: 1), frames: 72)
        for frame in [6, 12, 30, 42, 66, 72] {
            #expect(zip(reader[frame], expected[frame]).allSatisfy { abs($0 - $1) < 1e-9 }, "frame \(frame): \(reader[frame]) vs \(expected[frame])")
            #expect(abs(content[frame][0] - reader[frame][0]) < 1e-9, "frame \(frame): \(content[frame][0]) vs \(reader[frame][0])")
        }
    }
}
