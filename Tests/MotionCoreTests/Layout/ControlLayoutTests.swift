import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `Slider`, `Stepper`, `ProgressView`, `TextField`, `SecureField` and `TextEditor` in the
/// layout pass (a root of 393 × 852 points); texts measured with `TextMetrics` at 17 points.
@Suite struct ControlLayoutTests {
    func harness<V: View>(_ view: V) throws -> RuntimeHarness {
        let harness = RuntimeHarness(view)
        try harness.run(to: 0)
        return harness
    }

    func expectFrame(_ harness: RuntimeHarness, _ path: String, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual = harness.last(path, "geometry") else {
            Issue.record("no geometry at \(path) in \(harness.paths)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(path): \(actual) vs \(expected)", sourceLocation: sourceLocation)
    }

    /// One line of body text.
    let line: Double = 17 * Double(TextMetrics.latinLineHeight)

    func width(_ string: String, size: CGFloat = 17) -> Double {
        Double(TextMetrics.width(of: Substring(string), size: size))
    }

    struct Sliders: View {
        @State private var volume = 0.5
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $volume)
                Slider(value: $volume, in: 0...1, step: 0.1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Slider(value: $volume) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min").font(.largeTitle)
                } maximumValueLabel: {
                    Image(systemName: "sun.max").font(.largeTitle)
                }
                HStack { Slider(value: $volume) }.fixedSize()
            }
        }
    }

    @Test func slidersTakeTheWidthAndPutTheirValueLabelsAtTheEnds() throws {
        let harness = try harness(Sliders())
        // 31 points high, or as high as a taller value label (a symbol at 34 points).
        let symbol: Double = 34 * Double(TextMetrics.latinLineHeight)
        let top = (852 - (31 + 31 + symbol + 31)) / 2
        expectFrame(harness, "Sliders/VStack/Slider", [0, top, 393, 31])
        expectFrame(harness, "Sliders/VStack/Slider[1]", [0, top + 31, 393, 31])
        // The value labels at the ends, centred vertically; the label is not shown.
        expectFrame(harness, "Sliders/VStack/Slider[1]/Text", [0, top + 31 + (31 - line) / 2, width("0"), line])
        expectFrame(harness, "Sliders/VStack/Slider[1]/Text[1]", [393 - width("100"), top + 31 + (31 - line) / 2, width("100"), line])
        #expect(!harness.paths.contains("Sliders/VStack/Slider[1]/Text[2]"))
        expectFrame(harness, "Sliders/VStack/Slider[2]", [0, top + 62, 393, symbol])
        expectFrame(harness, "Sliders/VStack/Slider[2]/Image[1]", [393 - symbol, top + 62, symbol, symbol])
        // Nothing offered: the track is as long as the thumb (28 points).
        expectFrame(harness, "Sliders/VStack/HStack/Slider", [(393 - 28) / 2, top + 62 + symbol, 28, 31])
        // The track is the width less each value label and 8 points of spacing.
        let track = Double(SliderLayout.trackLength(width: 393, valueLabelWidths: [width("0"), width("100")]))
        #expect(abs(track - (393 - width("0") - 8 - width("100") - 8)) < 1e-9)
    }

    struct Steppers: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Stepper("Count", value: $count, in: 0...5)
                Stepper {
                    Text("Custom")
                } onIncrement: {
                } onDecrement: {
                }
                HStack { Stepper("Fixed", value: $count) }.fixedSize()
            }
            .frame(width: 300)
        }
    }

    @Test func steppersLayOutLikeToggles() throws {
        let harness = try harness(Steppers())
        // Label leading, the 94 × 32 buttons trailing: as wide as offered, 32 points high.
        let top: Double = (852 - (32 * 3 + 16)) / 2
        expectFrame(harness, "Steppers/VStack/Stepper", [46.5, top, 300, 32])
        expectFrame(harness, "Steppers/VStack/Stepper/Text", [46.5, top + (32 - line) / 2, width("Count"), line])
        expectFrame(harness, "Steppers/VStack/Stepper[1]", [46.5, top + 40, 300, 32])
        expectFrame(harness, "Steppers/VStack/Stepper[1]/Text", [46.5, top + 40 + (32 - line) / 2, width("Custom"), line])
        // Nothing offered: the label, 8 points and the buttons.
        let fixed: Double = width("Fixed") + 8 + 94
        expectFrame(harness, "Steppers/VStack/HStack/Stepper", [(393 - fixed) / 2, top + 80, fixed, 32])
    }

    struct Subtitled: View {
        @State private var on = false
        var body: some View {
            Toggle(isOn: $on) {
                Text("Title")
                Text("Subtitle")
            }
        }
    }

    @Test func aLabelOfSeveralViewsStacksVertically() throws {
        let harness = try harness(Subtitled())
        // Title over subtitle at the leading edge (8 apart), centred in the 393-wide toggle.
        let top = (852 - (2 * line + 8)) / 2
        expectFrame(harness, "Subtitled/Toggle", [0, top, 393, 2 * line + 8])
        expectFrame(harness, "Subtitled/Toggle/Text", [0, top, width("Title"), line])
        expectFrame(harness, "Subtitled/Toggle/Text[1]", [0, top + line + 8, width("Subtitle"), line])
    }

    struct Progress: View {
        var body: some View {
            VStack(spacing: 0) {
                ProgressView(value: 0.5)
                ProgressView("Loading", value: 0.25)
                ProgressView(value: 3, total: 4) {
                    Text("A")
                } currentValueLabel: {
                    Text("75%")
                }
                ProgressView()
                ProgressView("Wait")
                ProgressView(value: 5.0, total: 4)
                ProgressView(value: 1.0, total: 0)
            }
        }
    }

    @Test func barsAreFourPointsHighUnderTheirLabelAndSpinnersTwentyPointsSquare() throws {
        let harness = try harness(Progress())
        let heights: [Double] = [4, line + 8 + 4, line + 8 + 4 + 8 + line, 20, 20 + 8 + line, 4, 4]
        var y = (852 - heights.reduce(0, +)) / 2
        var tops: [Double] = []
        for height in heights {
            tops.append(y)
            y += height
        }
        expectFrame(harness, "Progress/VStack/ProgressView", [0, tops[0], 393, 4])
        expectFrame(harness, "Progress/VStack/ProgressView[1]", [0, tops[1], 393, heights[1]])
        expectFrame(harness, "Progress/VStack/ProgressView[1]/Text", [0, tops[1], width("Loading"), line])
        expectFrame(harness, "Progress/VStack/ProgressView[2]/Text", [0, tops[2], width("A"), line])
        expectFrame(harness, "Progress/VStack/ProgressView[2]/Text[1]", [0, tops[2] + line + 16 + 4, width("75%"), line])
        expectFrame(harness, "Progress/VStack/ProgressView[3]", [186.5, tops[3], 20, 20])
        let wait = width("Wait")
        expectFrame(harness, "Progress/VStack/ProgressView[4]", [(393 - wait) / 2, tops[4], wait, heights[4]])
        expectFrame(harness, "Progress/VStack/ProgressView[4]/Text", [(393 - wait) / 2, tops[4] + 28, wait, line])
        // The fraction done, pinned to 0 … 1 (0 when the total is not positive); none for a spinner.
        let progress = ["", "[1]", "[2]", "[5]", "[6]"].map { harness.last("Progress/VStack/ProgressView\($0)", "progress") }
        #expect(progress == [[0.5], [0.25], [0.75], [1], [0]])
        #expect(harness.last("Progress/VStack/ProgressView[3]", "progress") == nil)
    }

    struct Fields: View {
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: .constant(""))
                SecureField("Password", text: .constant("abc"))
                TextField("Title", text: .constant("")).font(.title)
                TextField("Name", text: .constant("")).fixedSize()
                TextField("名前", text: .constant("")).fixedSize()
                SecureField("Password", text: .constant("abc")).fixedSize()
                TextEditor(text: .constant("Notes")).frame(height: 100)
            }
        }
    }

    @Test func textFieldsAreOneLineHighAndAsWideAsOffered() throws {
        let harness = try harness(Fields())
        let title: Double = 28 * Double(TextMetrics.latinLineHeight), cjk: Double = 17 * Double(TextMetrics.cjkLineHeight)
        let top = (852 - (line * 4 + title + cjk + 100)) / 2
        expectFrame(harness, "Fields/VStack/TextField", [0, top, 393, line])
        expectFrame(harness, "Fields/VStack/SecureField", [0, top + line, 393, line])
        expectFrame(harness, "Fields/VStack/TextField[1]", [0, top + 2 * line, 393, title])
        // Nothing offered: the placeholder's width (the text's, as bullets, when there is one).
        var y = top + 2 * line + title
        expectFrame(harness, "Fields/VStack/TextField[2]", [(393 - width("Name")) / 2, y, width("Name"), line])
        y += line
        expectFrame(harness, "Fields/VStack/TextField[3]", [(393 - width("名前")) / 2, y, width("名前"), cjk])
        y += cjk
        expectFrame(harness, "Fields/VStack/SecureField[1]", [(393 - width("•••")) / 2, y, width("•••"), line])
        y += line
        // A text editor takes the whole proposal.
        expectFrame(harness, "Fields/VStack/TextEditor", [0, y, 393, 100])
    }
}
