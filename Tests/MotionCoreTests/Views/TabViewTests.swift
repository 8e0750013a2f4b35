import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `TabView`, `tabItem`, `tag` and `tabViewStyle`.
@Suite struct TabViewTests {
    struct Tabs: View {
        @State private var tab = 0

        var body: some View {
            TabView(selection: $tab) {
                Text("Welcome")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Color.blue
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(1)
            }
        }
    }

    @Test func theSelectedTabFillsTheSpaceAboveTheBarAndATapOnAnItemSelects() throws {
        let harness = RuntimeHarness(Tabs())
        try harness.run(to: 0)
        // The 393 × 852 root: the bar is the bottom 83 points (a 49-point row of items over the
        // home indicator), each item centred in its half of the row.
        #expect(harness.last("Tabs/TabView", "geometry") == [0, 0, 393, 852])
        #expect(harness.last("Tabs/TabView/TabBar", "geometry") == [0, 769, 393, 83])
        let home = try #require(harness.last("Tabs/TabView/TabBar/Label", "geometry"))
        let settings = try #require(harness.last("Tabs/TabView/TabBar/Label[1]", "geometry"))
        #expect(abs(home[0] + home[2] / 2 - 393.0 / 4) < 1e-9 && abs(settings[0] + settings[2] / 2 - 393.0 * 3 / 4) < 1e-9)
        #expect(abs(home[1] + home[3] / 2 - (769 + 24.5)) < 1e-9)
        let welcome = try #require(harness.last("Tabs/TabView/Text", "geometry"))
        #expect(abs(welcome[1] + welcome[3] / 2 - 769.0 / 2) < 1e-9)
        #expect(harness.last("Tabs/TabView/Color", "geometry") == nil)
        // A tap on the second item sets the binding to its tag: only that tab is in the tree,
        // proposed the whole space above the bar.
        try harness.run(to: 2, taps: [1: ["Settings"], 2: ["Settings"]])
        #expect(harness.last("Tabs/TabView/Color", "geometry") == [0, 0, 393, 769])
        #expect(harness.node("Tabs/TabView/Text") == nil)
        #expect(harness.events("state").filter { $0.property == "tab" }.compactMap(\.detail) == ["1"])
        #expect(harness.events("selection").compactMap(\.detail) == ["tab \"Settings\""])
        #expect(harness.events("disappear").contains { $0.path == "Tabs/TabView/Text" })
    }

    struct Pages: View {
        let paged: Bool

        var body: some View {
            if paged {
                pages.tabViewStyle(.page(indexDisplayMode: .never))
            } else {
                pages
            }
        }

        var pages: some View {
            TabView {
                ForEach(["Red", "Green"], id: \.self) { name in
                    Text(name).tabItem { Text(name) }
                }
            }
        }
    }

    @Test func withoutABindingATapSelectsAndAPageStyleHasNoBar() throws {
        let harness = RuntimeHarness(Pages(paged: false))
        try harness.run(to: 1, taps: [1: ["Green"]])
        // `ForEach` ids stand for tags; the view keeps the selection itself.
        #expect(harness.node("Pages/TabView/Text")?.name == "Text(\"Green\")")
        #expect(harness.events("selection").compactMap(\.detail) == ["tab \"Green\""])
        let paged = RuntimeHarness(Pages(paged: true))
        try paged.run(to: 0)
        #expect(paged.node("Pages/TabView/TabBar") == nil)
        #expect(paged.node("Pages/TabView")?.styles == ["tabViewStyle(.page(indexDisplayMode: .never))"])
        let page = try #require(paged.last("Pages/TabView/Text", "geometry"))
        #expect(abs(page[1] + page[3] / 2 - 852.0 / 2) < 1e-9)
    }
}

/// `Tab` (iOS 18) in a `TabView`.
@Suite struct TabTests {
    struct Tabs: View {
        @State private var tab = 0

        var body: some View {
            TabView(selection: $tab) {
                Tab("Home", systemImage: "house", value: 0) { Text("Welcome") }
                Tab("Settings", systemImage: "gear", value: 1) { Color.blue }
            }
        }
    }

    struct Untagged: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Welcome") }
                Tab("Search", systemImage: "magnifyingglass", role: .search) { Text("Find") }
            }
        }
    }

    @Test func tabsOfIOS18SelectAsTaggedViews() throws {
        let harness = RuntimeHarness(Tabs())
        try harness.run(to: 0)
        // The same bar and tab as `tabItem` with `tag`: each item a label, the first tab shown.
        #expect(harness.last("Tabs/TabView/TabBar", "geometry") == [0, 769, 393, 83])
        #expect(harness.node("Tabs/TabView/TabBar/Label[1]")?.name == "Label(\"Settings\")")
        #expect(harness.last("Tabs/TabView/Text", "geometry") != nil)
        try harness.run(to: 1, taps: [1: ["Settings"]])
        #expect(harness.events("state").filter { $0.property == "tab" }.compactMap(\.detail) == ["1"])
        #expect(harness.last("Tabs/TabView/Color", "geometry") == [0, 0, 393, 769])
        #expect(harness.events("selection").compactMap(\.detail) == ["tab \"Settings\""])
        // Without values, a tap selects the tab in the view's own state.
        let untagged = RuntimeHarness(Untagged())
        try untagged.run(to: 1, taps: [1: ["Search"]])
        #expect(untagged.node("Untagged/TabView/Text")?.name == "Text(\"Find\")")
    }
}
