import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// The other forms of alerts and dialogs, and the presentations that work as one (`fileMover`,
/// `findNavigator`) or as a sheet (`inspector`): each is `presentation` events by its title.
@Suite struct DialogVariantTests {
    struct Failure: LocalizedError {
        var errorDescription: String? { "Disk full" }
    }

    struct Row: Identifiable {
        let id: Int
    }

    @available(*, deprecated)
    struct Dialogs: View {
        @State private var asking = false
        @State private var detail: String?
        @State private var failing = false
        @State private var failure: Failure?
        @State private var row: Row?
        @State private var moving = false
        @State private var finding = false
        @State private var inspecting = false

        var body: some View {
            VStack {
                Button("Ask") { asking = true }
                Button("Detail") { detail = "Draft" }
                Button("Fail") { failing = true; failure = Failure() }
                Button("Row") { row = Row(id: 3) }
                Button("Move") { moving = true }
                Button("Find") { finding = true }
                Button("Inspect") { inspecting = true }
            }
            // Shown only once `detail` is set too: the actions are made from it.
            .alert(Text("Save \(detail ?? "")?"), isPresented: $asking, presenting: detail) { Button($0) {} } message: { Text($0) }
            .confirmationDialog(Text("Pick"), isPresented: $asking, titleVisibility: .visible) { Button("A") {} }
            .alert(isPresented: $failing, error: failure) { Button("OK") {} }
            .alert(item: $row) { Alert(title: Text("Row \($0.id)")) }
            .fileMover(isPresented: $moving, file: nil) { _ in }
            .findNavigator(isPresented: $finding)
            .inspector(isPresented: $inspecting) { Text("Traits") }
            .dismissalConfirmationDialog(Text("Discard?"), shouldPresent: true) { Button("Discard") {} }
            .dialogSeverity(.critical)
            .dialogIcon(nil)
            .dialogSuppressionToggle(isSuppressed: .constant(false))
        }
    }

    @available(*, deprecated)
    @Test func eachFormIsPresentedByItsTitleWhenItsConditionHolds() throws {
        let harness = RuntimeHarness(Dialogs())
        try harness.run(to: 8, taps: [1: ["Ask"], 2: ["Detail"], 3: ["Fail"], 4: ["Row"], 5: ["Move"], 6: ["Find"], 7: ["Inspect"]])
        #expect(harness.events("presentation").compactMap(\.detail) == [
            "confirmationDialog \"Pick\" presented",
            "alert \"Save Draft?\" presented",
            "alert \"Disk full\" presented",
            "alert \"Row 3\" presented",
            "fileMover \"\" presented",
            "findNavigator \"\" presented",
            "inspector presented",
        ])
        #expect(harness.node("Dialogs/VStack")?.styles == [
            "dismissalConfirmationDialog(\"Discard?\", shouldPresent: true)", "dialogSeverity(.critical)", "dialogIcon(nil)",
            "dialogSuppressionToggle(isSuppressed: false)",
        ])
    }

    struct Unpresented: View {
        var body: some View {
            Text("x")
                .alert(isPresented: .constant(true), error: nil as Failure?) { _ in Button("OK") {} } message: { Text($0.localizedDescription) }
                .confirmationDialog(Text("Gone"), isPresented: .constant(true), presenting: nil as String?) { Button($0) {} }
                .alert(Text("Plain"), isPresented: .constant(false)) { Button("OK") {} } message: { Text("m") }
        }
    }

    @Test func withoutDataOrErrorNothingIsPresented() throws {
        let harness = RuntimeHarness(Unpresented())
        try harness.run(to: 2)
        #expect(harness.events("presentation").isEmpty)
    }
}
