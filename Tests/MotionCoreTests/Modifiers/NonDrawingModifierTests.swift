import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Modifiers that change nothing drawn (accessibility, focus, text input, list rows, search,
/// scroll views, bars and sheets) compile with SwiftUI's signatures and are recorded on the node
/// they land on; the buttons of `swipeActions`, `contextMenu` and `navigationBarItems` can be
/// tapped.
@Suite struct NonDrawingModifierTests {
    // MARK: Accessibility

    struct Speaker: View {
        @AccessibilityFocusState private var spoken: Bool
        @Namespace private var group

        var body: some View {
            Image(systemName: "speaker")
                .accessibilityLabel("Volume", isEnabled: false)
                .accessibilityLabel("Speaker", isEnabled: true)
                .accessibility(hint: Text("Plays sound"))
                .accessibility(addTraits: .playsSound)
                .accessibilityInputLabels(["Speaker", "Sound"])
                .accessibilityHeading(.h2)
                .accessibilityRespondsToUserInteraction()
                .accessibilityActivationPoint(UnitPoint(x: 0.25, y: 1))
                .accessibilityShowsLargeContentViewer()
                .accessibilityIgnoresInvertColors()
                .accessibilityLinkedGroup(id: 1, in: group)
                .accessibilityFocused($spoken)
                .accessibilityTextContentType(.narrative)
                .accessibilityActions { Button("Mute") {} }
        }
    }

    @Test func accessibilityAttributesAreRecordedUnlessDisabled() throws {
        let harness = RuntimeHarness(Speaker())
        try harness.run(to: 0)
        #expect(harness.node("Speaker/Image")?.styles == [
            "accessibilityLabel(\"Speaker\")", "accessibilityHint(\"Plays sound\")", "accessibilityAddTraits(.playsSound)",
            "accessibilityInputLabels([\"Speaker\", \"Sound\"])", "accessibilityHeading(.h2)", "accessibilityRespondsToUserInteraction(true)",
            "accessibilityActivationPoint(0.25, 1.0)", "accessibilityShowsLargeContentViewer()", "accessibilityIgnoresInvertColors(true)",
            "accessibilityLinkedGroup(id: 1)", "accessibilityFocused", "accessibilityTextContentType(.narrative)",
            "accessibilityActions(Button<Text>)",
        ])
    }

    // MARK: Focus and text input

    struct Login: View {
        enum Field: Hashable { case name, password }
        @FocusState private var field: Field?
        @State private var name = ""

        var body: some View {
            TextField("Name", text: $name)
                .focused($field, equals: .name)
                .defaultFocus($field, .name)
                .focusable()
                .focusEffectDisabled()
                .autocapitalization(.words)
                .disableAutocorrection(nil)
                .privacySensitive()
                .submitScope()
                .buttonRepeatBehavior(.disabled)
                .onAppear { field = .password }
        }
    }

    @Test func focusAndTextInputAreRecorded() throws {
        let harness = RuntimeHarness(Login())
        try harness.run(to: 1)
        #expect(harness.node("Login/TextField")?.styles == [
            "focused", "defaultFocus(name, priority: .automatic)", "focusable(true)", "focusEffectDisabled(true)",
            "autocapitalization(.words)", "disableAutocorrection(nil)", "privacySensitive(true)", "submitScope(true)",
            "buttonRepeatBehavior(.disabled)",
        ])
    }

    // MARK: List rows

    struct Inbox: View {
        @State private var archived = 0

        var body: some View {
            List {
                Text("Mail \(archived)")
                    .listRowSeparatorTint(.red)
                    .listSectionSeparator(.hidden, edges: .top)
                    .deleteDisabled(true)
                    .moveDisabled(false)
                    .badge(3)
                    .badge(Text("new"))
                    .headerProminence(.increased)
                    .swipeActions(edge: .leading) {
                        Button("Archive") { archived += 1 }
                    }
                    .contextMenu {
                        Button("Archive twice") { archived += 2 }
                    }
            }
        }
    }

    @Test func listRowAttributesAreRecordedAndSwipeAndMenuButtonsCanBeTapped() throws {
        let harness = RuntimeHarness(Inbox())
        try harness.run(to: 2, taps: [1: ["Inbox/List/SwipeActions/Button"], 2: ["Inbox/List/ContextMenu/Button"]])
        #expect(harness.node("Inbox/List/Text")?.styles == [
            "listRowSeparatorTint(\(Color.red))", "listSectionSeparator(.hidden)", "deleteDisabled(true)", "moveDisabled(false)",
            "badge(3)", "badge(\"new\")", "headerProminence(.increased)", "swipeActions(edge: .leading)", "contextMenu",
        ])
        // The buttons are in the tree, not laid out; each tap ran its action.
        #expect(harness.last("Inbox/List/SwipeActions/Button", "geometry") == nil)
        #expect(harness.node("Inbox/List/Text")?.labels == ["Mail 3"])
    }

    // MARK: Search and scroll views

    struct Catalog: View {
        @State private var query = ""
        @State private var scope = 0

        var body: some View {
            ScrollView {
                Text("Items")
            }
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
            .searchSuggestions { Text("Apples") }
            .searchScopes($scope) { Text("All").tag(0) }
            .defaultScrollAnchor(.bottom)
            .scrollIndicatorsFlash(onAppear: true)
            .scrollEdgeEffectHidden()
        }
    }

    @Test func searchAndScrollAttributesAreRecorded() throws {
        let harness = RuntimeHarness(Catalog())
        try harness.run(to: 0)
        #expect(harness.node("Catalog/ScrollView")?.styles == [
            "searchable(placement: .navigationBarDrawer(displayMode: .always))", "searchSuggestions(Text)", "searchScopes(0)",
            "defaultScrollAnchor(0.5, 1.0)", "scrollIndicatorsFlash(onAppear: true)", "scrollEdgeEffectHidden(true)",
        ])
    }

    // MARK: Bars and sheets

    struct Settings: View {
        @State private var saved = false

        var body: some View {
            NavigationStack {
                Rectangle().frame(width: 100, height: 50)
                    .navigationBarTitle("Settings", displayMode: .inline)
                    .navigationBarItems(trailing: Button("Save") { saved = true })
                    .statusBarHidden()
                    .persistentSystemOverlays(.hidden)
                    .toolbar(.hidden, for: .tabBar)
                    .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCompactAdaptation(.none)
                    .opacity(saved ? 0.5 : 1)
            }
        }
    }

    @Test func deprecatedBarModifiersDoWhatTheirReplacementsDo() throws {
        let harness = RuntimeHarness(Settings())
        try harness.run(to: 1, taps: [1: ["Settings/NavigationStack/Toolbar/Button"]])
        // `navigationBarTitle(_:displayMode:)` is a title in an inline, 44-point bar.
        let frame = try #require(harness.last("Settings/NavigationStack/Rectangle", "geometry"))
        #expect(frame[1] == 44 + (808 - 50) / 2)
        #expect(harness.node("Settings/NavigationStack/Rectangle")?.styles == [
            "navigationBarTitle(\"Settings\", displayMode: .inline)", "statusBarHidden(true)",
            "persistentSystemOverlays(.hidden)", "toolbar(.hidden, for: [.tabBar])", "toolbarBackground(.visible, for: [.navigationBar, .tabBar])",
            "toolbarColorScheme(.dark, for: [.navigationBar])", "presentationBackgroundInteraction(.enabled(upThrough: .medium))",
            "presentationCompactAdaptation(.none)",
        ])
        // The trailing item is a toolbar button: the tap ran its action.
        #expect(harness.last("Settings/NavigationStack/Rectangle", "opacity") == [0.5])
    }
}
