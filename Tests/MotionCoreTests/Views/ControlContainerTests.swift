import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `AsyncImage`, `GroupBox`, `DisclosureGroup`, `ControlGroup`, `NavigationSplitView`, lists
/// over bindings, and the other forms of colour pickers, share links, progress views and text
/// fields.
@Suite struct ControlContainerTests {
    struct MoreControls: View {
        @State private var ink = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let progress: Progress

        var body: some View {
            VStack(spacing: 0) {
                ColorPicker("Ink", selection: $ink)
                ShareLink(items: ["a", "b"]) { Text("Both") }
                ShareLink(Text("Doc"), item: URL(string: "https://swift.org")!, preview: SharePreview("Doc", image: Image(systemName: "doc")))
                ProgressView(progress)
                ProgressView(timerInterval: Date(timeIntervalSinceReferenceDate: -5)...Date(timeIntervalSinceReferenceDate: 5), countsDown: false)
            }
            .frame(width: 300)
        }
    }

    @Test func moreControlsLayOutAndTap() throws {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        let harness = RuntimeHarness(MoreControls(progress: progress))
        try harness.run(to: 2, taps: [1: ["Ink", "Both"], 2: ["Doc"]])
        #expect(harness.last("MoreControls/VStack/ColorPicker", "geometry")?[3] == 28)
        #expect(harness.events("presentation").compactMap(\.detail) == [
            "colorPicker \"Ink\" presented", "shareLink \"a\", \"b\" presented", "shareLink \"https://swift.org\" presented",
        ])
        // A `Progress` one quarter done; half of an interval that began 5 s before the mount.
        #expect(harness.values("MoreControls/VStack/ProgressView", "progress").first == [0.25])
        #expect(harness.values("MoreControls/VStack/ProgressView[1]", "progress").first == [0.5])
    }

    @Test func aFieldOfAValueShowsItsTextAndParsesWhatIsWritten() {
        var amount = 1234.5
        let text = Binding<String>.formatted(Binding(get: { amount }, set: { amount = $0 }), FloatingPointFormatStyle<Double>.number)
        #expect(text.wrappedValue == "1,234.5")
        text.wrappedValue = "2,000"
        #expect(amount == 2000)
        text.wrappedValue = "many"
        #expect(amount == 2000)
    }

    struct Remote: View {
        var body: some View {
            VStack {
                AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                    if let image = phase.image {
                        image
                    } else if phase.error != nil {
                        Text("Offline")
                    } else {
                        ProgressView()
                    }
                }
                AsyncImage(url: nil).frame(width: 100, height: 50)
            }
        }
    }

    @Test func anAsyncImageFailsAsOfflineAndRecordsItsURL() throws {
        let harness = RuntimeHarness(Remote())
        try harness.run(to: 1)
        #expect(harness.node("Remote/VStack/AsyncImage/Text")?.name == "Text(\"Offline\")")
        #expect(harness.node("Remote/VStack/AsyncImage/ProgressView") == nil)
        #expect(harness.events("warning").compactMap(\.detail) == ["AsyncImage \"https://example.com/a.png\": not loaded, no network"])
        // Without a phase, the standard placeholder fills the space offered.
        #expect(harness.last("Remote/VStack/AsyncImage[1]/Color", "geometry")?[2...3] == [100, 50])
    }

    struct Containers: View {
        var body: some View {
            VStack(spacing: 20) {
                GroupBox("Info") { Text("Body") }
                DisclosureGroup("More") { Text("Hidden") }
                ControlGroup {
                    Button("A") {}
                    Button("B") {}
                }
            }
            .frame(width: 300)
        }
    }

    @Test func containersDrawTheirBuiltInStyle() throws {
        let harness = RuntimeHarness(Containers())
        try harness.run(to: 0)
        // A group box: the label 16 points in, the content 8 points below it.
        let box = try #require(harness.last("Containers/VStack/GroupBox", "geometry"))
        let title = try #require(harness.last("Containers/VStack/GroupBox/VStack/Text", "geometry"))
        let body = try #require(harness.last("Containers/VStack/GroupBox/VStack/Text[1]", "geometry"))
        #expect(title[0] == box[0] + 16 && title[1] == box[1] + 16 && body[1] == title[1] + title[3] + 8)
        // A control group's buttons side by side, without spacing.
        let a = try #require(harness.last("Containers/VStack/ControlGroup/HStack/Button", "geometry"))
        let b = try #require(harness.last("Containers/VStack/ControlGroup/HStack/Button[1]", "geometry"))
        #expect(b[0] == a[0] + a[2] && b[1] == a[1])
        // A disclosure group opens on a tap on its row, its chevron turning with the animation.
        #expect(harness.node("Containers/VStack/DisclosureGroup/VStack/Text") == nil)
        try harness.run(to: 60, taps: [1: ["More"]])
        #expect(harness.node("Containers/VStack/DisclosureGroup/VStack/Text")?.name == "Text(\"Hidden\")")
        let turn = harness.values("Containers/VStack/DisclosureGroup/VStack/Button/HStack/Image", "rotationEffect")
        #expect(turn[1]?.first == 0 && abs((turn[60]?.first ?? 0) - 90) < 0.5)
        #expect((turn[5]?.first ?? 0) > 0 && (turn[5]?.first ?? 90) < 90)
    }

    struct Split: View {
        let column: NavigationSplitViewColumn?

        var body: some View {
            if let column {
                NavigationSplitView(preferredCompactColumn: .constant(column)) { Text("Inbox") } detail: { Text("Message") }
            } else {
                NavigationSplitView { Text("Inbox") } detail: { Text("Message") }
            }
        }
    }

    @Test func aSplitViewShowsOneColumnOnAnIPhone() throws {
        let sidebar = RuntimeHarness(Split(column: nil))
        try sidebar.run(to: 0)
        #expect(sidebar.node("Split/NavigationSplitView/Text")?.name == "Text(\"Inbox\")")
        // Below the 44-point bar, as a navigation stack's root.
        let text = try #require(sidebar.last("Split/NavigationSplitView/Text", "geometry"))
        #expect(abs(text[1] + text[3] / 2 - (44 + (852 - 44) / 2)) < 1e-9)
        let detail = RuntimeHarness(Split(column: .detail))
        try detail.run(to: 0)
        #expect(detail.node("Split/NavigationSplitView/Text")?.name == "Text(\"Message\")")
    }

    struct Item: Identifiable {
        let id: Int
        var done = false
    }

    struct Checklist: View {
        @State private var items = [Item(id: 1), Item(id: 2)]

        var body: some View {
            VStack {
                Text(items[0].done ? "first done" : "first open")
                List($items) { $item in
                    Toggle("Item \(item.id)", isOn: $item.done)
                }
            }
        }
    }

    @Test func aBoundListEditsItsElements() throws {
        let harness = RuntimeHarness(Checklist())
        try harness.run(to: 1, taps: [1: ["Item 1"]])
        // The toggle wrote through the element's binding into the array.
        #expect(harness.events("state").filter { $0.property == "items" }.count == 1)
        #expect(harness.events("content").compactMap(\.detail) == ["\"first open\" → \"first done\" .opacity"])
        #expect(harness.node("Checklist/VStack/List/Toggle[1]") != nil)
    }
}

