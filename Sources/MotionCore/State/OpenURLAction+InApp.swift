import Foundation

extension OpenURLAction {
    /// Opens `url`, in the app when `prefersInApp` and the system can [A] (iOS 26): recorded as
    /// `callAsFunction(_:)` records it (where the system shows the page is not traced).
    public func callAsFunction(_ url: URL, prefersInApp: Bool) {
        callAsFunction(url)
    }
}
