import Foundation

/// A request the development server hands to its routes (``SiteServer/routes``) before it looks
/// for a file: a GET or HEAD whose path stays inside the site (others were refused already).
public struct ServerRequest: Sendable {
    public var method: String
    /// The path, percent-decoded, from its leading `/`, without query and fragment.
    public var path: String
    /// The request target as sent, for ``queryValue(_:)``.
    let target: String
    /// The header fields, by lowercased name (the first of a repeated one).
    public var headers: [String: String]

    /// The percent-decoded value of the query's first `name=value` pair; nil when there is none
    /// or its escapes are malformed.
    public func queryValue(_ name: String) -> String? {
        HTTPRequest(method: method, target: target).queryValue(name)
    }

    /// Parses a request head; nil when malformed or when its path would leave the site.
    public init?(head: String) {
        guard let request = HTTPRequest(head: head), let components = request.pathComponents else { return nil }
        method = request.method
        target = request.target
        path = "/" + components.joined(separator: "/")
        var headers: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            if headers[name] == nil { headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
        self.headers = headers
    }
}

/// A route's answer: the status, the media type and the body.
public struct ServerResponse: Sendable {
    public var status: Int
    public var reason: String
    public var type: String
    public var body: [UInt8]

    public init(status: Int = 200, reason: String = "OK", type: String, body: [UInt8]) {
        self.status = status
        self.reason = reason
        self.type = type
        self.body = body
    }

    /// A UTF-8 JSON document.
    public static func json(_ text: String, status: Int = 200, reason: String = "OK") -> ServerResponse {
        ServerResponse(status: status, reason: reason, type: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// A UTF-8 HTML page.
    public static func html(_ text: String) -> ServerResponse {
        ServerResponse(type: "text/html; charset=utf-8", body: Array(text.utf8))
    }
}
