import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Text, control and container modifiers that are recorded, and the environment values the
/// system sets.
@Suite struct ControlRecordTests {
    struct Settings: View {
        var body: some View {
            VStack {
                Text("Long title").truncationMode(.middle).baselineOffset(2).monospaced()
                Text("Code").monospaced().baselineOffset(-1)
                Button("Save") {}
                    .buttonBorderShape(.roundedRectangle(radius: 6))
                    .keyboardShortcut("s")
                    .keyboardShortcut(.return, modifiers: [.command, .shift])
                    .keyboardShortcut(.defaultAction)
                    .help("Saves")
                TextField("Email", text: .constant(""))
                    .textContentType(.emailAddress)
                    .textSelection(.enabled)
                TextField("User", text: .constant(""))
                    .textContentType(NSTextContentType.username)
                    .textContentType(nil)
                Form { Text("Row") }
                    .formStyle(.grouped)
                    .menuIndicator(.hidden)
                    .scrollClipDisabled()
                    .containerShape(Capsule())
                    .backgroundStyle(.red)
            }
        }
    }

    @Test func textControlAndContainerModifiersAreRecorded() throws {
        let harness = RuntimeHarness(Settings())
        try harness.run(to: 0)
        #expect(harness.node("Settings/VStack/Text")?.styles == ["truncationMode(.middle)", "baselineOffset(2.0)", "monospaced(true)"])
        #expect(harness.node("Settings/VStack/Text[1]")?.styles == ["monospaced(true)", "baselineOffset(-1.0)"])
        #expect(harness.node("Settings/VStack/Button")?.styles == [
            "buttonBorderShape(.roundedRectangle(radius: 6.0))", "keyboardShortcut(\"s\")",
            "keyboardShortcut(.return, modifiers: [.shift, .command])", "keyboardShortcut(.return, modifiers: [])", "help(\"Saves\")",
        ])
        #expect(harness.node("Settings/VStack/TextField")?.styles == ["textContentType(.emailAddress)", "textSelection(.enabled)"])
        // AppKit's content type is recorded as UIKit's; nil is UIKit's overload.
        #expect(harness.node("Settings/VStack/TextField[1]")?.styles == ["textContentType(.username)", "textContentType(nil)"])
        #expect(harness.node("Settings/VStack/Form")?.styles == [
            "formStyle(.grouped)", "menuIndicator(.hidden)", "scrollClipDisabled(true)", "containerShape(Capsule)", "backgroundStyle(red)",
        ])
    }

    struct System: View {
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.editMode) private var editMode
        @Environment(\.defaultMinListRowHeight) private var rowHeight

        var body: some View {
            Text("\(scenePhase) \(locale.identifier) \(calendar.identifier) \(timeZone.secondsFromGMT()) \(layoutDirection) \(editMode == nil) \(Int(rowHeight))")
        }
    }

    struct Overridden: View {
        @State private var mode = EditMode.active

        var body: some View {
            System()
                .environment(\.layoutDirection, .rightToLeft)
                .environment(\.editMode, $mode)
                .environment(\.defaultMinListRowHeight, 60)
        }
    }

    @Test func theSystemsEnvironmentIsAFixedDevice() throws {
        let harness = RuntimeHarness(System())
        try harness.run(to: 0)
        #expect(harness.node("System/Text")?.name == "Text(\"active en_US gregorian 0 leftToRight true 44\")")
        let overridden = RuntimeHarness(Overridden())
        try overridden.run(to: 0)
        #expect(overridden.node("Overridden/System/Text")?.name == "Text(\"active en_US gregorian 0 rightToLeft false 60\")")
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
