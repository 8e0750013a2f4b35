import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore
import TraceFormat

/// View modifiers from `m` to `z` that SwiftUI added later: feedback as events, scroll
/// visibility read from the layout, paging targets, newer forms of simulated modifiers, and the
/// chrome and input modifiers that are recorded.
@Suite struct LaterModifierFormTests {
    // MARK: Sensory feedback

    struct Stepper: View {
        @State private var count = 0

        var body: some View {
            Button("+") { count += 1 }
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count)
                .sensoryFeedback(.success, trigger: count) { _, new in new > 1 }
                .sensoryFeedback(trigger: count) { _, new in new == 1 ? .selection(.on) : nil }
        }
    }

    @Test func feedbackIsAnEventWhenItsTriggerChanges() throws {
        let harness = RuntimeHarness(Stepper())
        try harness.run(to: 12, taps: [3: ["+"], 9: ["+"]])
        let played = harness.events("feedback").map { "\(Int(($0.t * 60).rounded())) \($0.detail ?? "")" }
        // Nothing at the first evaluation; each change plays what its modifier decides, in the
        // order the modifiers are written.
        #expect(played == [
            "3 sensoryFeedback .impact(weight: .heavy, intensity: 0.5)", "3 sensoryFeedback .selection(.on)",
            "9 sensoryFeedback .impact(weight: .heavy, intensity: 0.5)", "9 sensoryFeedback .success",
        ])
        #expect(harness.node("Stepper/Button")?.styles.contains("sensoryFeedback(.success)") == true)
    }

    // MARK: Scrolling

    final class Log {
        var entries: [Bool] = []
        var phases: [String] = []
    }

    /// Ten 100-point rows 8 points apart in the 393 × 852 root: row 8 spans 864 … 964, below
    /// the visible region until the content scrolls up.
    struct Feed: View {
        let log: Log

        var body: some View {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<10, id: \.self) { row in
                        Rectangle().frame(height: 100)
                            .onScrollVisibilityChange { visible in if row == 8 { log.entries.append(visible) } }
                    }
                }
            }
            .scrollPosition(.constant(ScrollPosition(id: 3, anchor: .top)))
            .onScrollPhaseChange { old, new in log.phases.append("\(old) \(new)") }
        }
    }

    @Test func scrollVisibilityFollowsTheLayout() throws {
        let log = Log()
        let harness = RuntimeHarness(Feed(log: log))
        harness.session.scroll("*", at: 0.1, translation: CGSize(width: 0, height: 100), duration: 0.1)
        harness.session.scroll("*", at: 0.5, translation: CGSize(width: 0, height: -100), duration: 0.1)
        try harness.run(to: 20)
        // Hidden at first (not reported); 88 of its 100 points show after the scroll (0.88 ≥ 0.5).
        #expect(log.entries == [true])
        #expect(log.phases == ["idle interacting", "interacting idle"])
        try harness.run(to: 50)
        #expect(log.entries == [true, false])
        #expect(log.phases.count == 4)
        #expect(harness.node("Feed/ScrollView")?.styles == ["scrollPosition(id 3)", "onScrollPhaseChange"])
    }

    /// Five 600-point pages' worth of content (3000 points) in the 852-point root, paged.
    struct Pager: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { _ in Rectangle().frame(height: 600) }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test func aPagedScrollSettlesOnAPageWhenItEnds() throws {
        let harness = RuntimeHarness(Pager())
        // 500 points (past half a page of 852): on to the second page; then 300 back (less than
        // half): back to the same page.
        harness.session.scroll("*", at: 0.1, translation: CGSize(width: 0, height: 500), duration: 0.1)
        harness.session.scroll("*", at: 2, translation: CGSize(width: 0, height: -300), duration: 0.1)
        try harness.run(to: 240)
        let top = harness.values("Pager/ScrollView/VStack/Rectangle", "geometry").map { $0?[1] }
        #expect(top[12] == -500)
        // The settle animates (a spring: between the two, then at rest on the page).
        #expect(top[20].map { $0 < -500 && $0 > -852 } == true)
        #expect(abs((top[110] ?? 0) + 852) < 0.5)
        #expect(top[126] == -552)
        #expect(abs((top[240] ?? 0) + 852) < 0.5)
        let scrolls = harness.events("scroll").compactMap(\.detail)
        #expect(scrolls == ["began", "ended", "settled (0.0, 852.0)", "began", "ended", "settled (0.0, 852.0)"])
        #expect(harness.node("Pager/ScrollView")?.styles == ["scrollTargetBehavior(.paging)"])
    }

    @Test func visibleFractionIsTheShareOfTheAreaInside() {
        let frame = CGRect(x: 0, y: 864, width: 393, height: 100)
        #expect(visibleFraction(of: frame, in: CGRect(x: 0, y: 100, width: 393, height: 852)) == 0.88)
        #expect(visibleFraction(of: frame, in: CGRect(x: 0, y: 0, width: 393, height: 852)) == 0)
        #expect(visibleFraction(of: .zero, in: CGRect(x: 0, y: 0, width: 10, height: 10)) == 0)
    }

    @Test func pagingSettlesOnTheNearestWholePage() {
        func settle(_ y: CGFloat, axes: Axis.Set = .vertical) -> CGPoint {
            var target = ScrollTarget(rect: CGRect(x: 30, y: y, width: 393, height: 852))
            let context = ScrollTargetBehaviorContext(
                originalTarget: target, contentSize: CGSize(width: 393, height: 3000), containerSize: CGSize(width: 393, height: 852),
                axes: axes)
            PagingScrollTargetBehavior().updateTarget(&target, context: context)
            return target.rect.origin
        }
        #expect(settle(400) == CGPoint(x: 30, y: 0))
        #expect(settle(430) == CGPoint(x: 30, y: 852))
        // The last page ends at the content's end (3000 − 852); nothing before the start.
        #expect(settle(2900) == CGPoint(x: 30, y: 2148))
        #expect(settle(-50) == CGPoint(x: 30, y: 0))
        // Only the axes that scroll move: x 30 rounds to page 0 horizontally.
        #expect(settle(430, axes: [.horizontal, .vertical]) == CGPoint(x: 0, y: 852))
    }

    @Test func scrollPositionKeepsWhatWasLastAskedFor() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.viewID == nil && position.recorded == "none")
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && position.viewID(type: String.self) == nil)
        position.scrollTo(y: 40)
        #expect(position.viewID == nil && position.y == 40 && position.x == nil && position.point == nil)
        position.scrollTo(x: 3, y: 4)
        #expect(position.point == CGPoint(x: 3, y: 4) && position.recorded == "point (3.0, 4.0)")
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.point == nil && position.recorded == "edge .bottom")
        #expect(ScrollPhase.idle.isScrolling == false && ScrollPhase.decelerating.isScrolling)
    }

    // MARK: Newer forms of simulated modifiers

    struct Bars: View {
        let useBar: Bool

        var body: some View {
            if useBar {
                Color.blue
                    .safeAreaBar(edge: .bottom) { Rectangle().frame(height: 50) }
                    .safeAreaBar(edge: .leading, spacing: 0) { Circle().frame(width: 20, height: 20) }
            } else {
                Color.blue
                    .safeAreaInset(edge: .bottom) { Rectangle().frame(height: 50) }
                    .safeAreaInset(edge: .leading, spacing: 0) { Circle().frame(width: 20, height: 20) }
            }
        }
    }

    @Test func safeAreaBarsAreLaidOutAsInsets() throws {
        func frames(_ useBar: Bool) throws -> [[Double]?] {
            let harness = RuntimeHarness(Bars(useBar: useBar))
            try harness.run(to: 0)
            return ["Bars/Color", "Bars/Rectangle", "Bars/Circle"].map { harness.last($0, "geometry") }
        }
        let bars = try frames(true)
        #expect(bars.allSatisfy { $0 != nil })
        #expect(bars == (try frames(false)))
        // The leading bar (outer) takes 20 points; the bottom bar spans what is left.
        #expect(bars[1] == [20, 802, 373, 50])
    }

    struct Level: EnvironmentKey {
        static let defaultValue = 1
    }

    struct LevelReader: View {
        @Environment(\.self) private var environment
        let log: Log

        var body: some View {
            log.entries.append(environment[Level.self] == 3)
            return Rectangle()
        }
    }

    struct Decorated: View {
        let log: Log
        @State private var taps = 0

        var body: some View {
            VStack {
                LevelReader(log: log)
                    .transformEnvironment(\.self) { $0[Level.self] += 2 }
                Rectangle()
                    .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    .overlay(Color(red: 1, green: 0, blue: 0), ignoresSafeAreaEdges: .all)
                    .perspectiveRotationEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                Button("off") { taps += 1 }
                    .simultaneousGesture(TapGesture().onEnded { taps += 10 }, isEnabled: false)
                Button("on") { taps += 1 }
                    .simultaneousGesture(TapGesture().onEnded { taps += 100 }, name: "hundred", isEnabled: true)
                Circle().opacity(Double(taps) / 1000)
            }
        }
    }

    @Test func laterFormsDoWhatTheirOlderFormsDo() throws {
        let log = Log()
        let harness = RuntimeHarness(Decorated(log: log))
        try harness.run(to: 3, taps: [1: ["off"], 2: ["on"]])
        // The transform got the inherited level (1) and added 2.
        #expect(log.entries.first == true)
        #expect(harness.last("Decorated/VStack/Rectangle", "padding") == [1, 2, 3, 4])
        #expect(harness.last("Decorated/VStack/Rectangle", "overlay") == [1, 0, 0, 1])
        #expect(harness.last("Decorated/VStack/Rectangle", "rotation3DEffect")?.map { ($0 * 1e9).rounded() / 1e9 } == [30, 0, 1, 0])
        // Both buttons ran their actions; only the enabled gesture is attached (a scripted tap
        // runs a button's action, not its gestures: "Events and time").
        #expect(harness.last("Decorated/VStack/Circle", "opacity") == [0.002])
        #expect(harness.node("Decorated/VStack/Button")?.gestures.isEmpty == true)
        #expect(harness.node("Decorated/VStack/Button[1]")?.gestures.map(\.name) == ["_EndedGesture<TapGesture>"])
        #expect(harness.node("Decorated/VStack/Button[1]")?.styles == [#"gesture(name: "hundred")"#])
    }

    struct Picked: View {
        @State private var token: Token?

        var body: some View {
            Button("Show") { token = Token() }
                .popover(item: $token) { token in Text("Token \(token.id)") }
        }
    }

    @Test func aPopoverForAnItemIsPresentedWhileTheItemIsSet() throws {
        let harness = RuntimeHarness(Picked())
        try harness.run(to: 60, taps: [2: ["Show"]])
        #expect(harness.events("presentation").compactMap(\.detail) == ["popover presented"])
        // The presented text is walked after the button, in the same container.
        #expect(harness.visibleNodes.map(\.path) == ["Picked", "Picked/Button", "Picked/Button/Text", "Picked/Text"])
    }

    // MARK: Recorded

    struct Chrome: View {
        @State private var accessoryTaps = 0

        var body: some View {
            TabView {
                Text("Home")
                    .menuOrder(.fixed)
                    .presentationSizing(.form)
                    .onKeyPress("k") { .handled }
                    .onKeyPress(phases: .up) { _ in .ignored }
                    .onContinuousHover { _ in }
                    .onMoveCommand { _ in }
                    .tabBarMinimizeBehavior(.onScrollDown)
                    .tabViewBottomAccessory { Button("Play") { accessoryTaps += 1 } }
                    .tabViewBottomAccessory(isEnabled: false) { Button("Hidden") {} }
                    .searchable(text: .constant(""), tokens: .constant([Token()]), prompt: "Find") { _ in Text("t") }
                    .textSelectionAffinity(.upstream)
                    .writingToolsBehavior(.limited)
                    .tag(1, includeOptional: false)
                    .opacity(accessoryTaps == 1 ? 0.5 : 1)
            }
        }
    }

    struct Token: Identifiable {
        let id = 1
    }

    @Test func chromeAndInputModifiersAreRecorded() throws {
        let harness = RuntimeHarness(Chrome())
        try harness.run(to: 2, taps: [1: ["Play"]])
        let styles = try #require(harness.visibleNodes.first { $0.styles.contains("menuOrder(.fixed)") }?.styles)
        #expect(styles == [
            "menuOrder(.fixed)", "presentationSizing(.form)", "onKeyPress(\"k\")", "onKeyPress", "onContinuousHover",
            "onMoveCommand", "tabBarMinimizeBehavior(.onScrollDown)", "tabViewBottomAccessory",
            "searchable(placement: .automatic, tokens: 1)", "textSelectionAffinity(.upstream)", "writingToolsBehavior(.limited)",
            "tag(1)", "tag(includeOptional: false)",
        ])
        // The accessory's button was tapped; the disabled accessory holds nothing.
        #expect(harness.paths.contains { $0.hasSuffix("Text") } )
        #expect(harness.visibleNodes.contains { $0.path.hasSuffix("TabViewBottomAccessory/Button") })
        #expect(!harness.visibleNodes.contains { $0.path.contains("Hidden") })
        let home = try #require(harness.visibleNodes.first { $0.styles.contains("menuOrder(.fixed)") })
        #expect(harness.last(home.path, "opacity") == [0.5])
    }

    // MARK: Signatures

    /// The rest of the recorded modifiers, written as SwiftUI code writes them: this compiles
    /// only while each resolves, and each lands on the text's node.
    struct Signatures: View {
        @Namespace private var zoom
        @State private var page = 0
        @State private var customization = TabViewCustomization()
        @State private var tokens = [Token()]

        var body: some View {
            Text("x")
                .onKeyPress(characters: .letters) { _ in .handled }
                .onKeyPress(keys: ["a", "b"]) { _ in .ignored }
                .onKeyPress("c", phases: .all) { _ in .handled }
                .onModifierKeysChanged { _, _ in }
                .modifierKeyAlternate(.option) { Text("alt") }
                .pointerVisibility(.hidden)
                .onExitCommand {}
                .onPlayPauseCommand(perform: nil)
                .onDeleteCommand {}
                .pageCommand(value: $page, in: 0...9)
                .onLongTouchGesture {}
                .typeSelectEquivalent("key")
                .typeSelectEquivalent(Text("text"))
                .onInteractiveResizeChange { _ in }
                .menuActionDismissBehavior(.disabled)
                .materialActiveAppearance(.inactive)
                .navigationLinkIndicatorVisibility(.visible)
                .navigationDocument(URL(string: "https://example.com/a")!)
                .paletteSelectionEffect(.symbolVariant(.fill))
                .renameAction {}
                .replaceDisabled()
                .scenePadding()
                .scenePadding(.minimum, edges: .horizontal)
                .searchPresentationToolbarBehavior(.avoidHidingContent)
                .searchToolbarBehavior(.minimize)
                .sectionActions { Button("More") {} }
                .selectionDisabled()
                .sliderThumbVisibility(.hidden)
                .springLoadingBehavior(.enabled)
                .tableColumnHeaders(.hidden)
                .textInputFormattingControlVisibility(.hidden, for: .all)
                .tipAnchor("tip")
                .writingToolsAffordanceVisibility(.hidden)
                .tabViewCustomization($customization)
                .tabViewSearchActivation(.searchTabSelection)
                .searchable(text: .constant(""), editableTokens: $tokens, prompt: "Find") { _ in Text("t") }
                .onScrollPhaseChange { _, _ in }
                .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
                .scrollInputBehavior(.disabled, for: .handGestureTracking)
                .matchedTransitionSource(id: 1, in: zoom) { $0.background(.red).shadow(radius: 4) }
                .onOpenURL(prefersInApp: true)
                .sensoryFeedback(trigger: page) { .levelChange }
        }
    }

    @Test func everyRecordedSignatureLandsOnItsView() throws {
        let harness = RuntimeHarness(Signatures())
        try harness.run(to: 0)
        let styles = try #require(harness.node("Signatures/Text")?.styles)
        // 42 modifiers; the two `typeSelectEquivalent` records are one, `matchedTransitionSource`
        // with a configuration records two.
        #expect(styles.count == 42 - 1 + 1)
        #expect(styles.contains("scenePadding(.minimum)"))
        #expect(styles.contains("navigationDocument(https://example.com/a)"))
        #expect(styles.contains("matchedTransitionSource(configuration: [background(red), shadow(radius: 4.0)])"))
        #expect(styles.contains("searchable(placement: .automatic, tokens: 1)"))
        #expect(styles.last == "sensoryFeedback")
    }
}
