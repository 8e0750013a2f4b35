import Foundation

/// The device's screen [A `UIScreen`]: the root of the running scenario. Its `bounds` are the
/// root's size in points (the scenario's device's screen, an iPhone 16's 393 × 852 by default,
/// or the `size=` fence key's), also while the root view itself is being made (a `@State`
/// initial value reading `UIScreen.main.bounds`), and 393 × 852 outside any scenario; its
/// `scale` is the device's. It does not rotate.
public final class UIScreen: @unchecked Sendable {
    /// The screen the harness is about to mount a root on, while it makes the root view.
    @TaskLocal static var mounting: ScreenTraits?

    init() {}

    /// The screen the app runs on [A `main`, deprecated in iOS 16 but common in examples].
    public class var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points, origin zero [A `bounds`].
    public var bounds: CGRect { CGRect(origin: .zero, size: ScreenTraits.current.size) }

    /// Points to pixels: the device's (3 on an iPhone 16) [A `scale`].
    public var scale: CGFloat { ScreenTraits.current.scale }

    /// The physical screen's scale: the same [A `nativeScale`].
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels: `bounds` times `scale` (1179 × 2556 by default)
    /// [A `nativeBounds`].
    public var nativeBounds: CGRect {
        let size = ScreenTraits.current.size
        return CGRect(x: 0, y: 0, width: size.width * scale, height: size.height * scale)
    }

    /// Runs `body` (which makes a root view) with `UIScreen.main` already the screen the root
    /// will be mounted on: the harness makes the root before its runtime exists.
    @_spi(Runtime)
    public static func withScreen<Result>(_ screen: ScreenTraits, _ body: () throws -> Result) rethrows -> Result {
        try $mounting.withValue(screen, operation: body)
    }

    /// Runs `body` with `UIScreen.main.bounds` of `size` points on the default screen.
    @_spi(Runtime)
    public static func withRootSize<Result>(_ size: CGSize, _ body: () throws -> Result) rethrows -> Result {
        var screen = ScreenTraits.standard
        screen.size = size
        return try withScreen(screen, body)
    }
}

/// What UIKit reports of the screen and device a scenario runs on (`UIScreen`, `UIDevice`,
/// `UITraitCollection.current`), set by the harness from the scenario's device.
@_spi(Runtime) public struct ScreenTraits: Equatable, Sendable {
    /// The root's size, points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// A phone or a pad.
    public var idiom: UIUserInterfaceIdiom
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass

    public init(
        size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom, horizontalSizeClass: UserInterfaceSizeClass,
        verticalSizeClass: UserInterfaceSizeClass
    ) {
        self.size = size
        self.scale = scale
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// An iPhone 16 in portrait: what UIKit reports outside any scenario.
    public static let standard = ScreenTraits(
        size: CGSize(width: 393, height: 852), scale: 3, idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)

    /// The running view's screen, else the one being mounted, else the default.
    static var current: ScreenTraits {
        if let runtime = ViewRuntime.current {
            var screen = runtime.screen
            screen.size = runtime.rootSize
            return screen
        }
        return UIScreen.mounting ?? standard
    }
}
