/// The device [A `UIDevice`]: always an iPhone in portrait, the device every scenario runs on.
public final class UIDevice: @unchecked Sendable {
    init() {}

    /// The device the app runs on [A `current`].
    public class var current: UIDevice { UIDevice() }

    /// `.phone` [A `userInterfaceIdiom`].
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `"iPhone"` [A `model`].
    public var model: String { "iPhone" }
    /// `"iOS"` [A `systemName`].
    public var systemName: String { "iOS" }
    /// `.portrait`: scenarios do not rotate [A `orientation`].
    public var orientation: UIDeviceOrientation { .portrait }
}

/// The kind of interface [A `UIUserInterfaceIdiom`].
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device's physical orientation [A `UIDeviceOrientation`].
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether it is a portrait orientation [A].
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation [A].
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
