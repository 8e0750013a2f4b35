/// The request line of an HTTP/1.x request and the site path it asks for.
struct HTTPRequest: Equatable {
    var method: String
    /// The request target as sent (`/de/index.html?x=1`).
    var target: String

    init(method: String, target: String) {
        self.method = method
        self.target = target
    }

    /// Parses the head of a request (everything before the empty line); nil if malformed.
    init?(head: String) {
        guard let line = head.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return nil }
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        method = String(parts[0])
        target = String(parts[1])
    }

    /// The path components of the target, percent-decoded, without query and fragment; nil
    /// when the path would leave the site folder (a `..` component, a NUL byte, a backslash or
    /// an undecodable escape).
    var pathComponents: [String]? {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        var components: [String] = []
        for raw in path.split(separator: "/") {
            guard let decoded = String(raw).removingPercentEncodingStrict,
                decoded != "..", decoded != ".", !decoded.contains("/"), !decoded.contains("\\"), !decoded.contains("\0")
            else { return nil }
            components.append(decoded)
        }
        return components
    }

    /// The percent-decoded value of the first `name=value` pair of the query, nil when the
    /// target has none (`+` is kept as it is: the reload script sends hexadecimal ids).
    func queryValue(_ name: String) -> String? {
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        for pair in parts[1].split(separator: "&") {
            let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if field[0] == name { return String(field.count == 2 ? field[1] : "").removingPercentEncodingStrict }
        }
        return nil
    }
}

extension String {
    /// Percent-decoding that fails on malformed escapes or invalid UTF-8.
    var removingPercentEncodingStrict: String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
