import Foundation

/// The device's screen [A `UIScreen`]: the root of the running scenario. Its `bounds` are the
/// root's size in points (`TraceScenario.size`, the `size=` fence key; an iPhone 15's 393 × 852
/// by default), also while the root view itself is being made (a `@State` initial value reading
/// `UIScreen.main.bounds`), and 393 × 852 outside any scenario. It has no safe area and does not
/// rotate.
public final class UIScreen: @unchecked Sendable {
    /// The iPhone 15's screen in points (portrait) when no scenario runs.
    static let defaultSize = CGSize(width: 393, height: 852)

    /// The size the harness is about to mount a root in, while it makes the root view.
    @TaskLocal static var mountingSize: CGSize?

    init() {}

    /// The screen the app runs on [A `main`, deprecated in iOS 16 but common in examples].
    public class var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points, origin zero [A `bounds`].
    public var bounds: CGRect { CGRect(origin: .zero, size: UIScreen.currentSize) }

    /// Points to pixels: 3, an iPhone 15's [A `scale`].
    public var scale: CGFloat { 3 }

    /// The physical screen's scale: 3 [A `nativeScale`].
    public var nativeScale: CGFloat { 3 }

    /// The screen's rectangle in pixels: `bounds` times `scale` (1179 × 2556 by default)
    /// [A `nativeBounds`].
    public var nativeBounds: CGRect {
        let size = UIScreen.currentSize
        return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    }

    /// The running view's root size, else the one being mounted, else the default.
    static var currentSize: CGSize {
        ViewRuntime.current?.rootSize ?? mountingSize ?? defaultSize
    }

    /// Runs `body` (which makes a root view) with `UIScreen.main.bounds` already the size the
    /// root will be mounted in: the harness makes the root before its runtime exists.
    @_spi(Runtime)
    public static func withRootSize<Result>(_ size: CGSize, _ body: () throws -> Result) rethrows -> Result {
        try $mountingSize.withValue(size, operation: body)
    }
}
