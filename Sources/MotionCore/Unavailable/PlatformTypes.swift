import Foundation

// SwiftUI values converted from UIKit, AppKit and Core Text values: there is no UIKit, AppKit or
// Core Text on Linux. The platform types are plain names here (so a signature naming them
// compiles); the conversions are unavailable, each failing with one error that says why.

/// A Core Text font [A `CTFont`]: only a name here.
open class CTFont {
    public init() {}
}

/// UIKit's trait of a layout's direction [A `UITraitEnvironmentLayoutDirection`]: only names here.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// AppKit's control [A `NSControl`]: only its `ControlSize` here.
open class NSControl {
    /// AppKit's control sizes [A `NSControl.ControlSize`].
    public enum ControlSize: UInt, Sendable {
        case regular, small, mini, large
    }
}

/// AppKit's underline style [A `NSUnderlineStyle`]: only a name here.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1)
}

/// AppKit's Help Viewer [A `NSHelpManager`]: only the names of its anchors and books here.
open class NSHelpManager {
    /// [A `NSHelpManager.AnchorName`]
    public typealias AnchorName = String
    /// [A `NSHelpManager.BookName`]
    public typealias BookName = String
}

extension Font {
    /// [A `init(_:)` from a `CTFont`]: unavailable.
    @available(*, unavailable, message: "makes a font from a Core Text font; there is no Core Text on Linux")
    public init(_ font: CTFont) { self = .body }
}

extension Font.Resolved {
    /// [A `ctFont`]: unavailable.
    @available(*, unavailable, message: "a Core Text font; there is no Core Text on Linux")
    public var ctFont: CTFont { CTFont() }
}

extension ColorScheme {
    /// [A `init(_:)` from a `UIUserInterfaceStyle`]: unavailable.
    @available(*, unavailable, message: "converts a UIKit trait; there is no UIKit on Linux")
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) { nil }
}

extension LayoutDirection {
    /// [A `init(_:)` from a `UITraitEnvironmentLayoutDirection`]: unavailable.
    @available(*, unavailable, message: "converts a UIKit trait; there is no UIKit on Linux")
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) { nil }
}

extension ControlSize {
    /// [A `init(_:)` from an `NSControl.ControlSize`]: unavailable.
    @available(*, unavailable, message: "converts an AppKit control size; there is no AppKit on Linux")
    public init(_ nsControlSize: NSControl.ControlSize) { self = .regular }
}

extension Text.LineStyle {
    /// [A `init(nsUnderlineStyle:)`]: unavailable.
    @available(*, unavailable, message: "converts an AppKit underline style; there is no AppKit on Linux")
    public init?(nsUnderlineStyle: NSUnderlineStyle) { nil }
}

/// A button opening the macOS Help Viewer [A `HelpLink`]: unavailable.
@available(*, unavailable, message: "opens the macOS Help Viewer; there is no AppKit on Linux")
public struct HelpLink: View {
    public var body: some View { EmptyView() }
    public init(action: @escaping () -> Void) {}
    public init(anchor: NSHelpManager.AnchorName) {}
    public init(anchor: NSHelpManager.AnchorName, book: NSHelpManager.BookName) {}
    public init(destination: URL) {}
}

/// An AppKit gesture recognizer SwiftUI hosts [A `NSGestureRecognizerRepresentable`]: only a
/// name here; nothing conforms.
public protocol NSGestureRecognizerRepresentable {}

extension View {
    /// [A `gesture(_:)` with an `NSGestureRecognizerRepresentable`]: unavailable.
    @available(*, unavailable, message: "adds an AppKit gesture recognizer; there is no AppKit on Linux")
    public func gesture(_ representable: some NSGestureRecognizerRepresentable) -> some View { self }
}
