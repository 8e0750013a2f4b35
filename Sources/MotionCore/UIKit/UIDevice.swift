/// The device [A `UIDevice`]: the scenario's device (an iPhone unless it names an iPad), in
/// portrait.
public final class UIDevice: @unchecked Sendable {
    init() {}

    /// The device the app runs on [A `current`].
    public class var current: UIDevice { UIDevice() }

    /// `.phone`, or `.pad` on an iPad [A `userInterfaceIdiom`].
    public var userInterfaceIdiom: UIUserInterfaceIdiom { ScreenTraits.current.idiom }
    /// `"iPhone"` or `"iPad"` [A `model`].
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
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
