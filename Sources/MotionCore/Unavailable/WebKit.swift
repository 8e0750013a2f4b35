import Foundation

// WebKit's SwiftUI web view and the view modifiers that configure it: there is no WebKit on
// Linux. `WebView` and its option types are plain names here (so a signature naming them
// compiles); each modifier is unavailable, one error that says why.

/// WebKit's web view [A `WebView`]: only the names its modifiers' signatures use.
public struct WebView: Sendable {
    /// Whether swipes go back and forward [A `WebView.BackForwardNavigationGesturesBehavior`].
    public struct BackForwardNavigationGesturesBehavior: Sendable {
        public static let automatic = Self(), enabled = Self(), disabled = Self()
    }
    /// Whether an element may go full screen [A `WebView.ElementFullscreenBehavior`].
    public struct ElementFullscreenBehavior: Sendable {
        public static let automatic = Self(), enabled = Self(), disabled = Self()
    }
    /// Whether pressing a link previews it [A `WebView.LinkPreviewBehavior`].
    public struct LinkPreviewBehavior: Sendable {
        public static let automatic = Self(), enabled = Self(), disabled = Self()
    }
    /// Whether pinching magnifies [A `WebView.MagnificationGesturesBehavior`].
    public struct MagnificationGesturesBehavior: Sendable {
        public static let automatic = Self(), enabled = Self(), disabled = Self()
    }
    /// The page element a context menu was opened on [A `WebView.ActivatedElementInfo`].
    public struct ActivatedElementInfo: Sendable {
        /// The link under the press, if any.
        public let linkURL: URL?
    }
}

extension View {
    /// [A `webViewBackForwardNavigationGestures(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View { self }

    /// [A `webViewContentBackground(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewContentBackground(_ visibility: Visibility) -> some View { self }

    /// [A `webViewContextMenu(menu:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewContextMenu(@ViewBuilder menu: @escaping @MainActor (WebView.ActivatedElementInfo) -> some View) -> some View { self }

    /// [A `webViewElementFullscreenBehavior(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewElementFullscreenBehavior(_ value: WebView.ElementFullscreenBehavior) -> some View { self }

    /// [A `webViewLinkPreviews(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View { self }

    /// [A `webViewMagnificationGestures(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View { self }

    /// [A `webViewOnScrollGeometryChange(for:of:action:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewOnScrollGeometryChange<T: Hashable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { self }

    /// [A `webViewScrollInputBehavior(_:for:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewScrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View { self }

    /// [A `webViewScrollPosition(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewScrollPosition(_ position: Binding<ScrollPosition>) -> some View { self }

    /// [A `webViewTextSelection(_:)`]: unavailable.
    @available(*, unavailable, message: "configures WebKit's web view; there is no WebKit on Linux")
    public func webViewTextSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
