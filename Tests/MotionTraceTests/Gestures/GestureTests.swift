import Foundation
import Testing
import MotionTrace

/// Gestures driven by scripted touches, frame by frame.
@Suite struct GestureTests {
    struct Card: View {
        @State private var offset = CGSize.zero

        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .frame(width: 200, height: 120)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { value in
                            withAnimation(.spring(duration: 0.4)) {
                                if abs(value.predictedEndTranslation.width) > 200 {
                                    offset.width = value.translation.width > 0 ? 600 : -600
                                } else {
                                    offset = .zero
                                }
                            }
                        })
        }
    }

    /// The card's x offset as the animation layer computes it: the finger's translation each
    /// frame from `first` to `last` (at `step` points per frame, tracking velocity), then a spring
    /// to `target` started at `last`.
    func cardFrames(first: Int, last: Int, step: Double, target: Double, frames: Int) -> [Double] {
        var tracking = Transaction()
        tracking.isContinuous = true
        tracking.tracksVelocity = true
        var animator = PropertyAnimator(initialValue: 0.0)
        return (0...frames).map { k in
            let t = Double(k) / 60
            if k >= first, k <= last { animator.set(step * Double(k - first + 1), transaction: tracking, at: t) }
            if k == last { animator.set(target, transaction: Transaction(animation: .spring(duration: 0.4)), at: t) }
            return animator.value(at: t)!
        }
    }

    @Test func aFastDragFlingsTheCardAway() throws {
        // 120 points in 0.2 s: 600 pt/s, predicted 120 + 0.499 · 600 = 419.4 > 200.
        let trace = try traceOf(Card(), duration: 1.2, drags: [.init(target: "Card/RoundedRectangle", time: 0.1, translation: CGSize(width: 120, height: 0), duration: 0.2)])
        // Down at frame 6; recognised at frame 7 (10 points, the minimum distance); lifted at 18.
        let expected = cardFrames(first: 7, last: 18, step: 10, target: 600, frames: 72)
        expectFrames(try trace.series("Card/RoundedRectangle", "offset"), expected)
        expectFrames(try trace.series("Card/RoundedRectangle", "geometry"), expected.map { 96.5 + $0 })
        // The spring keeps the finger's velocity: it moves faster at once than from rest.
        #expect(expected[19] - expected[18] > 9)
        #expect(trace.events("gesture").map(\.detail) == ["drag began", "drag ended"] && trace.events("gesture").map(\.t) == [0.1, 0.3])
    }

    @Test func aSlowDragSpringsBack() throws {
        // 80 points in 0.8 s: 100 pt/s, predicted 80 + 49.9 < 200.
        let trace = try traceOf(Card(), duration: 1.6, drags: [.init(target: "Card/RoundedRectangle", time: 0.1, translation: CGSize(width: 80, height: 0), duration: 0.8)])
        let step = 80.0 / 48
        // Recognised when the finger has moved 10 points: frame 6 + 6 (6 · 1.667 = 10).
        var tracking = Transaction()
        tracking.tracksVelocity = true
        var animator = PropertyAnimator(initialValue: 0.0)
        let expected = (0...96).map { k -> Double in
            let t = Double(k) / 60
            if k >= 12, k <= 54 { animator.set(step * Double(k - 6), transaction: tracking, at: t) }
            if k == 54 { animator.set(0, transaction: Transaction(animation: .spring(duration: 0.4)), at: t) }
            return animator.value(at: t)!
        }
        expectFrames(try trace.series("Card/RoundedRectangle", "offset"), expected)
        #expect(abs(expected[96]) < 0.5)
    }

    struct Knob: View {
        @GestureState private var drag = CGSize.zero
        @GestureState(resetTransaction: Transaction(animation: .spring(duration: 0.3))) private var springy = CGSize.zero

        var body: some View {
            VStack(spacing: 40) {
                Circle()
                    .frame(width: 80, height: 80)
                    .offset(drag)
                    .gesture(DragGesture(minimumDistance: 0).updating($drag) { value, state, _ in state = value.translation })
                Circle()
                    .frame(width: 60, height: 60)
                    .offset(springy)
                    .gesture(DragGesture(minimumDistance: 0).updating($springy) { value, state, _ in state = value.translation })
            }
        }
    }

    @Test func gestureStateResetsWhenTheGestureEnds() throws {
        let trace = try traceOf(
            Knob(), duration: 1,
            drags: [
                .init(target: "Knob/VStack/Circle", time: 0.1, translation: CGSize(width: 0, height: 90), duration: 0.3),
                .init(target: "Knob/VStack/Circle[1]", time: 0.1, translation: CGSize(width: 0, height: 90), duration: 0.3),
            ])
        let plain = try trace.series("Knob/VStack/Circle", "offset", 1)
        // Follows the finger from touch down (minimum distance 0) to the whole 90 points in the
        // frame the finger lifts (after that frame's sample) …
        #expect((6...24).allSatisfy { abs(plain[$0] - 5 * Double($0 - 6)) < 1e-9 })
        // … and is back at its initial value in the next frame (no animation).
        #expect(plain[25] == 0 && plain.last == 0)
        // With a reset transaction it springs back from the lift, with the finger's velocity
        // (300 points per second): a frame later it has barely left 90 (from rest it would be
        // at about 85.6, pulled by the critically damped spring alone).
        let springy = try trace.series("Knob/VStack/Circle[1]", "offset", 1)
        #expect(springy[24] == 90 && springy[25] > 89 && springy[25] < 90 && springy[40] < 20 && abs(springy.last!) < 1, "\(springy[22...26]) \(springy[40]) \(springy.last!)")
    }

    struct Zoomable: View {
        @State private var scale: CGFloat = 1
        @State private var angle = Angle.zero
        @State private var log: [String] = []

        var body: some View {
            Rectangle()
                .frame(width: 100, height: 100)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(
                    MagnifyGesture().onChanged { scale = $0.magnification }
                        .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation }))
                .gesture(
                    LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
                        .onEnded { value in
                            if case .second(true, let drag?) = value { log.append("moved \(Int(drag.translation.width))") }
                        })
        }
    }

    @Test func pinchRotateAndLongPressThenDrag() throws {
        let session = TraceSession(Zoomable())
        session.pinch("Zoomable/Rectangle", at: 0.1, scale: 2, duration: 0.5)
        session.rotate("Zoomable/Rectangle", at: 1, by: .degrees(90), duration: 0.25)
        session.drag("Zoomable/Rectangle", at: 2, translation: CGSize(width: 40, height: 0), duration: 0.2, holding: 0.6)
        try session.advance(to: 3)
        let trace = session.trace()
        let scale = try trace.series("Zoomable/Rectangle", "scaleEffect")
        #expect(abs(scale[21] - 1.5) < 1e-9 && scale[36] == 2)
        let angle = try trace.series("Zoomable/Rectangle", "rotationEffect")
        #expect(abs(angle[66] - 36) < 1e-9 && abs(angle[75] - 90) < 1e-9)
        #expect(trace.events("state").last { $0.property == "log" }?.detail == "[\"moved 40\"]")
    }

    struct Either: View {
        @State private var log: [String] = []

        var body: some View {
            Rectangle()
                .frame(width: 50, height: 50)
                .gesture(
                    LongPressGesture(minimumDuration: 0.3).exclusively(before: DragGesture())
                        .onEnded { value in
                            switch value {
                            case .first: log.append("press")
                            case .second(let drag): log.append("drag \(Int(drag.translation.width))")
                            }
                        })
        }
    }

    @Test func exclusivelyTakesTheFirstUnlessItFails() throws {
        let session = TraceSession(Either())
        session.press("Either/Rectangle", at: 0.1, duration: 0.4)
        session.drag("Either/Rectangle", at: 1, translation: CGSize(width: 60, height: 0), duration: 0.2)
        try session.advance(to: 1.5)
        let logs = session.trace().events("state").filter { $0.property == "log" }.compactMap(\.detail)
        #expect(logs == ["[\"press\"]", "[\"press\", \"drag 60\"]"])
    }

    struct Board: View {
        @State private var last = CGPoint.zero

        var body: some View {
            ZStack {
                Circle()
                    .frame(width: 40, height: 40)
                    .gesture(DragGesture(coordinateSpace: .named("board")).onEnded { last = $0.location })
            }
            .frame(width: 300, height: 300)
            .coordinateSpace(name: "board")
        }
    }

    @Test func namedCoordinateSpacesAreTheRoot() throws {
        let session = TraceSession(Board(), size: TraceScenario.defaultSize)
        session.drag("Board/ZStack/Circle", at: 0, translation: CGSize(width: 30, height: 0), duration: 0.1)
        try session.advance(to: 0.2)
        // Measured in root coordinates (named spaces are not simulated), 30 points right of the centre.
        #expect(session.trace().events("state").last?.detail == "CGPoint(x: 226.5, y: 426.0)")
    }

    @Test func aTargetWithoutGestureIsAnError() {
        #expect(throws: MotionTraceError.self) {
            _ = try traceOf(Text("x"), drags: [.init(target: "x", time: 0, translation: .zero, duration: 0.1)])
        }
    }
}
