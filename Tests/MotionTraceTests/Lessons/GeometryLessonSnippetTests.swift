import Foundation
import Testing
import MotionTrace

/// Views written as the transitions, matched-geometry and gesture lessons write them (CURRICULUM
/// orders 7, 8, 12): they compile unchanged and their traces show the motion in coordinates.
@Suite struct GeometryLessonSnippetTests {
    struct Notifications: View {
        @State private var items = [1, 2]
        @State private var showBanner = false

        var body: some View {
            VStack(spacing: 12) {
                Button("Add") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        items.append(items.count + 1)
                        showBanner.toggle()
                    }
                }
                if showBanner {
                    Text("Saved")
                        .padding()
                        .background(.green, in: Capsule())
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
                ForEach(items, id: \.self) { item in
                    RoundedRectangle(cornerRadius: 8)
                        .frame(width: 200, height: 44)
                        .transition(.asymmetric(insertion: .push(from: .trailing), removal: .scale(scale: 0.5, anchor: .bottom)))
                }
                Text("Footer").transition(.blurReplace)
                Text("Other").transition(.offset(x: 0, y: 50).animation(.easeIn))
                Text("Slide").transition(.slide)
                Text("Same").transition(.identity)
            }
        }
    }

    @Test func transitionsLesson() throws {
        let trace = try traceOf(Notifications(), duration: 1, taps: [("Add", 0.1)])
        // The new row pushes in from the trailing edge by its width, fading in.
        let row = try trace.series("Notifications/VStack/RoundedRectangle[2]", "offset")
        #expect(row[0] == 200 && abs(row[60]) < 1)
        // The stack grows (centred in the root) and the banner pushes the rows down: the first
        // row's frame moves to its new place with the spring.
        let first = try trace.series("Notifications/VStack/RoundedRectangle", "geometry", 1)
        #expect(first[6] == 327.5785 && first[10] > first[6] && abs(first.last! - 331.719) < 1e-9)
        // The banner (the fifth text) moves in from above by its height with its padding.
        let banner = try trace.series("Notifications/VStack/Text[4]", "offset", 1)
        #expect(abs(banner[0] + (17 * 1.193 + 32)) < 1e-9 && abs(banner.last!) < 0.5)
    }

    struct Tabs: View {
        @Namespace private var namespace
        @State private var selected = "Home"
        let tabs = ["Home", "Search", "Profile"]

        var body: some View {
            HStack {
                ForEach(tabs, id: \.self) { tab in
                    Text(tab)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background {
                            if selected == tab {
                                Capsule()
                                    .fill(.blue.opacity(0.2))
                                    .matchedGeometryEffect(id: "pill", in: namespace)
                            }
                        }
                        .onTapGesture { withAnimation(.snappy) { selected = tab } }
                }
            }
        }
    }

    @Test func matchedGeometryLesson() throws {
        let trace = try traceOf(Tabs(), duration: 1, taps: [("Profile", 0.1)])
        // The pill slides from under "Home" to under "Profile".
        let pills = trace.tracks.filter { $0.property == "geometry" && $0.node == "Capsule" }
        #expect(pills.count == 2)
        let inserted = try #require(pills.first { $0.values[0] != $0.values.last })
        #expect(inserted.values.last![0] > inserted.values[6][0] + 100)
        #expect(trace.events("warning").isEmpty)
    }

    enum DragState: Equatable {
        case inactive
        case pressing
        case dragging(CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }
    }

    struct Sticker: View {
        @GestureState private var dragState = DragState.inactive
        @GestureState private var zoom: CGFloat = 1
        @State private var position = CGSize.zero
        @State private var taps = 0

        var body: some View {
            Circle()
                .frame(width: 80, height: 80)
                .scaleEffect(dragState == .inactive ? 1 : 1.2)
                .scaleEffect(zoom)
                .offset(x: position.width + dragState.translation.width, y: position.height + dragState.translation.height)
                .animation(.interactiveSpring(response: 0.3, dampingFraction: 0.7), value: dragState)
                .gesture(
                    LongPressGesture(minimumDuration: 0.3)
                        .sequenced(before: DragGesture())
                        .updating($dragState) { value, state, transaction in
                            switch value {
                            case .first(true):
                                state = .pressing
                            case .second(true, let drag):
                                state = .dragging(drag?.translation ?? .zero)
                            default:
                                state = .inactive
                            }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return }
                            position.width += drag.translation.width
                            position.height += drag.translation.height
                        })
                .simultaneousGesture(MagnifyGesture().updating($zoom) { value, state, _ in state = value.magnification })
                .simultaneousGesture(TapGesture().onEnded { taps += 1 })
        }
    }

    @Test func gesturesLesson() throws {
        let session = TraceSession(Sticker())
        session.drag("Sticker/Circle", at: 0.1, translation: CGSize(width: 100, height: 0), duration: 0.5, holding: 0.4)
        session.pinch("Sticker/Circle", at: 1.5, scale: 1.5, duration: 0.25)
        try session.advance(to: 2.5)
        let trace = session.trace()
        // Lifted up while pressed, then carried 100 points to the right, where it stays.
        let frames = try trace.track("Sticker/Circle", "geometry").values
        #expect(abs(frames.last![0] - (156.5 + 100)) < 1e-6)
        #expect(try trace.series("Sticker/Circle", "scaleEffect").max()! > 1.19)
        // The pinch scales it while the fingers are down, then it returns to 1.
        let zoom = try trace.series("Sticker/Circle", "scaleEffect[1]")
        #expect(abs(zoom[99] - 1.3) < 1e-9 && zoom.last == 1)
        #expect(trace.events("state").contains { $0.property == "position" })
    }
}
