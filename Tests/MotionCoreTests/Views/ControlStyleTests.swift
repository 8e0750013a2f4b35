import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// Custom control styles (`GaugeStyle`, `ProgressViewStyle`, `LabelStyle`, `MenuStyle`,
/// `PrimitiveButtonStyle`, `DatePickerStyle`, `FormStyle`) draw their controls; built-in ones
/// are recorded.
@Suite struct ControlStyleTests {
    final class Log {
        var entries: [String] = []
    }

    /// A gauge drawn as its percentage under its label.
    struct PercentGauge: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int((configuration.value * 100).rounded()))%")
            }
        }
    }

    /// A bar 200 points wide at full progress.
    struct WidthBar: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Rectangle().frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 4)
        }
    }

    /// The title above the icon.
    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.title
                configuration.icon
            }
        }
    }

    /// A button that triggers on a double tap only.
    struct DoubleTap: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    /// The built-in button, padded.
    struct Padded: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(10)
        }
    }

    /// The built-in menu in a frame.
    struct FramedMenu: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).frame(width: 120)
        }
    }

    /// A button moving the date a day on.
    struct NextDay: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button("Next day") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
        }
    }

    /// The form's rows in a plain stack.
    struct PlainForm: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) { configuration.content }
        }
    }

    struct Controls: View {
        let log: Log
        @State private var day = Date(timeIntervalSinceReferenceDate: 0)

        var body: some View {
            VStack(spacing: 0) {
                Gauge(value: 3, in: 0...4) { Text("Fuel") }.gaugeStyle(PercentGauge())
                Gauge(value: 1, in: 0...4) { Text("Oil") }.gaugeStyle(.linearCapacity)
                ProgressView(value: 0.25).progressViewStyle(WidthBar())
                Label("Inbox", systemImage: "tray").labelStyle(Stacked())
                Label("Sent", systemImage: "paperplane").labelStyle(.iconOnly)
                Button("Twice") { log.entries.append("twice") }.buttonStyle(DoubleTap())
                Button("Pad") { log.entries.append("pad") }.buttonStyle(Padded())
                Button("Bold") { log.entries.append("bold") }.buttonStyle(.borderedProminent)
                Menu("More") { Button("Copy") { log.entries.append("copy") } }.menuStyle(FramedMenu())
                DatePicker("Day", selection: $day, displayedComponents: .date).datePickerStyle(NextDay())
                Form { Text("Row") }.formStyle(PlainForm())
            }
            .frame(width: 300)
        }
    }

    @Test func aCustomStyleDrawsTheControlFromItsConfiguration() throws {
        let harness = RuntimeHarness(Controls(log: Log()))
        try harness.run(to: 0)
        // The gauge is the style's body: its label and 3 of 0…4 as a percentage, no bar.
        #expect(harness.node("Controls/VStack/Gauge/VStack/Text[1]")?.name == "Text(\"75%\")")
        #expect(harness.last("Controls/VStack/Gauge", "progress") == nil)
        #expect(harness.last("Controls/VStack/Gauge[1]", "progress") == [0.25])
        // The progress view's fraction sizes the style's rectangle.
        #expect(harness.last("Controls/VStack/ProgressView/Rectangle", "geometry")?[2] == 50)
        // The label's title above its icon.
        let title = try #require(harness.last("Controls/VStack/Label/VStack/Text", "geometry"))
        let icon = try #require(harness.last("Controls/VStack/Label/VStack/Image", "geometry"))
        #expect(title[1] + title[3] <= icon[1])
        // A form's rows in the style's stack, not in the grouped list.
        #expect(harness.node("Controls/VStack/Form/VStack/Text") != nil)
    }

    @Test func builtInStylesAreRecordedAndTheControlKeepsItsLayout() throws {
        let harness = RuntimeHarness(Controls(log: Log()))
        try harness.run(to: 0)
        #expect(harness.node("Controls/VStack/Gauge[1]")?.styles == ["gaugeStyle(.linearCapacity)"])
        #expect(harness.node("Controls/VStack/Label[1]")?.styles == ["labelStyle(.iconOnly)"])
        #expect(harness.node("Controls/VStack/Button[2]")?.styles == ["buttonStyle(.borderedProminent)"])
        #expect(harness.node("Controls/VStack/Label")?.styles == ["labelStyle(Stacked)"])
    }

    @Test func aPrimitiveStyleDecidesWhenTheButtonTriggers() throws {
        let log = Log()
        let harness = RuntimeHarness(Controls(log: log))
        try harness.run(to: 2, taps: [1: ["Twice", "Pad", "Bold"]])
        // A single tap on the double-tap style's button does nothing; the padded built-in one runs.
        #expect(log.entries == ["pad", "bold"])
        // A second tap in a row triggers it.
        try harness.run(to: 3, taps: [3: ["Twice"]])
        #expect(log.entries == ["pad", "bold", "twice"])
        let padded = try #require(harness.last("Controls/VStack/Button[1]", "geometry"))
        let inner = try #require(harness.last("Controls/VStack/Button[1]/Button", "geometry"))
        #expect(padded[3] == inner[3] + 20)
    }

    @Test func menuAndDatePickerStylesKeepTheControlsWorking() throws {
        let log = Log()
        let harness = RuntimeHarness(Controls(log: log))
        try harness.run(to: 3, taps: [1: ["More"], 2: ["Copy"], 3: ["Next day"]])
        #expect(log.entries == ["copy"])
        #expect(harness.events("presentation").first?.detail == "menu \"More\" presented")
        #expect(harness.last("Controls/VStack/Menu", "geometry")?[2] == 120)
        #expect(harness.events("state").filter { $0.property == "day" }.count == 1)
    }
}

