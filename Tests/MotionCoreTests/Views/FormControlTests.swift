import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `LabeledContent`, `Gauge`, `ColorPicker`, `DatePicker`, `ShareLink` and the older `Picker`
/// form.
@Suite struct FormControlTests {
    struct Controls: View {
        @State private var level = 0.25
        @State private var color = Color.red
        @State private var date = Date(timeIntervalSinceReferenceDate: 0)
        @State private var choice = 0

        var body: some View {
            VStack(spacing: 0) {
                LabeledContent("Name", value: "Ada")
                Gauge(value: level, in: 0...2) { Text("Fuel") }
                Button("Fill") { withAnimation(.linear(duration: 1)) { level = 1.5 } }
                ColorPicker("Tint", selection: $color)
                DatePicker("Start", selection: $date, displayedComponents: .date)
                ShareLink(item: URL(string: "https://swift.org")!)
                Picker(selection: $choice, label: Text("Mode")) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
            }
            .frame(width: 300)
        }
    }

    @Test func labelledControlsLayOutAndTheirTapsPresent() throws {
        let harness = RuntimeHarness(Controls())
        try harness.run(to: 0)
        // A label at the leading edge, its value at the trailing one.
        let row = try #require(harness.last("Controls/VStack/LabeledContent", "geometry"))
        let name = try #require(harness.last("Controls/VStack/LabeledContent/Text", "geometry"))
        let value = try #require(harness.last("Controls/VStack/LabeledContent/Text[1]", "geometry"))
        #expect(row[2] == 300 && name[0] == row[0] && abs(value[0] + value[2] - (row[0] + 300)) < 1e-9)
        // Pickers of colours and dates: the label beside the system's control (a 28-point well,
        // a 112-point date button).
        #expect(harness.last("Controls/VStack/ColorPicker", "geometry")?[3] == 28)
        #expect(harness.last("Controls/VStack/DatePicker", "geometry")?[3] == 34)
        try harness.run(to: 3, taps: [1: ["Tint"], 2: ["Start"], 3: ["Share"]])
        #expect(harness.events("presentation").compactMap(\.detail) == [
            "colorPicker \"Tint\" presented", "datePicker \"Start\" presented", "shareLink \"https://swift.org\" presented",
        ])
        // The older picker form picks by its options' tags.
        try harness.run(to: 4, taps: [4: ["B"]])
        #expect(harness.events("state").filter { $0.property == "choice" }.compactMap(\.detail) == ["1"])
    }

    @Test func aGaugeTracesWhereItsValueLiesInItsBounds() throws {
        let harness = RuntimeHarness(Controls())
        try harness.run(to: 61, taps: [1: ["Fill"]])
        let progress = harness.values("Controls/VStack/Gauge", "progress")
        // 0.25 of 0…2 is 0.125; 1.5 is 0.75, reached linearly over the second.
        #expect(progress[0] == [0.125] && progress[61] == [0.75])
        #expect(abs((progress[31]?[0] ?? 0) - (0.125 + 0.625 * 0.5)) < 1e-3)
        #expect(harness.node("Controls/VStack/Gauge")?.scene.kind == .progress)
    }
}
