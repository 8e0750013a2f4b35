import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Later accessibility modifiers, the file exporter's label, navigation documents and
/// customizable toolbars are recorded on their view.
@Suite struct AccessibilityLaterRecordsTests {
    struct Reader: View {
        @State private var active = true
        let text = "Chapter one"
        var body: some View {
            VStack {
                Text("Page")
                    .accessibilityQuickAction(style: .prompt) { Button("Next") {} }
                    .accessibilityQuickAction(style: .outline, isActive: $active) { Button("Back") {} }
                    .accessibilityScrollStatus("Page 2 of 9")
                    .accessibilityScrollStatus("Hidden", isEnabled: false)
                    .accessibilityCustomContent(AccessibilityCustomContentKey("Author"), Text("Ada"), importance: .high)
                    .accessibilityCustomContent(AccessibilityCustomContentKey("Year", id: "year"), nil)
                    .accessibilityRotor("Headings", textRanges: [text.startIndex..<text.endIndex])
                Text("Export")
                    .fileExporterFilenameLabel("Save as")
                    .navigationDocument("notes", preview: SharePreview("Notes"))
                    .toolbar(id: "editor") { ToolbarItem(id: "bold") { Button("Bold") {} } }
                    .contentToolbar(for: .tabViewSidebar) { Button("Add") {} }
            }
        }
    }

    @Test func eachIsRecordedInTheOrderWritten() throws {
        let harness = RuntimeHarness(Reader())
        try harness.run(to: 0)
        #expect(harness.node("Reader/VStack/Text")?.styles == [
            "accessibilityQuickAction(style: .prompt, Button<Text>)",
            "accessibilityQuickAction(style: .outline, isActive: true, Button<Text>)",
            "accessibilityScrollStatus(\"Page 2 of 9\")",
            "accessibilityCustomContent(\"Author\", \"Ada\", importance: .high)",
            "accessibilityRotor(\"Headings\", textRanges: 1)",
        ])
        #expect(harness.node("Reader/VStack/Text[1]")?.styles == [
            "fileExporterFilenameLabel(\"Save as\")", "navigationDocument(String)", "toolbar(id: \"editor\")",
            "contentToolbar(for: .tabViewSidebar, Button<Text>)",
        ])
        // The customizable toolbar's items are walked as any toolbar's.
        #expect(harness.visibleNodes.contains { $0.path.contains("Toolbar") && $0.path.hasSuffix("Button") }, "\(harness.visibleNodes.map(\.path))")
    }
}
