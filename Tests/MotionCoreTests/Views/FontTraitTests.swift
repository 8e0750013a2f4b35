import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// A font's width, leading and traits resolve as `Font.Resolved` reports them; `pointSize(_:)`
/// and `scaled(by:)` change the size text is measured at.
@Suite struct FontTraitTests {
    @Test func resolvedFontsReportTheirTraits() {
        let context = EnvironmentValues().fontResolutionContext
        let headline = Font.headline.resolve(in: context)
        #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.isBold)
        let body = Font.body.italic().width(.expanded).leading(.tight).resolve(in: context)
        #expect(body.weight == .regular && !body.isBold && body.isItalic && body.width == .expanded && body.leading == .tight)
        #expect(Font.body.bold().resolve(in: context).weight == .bold)
        #expect(Font.body.weight(.black).bold().resolve(in: context).weight == .black)
        #expect(!Font.body.bold().bold(false).resolve(in: context).isBold)
        #expect(Font.system(size: 12, design: .monospaced).resolve(in: context).isMonospaced)
        #expect(Font.body.smallCaps().uppercaseSmallCaps(true).resolve(in: context).isUppercaseSmallCaps)
        #expect(Font.Width.condensed.value == -0.2 && Font.Width(0.5).description == "Font.Width(0.5)")
        #expect(Font.body.width(.compressed).description == ".body.width(.compressed)")
        // The traits are read from the description, call by call: a quoted name is not a call.
        #expect(!Font.custom("Fake.bold()", size: 10).resolve(in: context).isBold)
        #expect(Font.system(.headline, weight: .light).resolve(in: context).weight == .light)
        #expect(Font.system(.headline).resolve(in: context).weight == .semibold)
        #expect(Font.body.width(Font.Width(0.5)).resolve(in: context).width.value == 0.5)
        #expect(Font.system(size: 12, design: .rounded).description == ".system(size: 12.0, design: .rounded)")
    }

    struct Sizes: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("Hi").font(.body.pointSize(34))
                Text("Hi").font(.title.scaled(by: 0.5))
                Text("Hi").font(.custom("Avenir", fixedSize: 20))
                Text("Hi").font(.custom("Avenir", size: 20, relativeTo: .caption))
            }
        }
    }

    @Test func pointSizeAndScaleChangeTheMeasuredSize() throws {
        let harness = RuntimeHarness(Sizes())
        try harness.run(to: 0)
        let heights = ["", "[1]", "[2]", "[3]"].compactMap { harness.last("Sizes/VStack/Text\($0)", "geometry")?[3] }
        let line = TextMetrics.latinLineHeight
        let expected: [Double] = [34, 14, 20, 20].map { $0 * Double(line) }
        #expect(heights.count == 4 && zip(heights, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}