/// `Toggle`'s forms with images and several sources, and the older `Slider` and `Stepper`
/// argument orders.
@Suite struct MoreControlFormTests {
    struct Switches: View {
        @State private var wifi = true
        @State private var bluetooth = false
        @State private var level = 0.5
        @State private var count = 1

        var body: some View {
            VStack {
                Toggle("Radios", sources: [$wifi, $bluetooth], isOn: \.self)
                Toggle("Airplane", systemImage: "airplane", isOn: $bluetooth)
                Text(wifi && bluetooth ? "both" : "not both")
                Slider(value: $level, in: 0...1, onEditingChanged: { _ in }) { Text("Level") }
                Stepper(value: $count, in: 0...5, step: 1, onEditingChanged: { _ in }) { Text("Count \(count)") }
            }
            .frame(width: 300)
        }
    }

    @Test func togglesOfSeveralValuesAndOlderSliderForms() throws {
        let harness = RuntimeHarness(Switches())
        try harness.run(to: 0)
        #expect(harness.node("Switches/VStack/Toggle[1]/Label")?.name == "Label(\"Airplane\")")
        #expect(harness.last("Switches/VStack/Slider", "geometry")?[2] == 300)
        // One of two on: a tap turns both on (only Bluetooth changes); then both off. The older
        // stepper form steps its binding.
        try harness.run(to: 3, taps: [1: ["Radios"], 2: ["Increment"], 3: ["Radios"]])
        #expect(harness.events("state").map { "\($0.property ?? "") \($0.detail ?? "")" } == [
            "bluetooth true", "count 2", "wifi false", "bluetooth false",
        ])
    }
}

