/// AppKit's kind of content a text input expects, for autofill [A] (macOS 11:
/// `NSTextContentType`): a file written for a Mac may pass one to `textContentType(_:)`, which
/// records it as it records UIKit's ``UITextContentType``.
public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let username = NSTextContentType("username")
    public static let password = NSTextContentType("password")
    public static let oneTimeCode = NSTextContentType("oneTimeCode")
}
