import Foundation
import Testing
import MotionTrace

/// Sheets, full-screen covers, alerts and `onGeometryChange`.
@Suite struct PresentationTests {
    struct Presenter: View {
        @State private var showing = false
        @State private var asking = false
        @State private var dismissals = 0

        var body: some View {
            VStack {
                Button("Open") { showing = true }
                Button("Ask") { asking = true }
                Text("\(dismissals)")
            }
            .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
                VStack {
                    Text("In the sheet")
                    Button("Close") { showing = false }
                }
            }
            .alert("Sure?", isPresented: $asking) {
                Button("OK") {}
            }
        }
    }

    @Test func aSheetCoversTheRootWhilePresented() throws {
        let trace = try traceOf(Presenter(), duration: 3, taps: [("Open", 0.1), ("Close", 0.3), ("Ask", 0.4)])
        #expect(trace.events("presentation").map { "\(Int(($0.t * 60).rounded())) \($0.detail ?? "")" } == [
            "6 sheet presented", "18 sheet dismissed", "24 alert \"Sure?\" presented",
        ])
        // The sheet's content rises from just below the screen (the sheet's height, 852 − 59
        // points) with the presentation spring, whatever the change's transaction, and goes back
        // down from where it is when dismissed: one animator, retargeted.
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        expectFrames(
            try trace.series("Presenter/VStack[1]", "offset", 1),
            animatorFrames(initial: 852 - 59, changes: [(6, 0, spring), (18, 852 - 59, spring)], frames: 180))
        #expect(trace.events("transition").compactMap(\.detail) == ["insertion .presentation(offset: 793.0)", "removal .presentation(offset: 793.0)"])
        // Once risen, the content is centred in the root below 59 points; onDismiss ran; the
        // content leaves when its slide down has ended.
        let session = TraceSession(Presenter())
        session.tap("Open", at: 0.1)
        try session.advance(to: 2.5)
        let sheet = try #require(session.frame(of: "Presenter/VStack[1]"))
        #expect(abs(sheet.midY - (59 + (852 - 59) / 2)) < 1e-3 && abs(sheet.midX - 393.0 / 2) < 1e-9)
        #expect(trace.events("state").compactMap(\.detail).contains("1"))
        let disappear = try #require(trace.events("disappear").first { $0.path == "Presenter/VStack[1]" })
        #expect(disappear.t > 0.8)
    }

    struct Measured: View {
        @State private var wide = false
        @State private var width: CGFloat = 0

        var body: some View {
            VStack {
                Rectangle()
                    .frame(width: wide ? 200 : 100, height: 20)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                Button("Widen") { wide = true }
                Text("\(Int(width))")
            }
        }
    }

    @Test func geometryChangesReachTheAction() throws {
        let trace = try traceOf(Measured(), duration: 0.3, taps: [("Widen", 0.1)])
        #expect(trace.events("state").filter { $0.property == "width" }.compactMap(\.detail) == ["100.0", "200.0"])
    }

    struct Sheet: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        @FocusState private var focused: Bool
        @State private var name = ""

        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .focused($focused)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .submitLabel(.done)
                    .keyboardType(.default)
                Text(isPresented ? "presented" : "not presented").minimumScaleFactor(0.5)
                Button("Done") { dismiss() }
                UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).frame(width: 40, height: 20)
                ContainerRelativeShape().frame(width: 20, height: 20).mask(Circle())
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .interactiveDismissDisabled()
        }
    }

    struct Host: View {
        @State private var showing = false

        var body: some View {
            Button("Open") { showing = true }
                .sheet(isPresented: $showing) { Sheet() }
        }
    }

    @Test func dismissEndsThePresentationItIsIn() throws {
        let trace = try traceOf(Host(), duration: 0.4, taps: [("Open", 0.1), ("Done", 0.2)])
        #expect(trace.events("presentation").compactMap(\.detail) == ["sheet presented", "sheet dismissed"])
        #expect(trace.events("state").compactMap(\.property) == ["showing", "showing"])
        let session = TraceSession(Host())
        session.tap("Open", at: 0.1)
        try session.advance(to: 0.15)
        #expect(session.nodes.contains { $0.path.hasSuffix("Text[1]") || $0.name == "Text(\"presented\")" })
    }
}
