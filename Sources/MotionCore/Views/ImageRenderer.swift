import Foundation

/// An object that renders a view to an image [A] (iOS 16): it keeps the view and the settings an
/// image would be made with, and tells its subscribers before any of them changes
/// (`objectWillChange`). The images themselves (`cgImage`, `uiImage`, `render`) are Core Graphics
/// and UIKit values, unavailable on Linux (`Unavailable/ImageRendering.swift`).
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Sends before the content or a setting changes [A].
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view to render [A].
    public var content: Content { willSet { changing() } }
    /// The size proposed to the view, `.unspecified` (its ideal size) by default [A].
    public var proposedSize: ProposedViewSize = .unspecified { willSet { changing() } }
    /// Image pixels per view point, 1 by default [A].
    public var scale: CGFloat = 1 { willSet { changing() } }
    /// Whether the image is opaque (no alpha channel), false by default [A].
    public var isOpaque = false { willSet { changing() } }
    /// The working colour space of the rendering, non-linear sRGB by default [A].
    public var colorMode: ColorRenderingMode = .nonLinear { willSet { changing() } }
    /// The most dynamic range the image may use, nil (the system's choice) by default [A].
    public var allowedDynamicRange: Image.DynamicRange? = nil { willSet { changing() } }
    /// Whether changes of the observable data the view reads announce a new image, true by
    /// default [A]; the announcements of this object's own properties are sent either way.
    public var isObservationEnabled = true

    /// A renderer of `view` [A].
    public init(content view: Content) {
        content = view
    }

    private func changing() {
        objectWillChange.send()
    }
}
