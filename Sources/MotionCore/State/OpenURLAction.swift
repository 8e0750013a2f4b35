import Foundation

/// Opens a URL [A]: `@Environment(\.openURL)`, and what a `Link` calls. Nothing leaves the
/// trace: opening is a `presentation` event (`openURL "https://…" systemAction`); a handler of
/// yours (`init(handler:)`, set with `.environment(\.openURL, …)`) runs and its result is the
/// event's last word (`handled`, `discarded`, or `systemAction` with the URL the system opens).
public struct OpenURLAction {
    let handler: ((URL) -> Result)?

    /// An action that runs `handler` for each URL [A] (iOS 15).
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    init(system: ()) {
        handler = nil
    }

    /// Opens `url` [A].
    public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// Opens `url` and tells `completion` whether it was opened [A]: false when a handler
    /// discarded it; the system opens every URL here.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    /// Runs the handler (the system's without one), records the event; whether the URL was
    /// accepted.
    private func open(_ url: URL) -> Bool {
        let result = handler?(url) ?? .systemAction
        let opened: String
        switch result.kind {
        case .handled: opened = "\(Text.quoted(url.absoluteString)) handled"
        case .discarded: opened = "\(Text.quoted(url.absoluteString)) discarded"
        case .system(let other): opened = "\(Text.quoted((other ?? url).absoluteString)) systemAction"
        }
        ViewRuntime.current?.record(.presentation, detail: "openURL \(opened)")
        return result.kind != .discarded
    }

    /// What a handler did with a URL [A] (iOS 15).
    public struct Result: Sendable {
        enum Kind: Equatable, Sendable {
            case handled, discarded
            case system(URL?)
        }

        let kind: Kind

        /// The handler opened the URL [A].
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL [A].
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL [A].
        public static let systemAction = Result(kind: .system(nil))

        /// The system opens `url` instead [A].
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .system(url))
        }

        /// The system opens `url` (the original when nil), in the app if it can [A] (iOS 26);
        /// the preference is not simulated.
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
            Result(kind: .system(url))
        }
    }
}

enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction(system: ()) }
}

extension EnvironmentValues {
    /// Opens URLs: the system's action unless a view sets another [A].
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
