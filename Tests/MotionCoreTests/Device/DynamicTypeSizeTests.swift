import Foundation
import Testing
@_spi(Runtime) @testable import MotionCore

/// `DynamicTypeSize`, its older form `ContentSizeCategory`, and the HIG's table of text sizes
/// `@ScaledMetric` scales by.
@Suite struct DynamicTypeSizeTests {
    @Test func twelveSizesInOrder() {
        let sizes = DynamicTypeSize.allCases
        #expect(sizes.count == 12 && sizes.first == .xSmall && sizes[3] == .large && sizes.last == .accessibility5)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 })
        #expect(DynamicTypeSize.xxxLarge < .accessibility1 && !(DynamicTypeSize.large < .large) && DynamicTypeSize.medium <= .large)
        #expect(sizes.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect((DynamicTypeSize.small ... .large).contains(.medium) && !(DynamicTypeSize.small ..< .large).contains(.large))
    }

    @Test func contentSizeCategoriesMatchTheSizes() {
        let categories = ContentSizeCategory.allCases
        #expect(categories.count == 12 && categories[3] == .large && categories[7] == .accessibilityMedium)
        #expect(categories.filter(\.isAccessibilityCategory).count == 5 && ContentSizeCategory.extraSmall < .large)
        for (size, category) in zip(DynamicTypeSize.allCases, categories) {
            #expect(ContentSizeCategory(size) == category && DynamicTypeSize(category) == size)
        }
        var environment = EnvironmentValues()
        #expect(environment.dynamicTypeSize == .large && environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility5)
    }

    /// The HIG's table: each style's Large size is the one text is measured with; body text
    /// goes from 14 to 53 points.
    @Test func theTableOfTextSizes() {
        for style in Font.TextStyle.allCases {
            #expect(DynamicTypeSize.large.pointSize(of: style) == style.pointSize, "\(style)")
            #expect(DynamicTypeSize.large.scale(of: style) == 1)
            let row = DynamicTypeSize.allCases.map { $0.pointSize(of: style) }
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
        #expect(DynamicTypeSize.allCases.map { $0.pointSize(of: .body) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeSize.allCases.map { $0.pointSize(of: .largeTitle) } == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(DynamicTypeSize.allCases.map { $0.pointSize(of: .caption2) } == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
        #expect(DynamicTypeSize.xxxLarge.scale(of: .body) == 23.0 / 17)
    }

    @Test func defaultsWithoutADevice() {
        let environment = EnvironmentValues()
        #expect(environment.horizontalSizeClass == nil && environment.verticalSizeClass == nil)
        #expect(environment.displayScale == 1 && environment.pixelLength == 1 && environment.layoutDirection == .leftToRight)
    }

    /// A text style's size follows the environment's text size; a size in points stays.
    @Test func textStylesFollowTheTextSize() throws {
        let harness = RuntimeHarness(
            VStack {
                Text("Hi")
                Text("Hi").font(.system(size: 17))
                Text("Hi").font(.title.bold())
                Text("Hi").font(.title.scaled(by: 0.5).italic(true))
                Text("Hi").font(.body.pointSize(20))
            }
            .dynamicTypeSize(.accessibility1))
        try harness.run(to: 0)
        let frames = harness.samples.last!.properties.filter { $0.property == "geometry" }.dropFirst()
        let heights: [Double] = frames.map { $0.values[3] }
        let expected: [Double] = [28, 17, 38, 19, 20].map { $0 * TextMetrics.latinLineHeight }
        #expect(heights == expected)
        let sizes = harness.runtime.sceneNodes.compactMap(\.traits.fontSize)
        #expect(sizes == [28, 17, 38, 19, 20])
    }
}
