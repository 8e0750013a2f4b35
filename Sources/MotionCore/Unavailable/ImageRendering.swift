import Foundation

// Images made of pixels by Core Graphics: there is no Core Graphics on Linux, and MotionCore
// rasterises nothing. The types are plain names here (so a signature naming them compiles); what
// makes or reads one is unavailable, each failing with one error that says why.

/// A Core Graphics bitmap image [A `CGImage`]: only a name here.
open class CGImage {
    public init() {}
}

/// A Core Graphics drawing context [A `CGContext`]: only a name here.
open class CGContext {
    public init() {}
}

extension ImageRenderer {
    /// [A `cgImage`]: unavailable.
    @available(*, unavailable, message: "renders a view to a Core Graphics image; there is no Core Graphics on Linux")
    public var cgImage: CGImage? { nil }

    /// [A `render(rasterizationScale:renderer:)`]: unavailable.
    @available(*, unavailable, message: "draws a view into a Core Graphics context; there is no Core Graphics on Linux")
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {}
}

extension Image {
    /// [A `init(_:scale:orientation:label:)` from a `CGImage`]: unavailable.
    @available(*, unavailable, message: "shows a Core Graphics image; there is no Core Graphics on Linux")
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) { self.init(systemName: "") }

    /// [A `init(decorative:scale:orientation:)` from a `CGImage`]: unavailable.
    @available(*, unavailable, message: "shows a Core Graphics image; there is no Core Graphics on Linux")
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) { self.init(systemName: "") }
}

extension GraphicsContext {
    /// [A `withCGContext(content:)`]: unavailable.
    @available(*, unavailable, message: "draws with a Core Graphics context; there is no Core Graphics on Linux")
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {}
}
