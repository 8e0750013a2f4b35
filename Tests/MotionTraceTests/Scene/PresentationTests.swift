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
        let trace = try traceOf(Presenter(), duration: 0.6, taps: [("Open", 0.1), ("Close", 0.3), ("Ask", 0.4)])
        #expect(trace.events("presentation").map { "\(Int(($0.t * 60).rounded())) \($0.detail ?? "")" } == [
            "6 sheet presented", "18 sheet dismissed", "24 alert \"Sure?\" presented",
        ])
        // The sheet's content, centred in the root below 59 points, is there from the tap until
        // the close, then gone; onDismiss ran.
        let session = TraceSession(Presenter())
        session.tap("Open", at: 0.1)
        try session.advance(to: 0.2)
        let sheet = try #require(session.frame(of: "Presenter/VStack[1]"))
        #expect(abs(sheet.midY - (59 + (852 - 59) / 2)) < 1e-9 && abs(sheet.midX - 393.0 / 2) < 1e-9)
        #expect(trace.events("state").compactMap(\.detail).contains("1"))
        #expect(trace.events("disappear").map(\.path) == ["Presenter/VStack[1]"])
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
}
