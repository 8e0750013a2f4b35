import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Modifiers SwiftUI deprecated that still compile: each works as the modifier that replaced it.
@Suite struct DeprecatedModifierTests {
    @available(*, deprecated)
    struct Inbox: View {
        @State private var added = false
        @State private var sharing = false

        var body: some View {
            NavigationView {
                VStack {
                    Scheme()
                    Button("Share") { sharing = true }
                }
                .frame(maxHeight: .infinity)
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") { added = true })
                .alert(isPresented: $added) {
                    Alert(title: Text("Added"), message: Text("One more"), dismissButton: .default(Text("OK")))
                }
                .actionSheet(isPresented: $sharing) {
                    ActionSheet(title: Text("Share to"), buttons: [.default(Text("Mail")), .destructive(Text("Delete")), .cancel()])
                }
                .accentColor(.orange)
                .colorScheme(.dark)
                .disableAutocorrection(true)
            }
        }
    }

    struct Scheme: View {
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            Text(scheme == .dark ? "dark" : "light")
        }
    }

    @available(*, deprecated)
    @Test func deprecatedNavigationAndPresentationModifiersWorkAsTheirReplacements() throws {
        let harness = RuntimeHarness(Inbox())
        try harness.run(to: 2, taps: [1: ["Add"], 2: ["Share"]])
        // An inline title: the 44-point bar; the bar's items are in the toolbar and tappable.
        let stack = try #require(harness.last("Inbox/NavigationView/VStack", "geometry"))
        #expect(abs(stack[1] + stack[3] / 2 - (44 + 808.0 / 2)) < 1e-9)
        #expect(harness.node("Inbox/NavigationView/Toolbar/Button[1]")?.name == "Button(\"Add\")")
        #expect(harness.events("presentation").compactMap(\.detail) == ["alert \"Added\" presented", "actionSheet \"Share to\" presented"])
        #expect(harness.node("Inbox/NavigationView/VStack")?.styles == [
            "frame(maxHeight: inf)", "navigationBarTitle(\"Inbox\", displayMode: .inline)", "accentColor(orange)", "colorScheme(.dark)",
            "disableAutocorrection(true)",
        ])
        // `colorScheme` sets the environment of the view's content.
        #expect(harness.node("Inbox/NavigationView/VStack/Scheme/Text")?.name == "Text(\"dark\")")
    }

    @available(*, deprecated)
    struct Presenter: View {
        @State private var showing = false

        var body: some View {
            Button("Open") { showing = true }
                .sheet(isPresented: $showing) { Closer() }
        }
    }

    @available(*, deprecated)
    struct Closer: View {
        @Environment(\.presentationMode) private var presentationMode

        var body: some View {
            Button(presentationMode.wrappedValue.isPresented ? "Close" : "Not presented") {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }

    @available(*, deprecated)
    @Test func presentationModeDismissesThePresentation() throws {
        let harness = RuntimeHarness(Presenter())
        try harness.run(to: 2, taps: [1: ["Open"], 2: ["Close"]])
        #expect(harness.events("presentation").compactMap(\.detail) == ["sheet presented", "sheet dismissed"])
    }
}
