import Foundation

/// The size of text a person chose in Settings [A `DynamicTypeSize`]: seven standard sizes and
/// five accessibility sizes, ordered from the smallest; `.large` is the system's default. The
/// environment's `dynamicTypeSize` is the scenario's device's (`.large`) unless a view sets it.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the five accessibility sizes [A].
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Its place from the smallest, 0 … 11.
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// The point size of `style` at this size: the Human Interface Guidelines' table of
    /// Dynamic Type sizes for iOS and iPadOS [A] HIG "Typography", "Specifications" (its
    /// Large column is `Font.TextStyle.pointSize`, the size text is measured with).
    func pointSize(of style: Font.TextStyle) -> CGFloat {
        Self.pointSizes[style]?[index] ?? style.pointSize
    }

    /// The HIG's table, xSmall … xxxLarge, then AX1 … AX5, points.
    private static let pointSizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// How much `style` grows at this size against `.large`: the ratio of the HIG's point sizes
    /// (1 at `.large`) [DERIVED] from the table; what `@ScaledMetric` scales by.
    func scale(of style: Font.TextStyle) -> CGFloat {
        pointSize(of: style) / DynamicTypeSize.large.pointSize(of: style)
    }
}

/// The text size of the deprecated `sizeCategory` environment value [A `ContentSizeCategory`]:
/// one category per `DynamicTypeSize`, under UIKit's older names.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is an accessibility size [A].
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        DynamicTypeSize(a) < DynamicTypeSize(b)
    }
}

extension DynamicTypeSize {
    /// The size of a content size category: the same place in the twelve.
    init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

extension ContentSizeCategory {
    /// The category of a dynamic type size.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.index]
    }
}
