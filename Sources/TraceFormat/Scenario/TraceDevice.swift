import Foundation

/// A device a scenario runs on (`device=NAME`, `run --device NAME`): the screen the root fills
/// and what SwiftUI reads from it. The root is ``size`` points in portrait; views are laid out
/// inside ``safeArea`` unless they ignore it; the harness puts ``displayScale``, the size
/// classes and ``dynamicTypeSize`` into the root's environment. ``all`` is the one table of
/// devices; each entry names its sources (SEMANTICS.md, "Device").
public struct TraceDevice: Hashable, Sendable {
    /// A phone or a tablet (UIKit's `userInterfaceIdiom`).
    public enum Family: String, Hashable, Sendable {
        case phone
        case pad
    }

    /// A size class, as SwiftUI's `UserInterfaceSizeClass` names it.
    public enum SizeClass: String, Hashable, Sendable, CaseIterable {
        case compact
        case regular
    }

    /// Distances from the screen's edges, in points, as SwiftUI's `EdgeInsets` orders them.
    public struct Insets: Hashable, Sendable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double

        public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No inset on any edge.
        public static let zero = Insets()
    }

    /// The size of text a person chose, as SwiftUI's `DynamicTypeSize` names its cases, from
    /// the smallest to the largest.
    public enum TypeSize: String, Hashable, Sendable, CaseIterable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    /// The key on the command line and in a fence (`iphone-16`).
    public let name: String
    /// The device's name as Apple writes it (`iPhone 16`).
    public let displayName: String
    public let family: Family
    /// The screen in portrait, points.
    public let size: CGSize
    /// Pixels per point (`displayScale`, `UIScreen.main.scale`).
    public let displayScale: Double
    /// The part of the screen the system's bars and the rounded corners cover, in portrait,
    /// with no bar of the app: the status bar (or the sensor housing) at the top, the home
    /// indicator at the bottom.
    public let safeArea: Insets
    public let horizontalSizeClass: SizeClass
    public let verticalSizeClass: SizeClass
    /// The text size a device starts with: Large, the system's default.
    public let dynamicTypeSize: TypeSize

    public init(
        name: String, displayName: String, family: Family, size: CGSize, displayScale: Double, safeArea: Insets,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, dynamicTypeSize: TypeSize = .large
    ) {
        self.name = name
        self.displayName = displayName
        self.family = family
        self.size = size
        self.displayScale = displayScale
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// iPhone 16: 393 × 852 points at 3 pixels per point (1179 × 2556 pixels) [A] Human
    /// Interface Guidelines, "Layout", device screen sizes; safe area 59 points at the top
    /// (the Dynamic Island) and 34 at the bottom (the home indicator) in portrait, the insets
    /// UIKit reports for a full-screen view on the iPhones of this screen since the iPhone 14
    /// Pro [B]; compact width, regular height in portrait [A] HIG "Layout", size classes.
    public static let iPhone16 = TraceDevice(
        name: "iphone-16", displayName: "iPhone 16", family: .phone, size: CGSize(width: 393, height: 852), displayScale: 3,
        safeArea: Insets(top: 59, bottom: 34), horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPhone SE (3rd generation): 375 × 667 points at 2 pixels per point (750 × 1334 pixels)
    /// [A] HIG "Layout"; a rectangular screen with a home button, so only the 20-point status
    /// bar is outside the safe area [B]; compact width, regular height in portrait [A].
    public static let iPhoneSE = TraceDevice(
        name: "iphone-se", displayName: "iPhone SE (3rd generation)", family: .phone, size: CGSize(width: 375, height: 667), displayScale: 2,
        safeArea: Insets(top: 20), horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// iPad Pro 11-inch (M4): 834 × 1210 points at 2 pixels per point (1668 × 2420 pixels)
    /// [A] HIG "Layout" and the device's technical specifications; the 24-point status bar and
    /// the 20-point home indicator of the iPads without a home button [B]; regular width and
    /// height, full screen [A] HIG "Layout".
    public static let iPadPro11 = TraceDevice(
        name: "ipad-pro-11", displayName: "iPad Pro 11-inch (M4)", family: .pad, size: CGSize(width: 834, height: 1210), displayScale: 2,
        safeArea: Insets(top: 24, bottom: 20), horizontalSizeClass: .regular, verticalSizeClass: .regular)

    /// Every device a scenario may name, the default first.
    public static let all: [TraceDevice] = [iPhone16, iPhoneSE, iPadPro11]

    /// The device of a scenario that names none.
    public static let standard = iPhone16

    /// The device called `name` (`iphone-se`), if any.
    public static func named(_ name: String) -> TraceDevice? { all.first { $0.name == name } }
}