/// `NavigationLink`'s older forms, and pickers and menus titled with images.
@Suite struct OlderLinkAndImageTitleTests {
    final class Log {
        var entries: [String] = []
    }

    struct Screen: View {
        let log: Log
        @State private var active = false
        @State private var mode = 0
        @State private var left = 0
        @State private var right = 1

        var body: some View {
            VStack {
                NavigationLink("Details", isActive: $active) { Text("Destination") }
                Text(active ? "active" : "inactive")
                Picker("Mode", systemImage: "gear", selection: $mode) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
                Picker("Both", sources: [$left, $right], selection: \.self) {
                    Text("Zero").tag(0)
                    Text("Two").tag(2)
                }
                Menu("More", systemImage: "ellipsis") {
                    Button("Copy") {}
                } primaryAction: {
                    log.entries.append("primary")
                }
            }
        }
    }

    @Test func olderLinksWriteTheirBindingAndPickersAndMenusWithImages() throws {
        let log = Log()
        let harness = RuntimeHarness(Screen(log: log))
        try harness.run(to: 1, taps: [1: ["Details", "B", "More"]])
        #expect(harness.events("state").filter { $0.property == "active" }.compactMap(\.detail) == ["true"])
        #expect(harness.events("warning").first?.detail == "NavigationLink(\"Details\"): navigation is not simulated; the screen stays")
        #expect(harness.events("state").filter { $0.property == "mode" }.compactMap(\.detail) == ["1"])
        #expect(log.entries == ["primary"])
        // A picker of several values writes the tag into each source.
        try harness.run(to: 2, taps: [2: ["Two"]])
        #expect(harness.events("state").filter { $0.property == "left" || $0.property == "right" }.map { "\($0.property ?? "") \($0.detail ?? "")" } == [
            "left 2", "right 2",
        ])
    }
}


/// `Section(isExpanded:)` in an inset-grouped list and `Stepper(format:)`.
@Suite struct ExpandableSectionTests {
    struct Settings: View {
        @State private var open = false
        @State private var size = 1.0

        var body: some View {
            List {
                Section("Advanced", isExpanded: $open) {
                    Text("Row")
                }
                Stepper("Size", value: $size, in: 0...3, step: 0.5, format: .number)
            }
        }
    }

    @Test func expandableSectionsAndFormattedSteppers() throws {
        let harness = RuntimeHarness(Settings())
        try harness.run(to: 1, taps: [1: ["Increment"]])
        // Collapsed, the section still shows its row: iPhone lists are not sidebars.
        #expect(harness.last("Settings/List/Section/Text[1]", "geometry") != nil)
        #expect(harness.events("state").map { "\($0.property ?? "") \($0.detail ?? "")" } == ["size 1.5"])
    }
}