/// Custom styles of labelled contents, group boxes, disclosure groups and control groups.
@Suite struct ContainerStyleTests {
    /// The value above the label.
    struct ValueFirst: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.content
                configuration.label
            }
        }
    }

    /// The content only, without the box.
    struct Bare: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.content
        }
    }

    /// A button that shows the content while expanded.
    struct Reveal: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button("Reveal") { configuration.isExpanded.toggle() }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    /// The controls one above another.
    struct Stacked: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) { configuration.content }
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                LabeledContent("Name", value: "Ada").labeledContentStyle(ValueFirst())
                GroupBox("Info") { Text("Body") }.groupBoxStyle(Bare())
                DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Reveal())
                ControlGroup {
                    Button("A") {}
                    Button("B") {}
                }
                .controlGroupStyle(Stacked())
            }
            .frame(width: 300)
        }
    }

    @Test func containerStylesDrawFromTheirConfiguration() throws {
        let harness = RuntimeHarness(Screen())
        try harness.run(to: 0)
        let value = try #require(harness.last("Screen/VStack/LabeledContent/VStack/Text", "geometry"))
        let label = try #require(harness.last("Screen/VStack/LabeledContent/VStack/Text[1]", "geometry"))
        #expect(harness.node("Screen/VStack/LabeledContent/VStack/Text")?.name == "Text(\"Ada\")" && value[1] < label[1])
        // The bare group box is its content alone: no label, no box.
        #expect(harness.node("Screen/VStack/GroupBox/Text")?.name == "Text(\"Body\")")
        #expect(harness.last("Screen/VStack/GroupBox", "geometry") == harness.last("Screen/VStack/GroupBox/Text", "geometry"))
        // The control group's buttons one above the other.
        let a = try #require(harness.last("Screen/VStack/ControlGroup/VStack/Button", "geometry"))
        let b = try #require(harness.last("Screen/VStack/ControlGroup/VStack/Button[1]", "geometry"))
        #expect(b[1] == a[1] + a[3])
        // The style expands the group through its binding (the group's own state).
        try harness.run(to: 1, taps: [1: ["Reveal"]])
        #expect(harness.node("Screen/VStack/DisclosureGroup/VStack/Text")?.name == "Text(\"Hidden\")")
    }
}
