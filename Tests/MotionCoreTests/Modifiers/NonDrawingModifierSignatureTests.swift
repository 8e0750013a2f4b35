import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The signatures of the non-drawing modifiers, written as SwiftUI code writes them: this file
/// compiles only while each one resolves, and each lands on its view's node.
@Suite struct NonDrawingModifierSignatureTests {
    struct Everything: View {
        @FocusState private var focused: Bool
        @AccessibilityFocusState private var spoken: Bool
        @Namespace private var scope
        @State private var text = ""
        @State private var shown = false
        @State private var detent = PresentationDetent.medium
        @State private var picked: Int?
        @StateObject private var model = Model()

        final class Model: ObservableObject {}
        struct Item: Identifiable { let id = 0 }

        var body: some View {
            VStack {
                Text("a")
                    .accessibility(label: Text("a")).accessibility(value: Text("b")).accessibility(hidden: false)
                    .accessibility(identifier: "a").accessibility(removeTraits: .isImage).accessibility(sortPriority: 1)
                    .accessibility(inputLabels: [Text("a")]).accessibility(activationPoint: CGPoint(x: 1, y: 2))
                    .accessibility(selectionIdentifier: AnyHashable(1))
                    .accessibilityValue("v", isEnabled: true).accessibilityHint("h", isEnabled: false)
                    .accessibilityIdentifier("i", isEnabled: true).accessibilityHidden(true, isEnabled: false)
                    .accessibilityInputLabels(["x"] as [String], isEnabled: true)
                    .accessibilityRespondsToUserInteraction(false, isEnabled: true)
                    .accessibilityDirectTouch(options: .silentOnTouch)
                    .accessibilityShowsLargeContentViewer { Text("big") }
                    .accessibilityRepresentation { Text("r") }
                    .accessibilityChildren { Text("c") }
                    .accessibilityScrollAction { _ in }
                    .accessibilityFocused($spoken, equals: true)
                    .accessibilityDefaultFocus($spoken, true)
                Text("b")
                    .focused($focused)
                    .focusable(true) { _ in }
                    .focusable(interactions: .edit)
                    .focusScope(scope).focusSection().prefersDefaultFocus(in: scope)
                    .searchFocused($focused).searchFocused($focused, equals: true)
                    .textInputCompletion("c").textInputSuggestions { Text("s") }
                    .searchDictationBehavior(.automatic)
                Text("c")
                    .listSectionSeparatorTint(nil).listSectionSpacing(4).listSectionSpacing(.compact)
                    .listSectionMargins(.horizontal, 8).listItemTint(.blue).listSectionIndexVisibility(.visible)
                    .sectionIndexLabel(Text("C")).sectionIndexLabel("C").listRowHoverEffectDisabled()
                    .badge("x").badgeProminence(.decreased)
                    .contextMenu { Text("m") } preview: { Text("p") }
                    .searchable(text: $text, isPresented: $shown, prompt: Text("p"))
                    .searchable(text: $text, prompt: "p") { Text("s") }
                    .searchSuggestions(.hidden, for: .menu)
                    .searchCompletion("c")
                    .searchScopes($text, activation: .onTextEntry) { Text("s") }
                    .defaultScrollAnchor(.top, for: .initialOffset)
                    .scrollIndicatorsFlash(trigger: text)
                Text("d")
                    .statusBar(hidden: true).navigationBarHidden(true)
                    .navigationBarItems(leading: Text("l"), trailing: Text("t")).navigationBarItems(leading: Text("l"))
                    .toolbarVisibility(.visible, for: .navigationBar).toolbarBackground(Color.red, for: .bottomBar)
                    .toolbarBackgroundVisibility(.hidden, for: .tabBar).toolbarForegroundStyle(Color.white, for: .navigationBar)
                    .toolbarRole(.editor).toolbarItemHidden().toolbarTitleMenu { Text("m") }
                    .presentationBackground(Color.gray).presentationBackground { Text("b") }
                    .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                    .presentationContentInteraction(.scrolls)
                    .presentationDetents([.medium, .large], selection: $detent)
                Text("e")
                    .hoverEffect(.lift).hoverEffect(isEnabled: false).listRowHoverEffect(nil).listRowPlatterColor(.green)
                    .toolbar(removing: .sidebarToggle).navigationSplitViewColumnWidth(200)
                    .navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
                    .navigationDestination(item: $picked) { Text("\($0)") }
                    .navigationTitle($text)
                    .scrollEdgeEffectStyle(.soft, for: .top)
                    .focusedObject(model).focusedSceneObject(model)
                    .presentationPreventsAppTermination(nil).onOpenURL { _ in }
                    .textInputSuggestions([Item()]) { _ in Text("s") }
                    .contextMenu(forSelectionType: Int.self) { _ in Text("m") }
            }
        }
    }

    @Test func everySignatureCompilesAndRecords() throws {
        let harness = RuntimeHarness(Everything())
        try harness.run(to: 0)
        // Modifiers written with `isEnabled: false` record nothing; `navigationBarItems` walks its views
        // into the toolbar; a style a node already has is not recorded again.
        for (path, count) in [("Everything/VStack/Text", 20), ("Everything/VStack/Text[1]", 11), ("Everything/VStack/Text[2]", 18), ("Everything/VStack/Text[3]", 14), ("Everything/VStack/Text[4]", 15)] {
            #expect(harness.node(path)?.styles.count == count, "\(path): \(harness.node(path)?.styles ?? [])")
        }
    }
}
