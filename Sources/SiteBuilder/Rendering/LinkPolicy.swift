/// What a link or image destination written in a lesson becomes in the page.
///
/// - Only the schemes `http`, `https` and `mailto` and scheme-less (relative) destinations are
///   allowed; any other (`javascript:`, `data:`, `vbscript:`, `file:` …) is neutralised: the
///   link is rendered as its text alone, the image as its alt text. The scheme is read the way
///   browsers read it (WHATWG URL Standard, "basic URL parser"): leading spaces and control
///   characters are dropped, tabs and newlines removed anywhere, letters compared ignoring case.
/// - A relative link to a lesson file keeps its folder and fragment and gets the page's
///   extension: `04-springs.md#anchor` → `04-springs.html#anchor`, `../de/01-x.md` →
///   `../de/01-x.html` (pages sit beside each other as lessons do, one folder per language).
/// - The result is percent-encoded as cmark-gfm does (`houdini_escape_href`): bytes outside the
///   URL-safe set become `%XX`, existing `%` escapes are kept.
public enum LinkPolicy {
    /// Schemes a page may link to.
    public static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// The `href`/`src` value (not yet attribute-escaped) or nil when the destination is not
    /// allowed.
    public static func href(for destination: String) -> String? {
        if let scheme = scheme(of: destination), !allowedSchemes.contains(scheme) { return nil }
        return percentEncoded(rewritingLessonLink(destination))
    }

    /// The lower-cased scheme of `destination` as a browser reads it, or nil for a relative URL.
    public static func scheme(of destination: String) -> String? {
        var scalars = Array(destination.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.first, first.isASCIILetter else { return nil }
        var scheme = ""
        for scalar in scalars {
            if scalar == ":" { return scheme.lowercased() }
            guard scalar.isASCIILetter || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar) else {
                return nil
            }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// `NN-slug.md[#fragment]` → `NN-slug.html[#fragment]` for relative destinations.
    public static func rewritingLessonLink(_ destination: String) -> String {
        guard scheme(of: destination) == nil, !destination.hasPrefix("/") else { return destination }
        let fragmentStart = destination.firstIndex(of: "#") ?? destination.endIndex
        let pathEnd = destination[..<fragmentStart].firstIndex(of: "?") ?? fragmentStart
        let path = destination[..<pathEnd]
        guard path.hasSuffix(".md") else { return destination }
        return path.dropLast(3) + ".html" + destination[pathEnd...]
    }

    /// Percent-encodes every byte outside the characters that may stand in a URL as they are:
    /// ASCII letters and digits and `-_.+!*'(),%#@?=;:/&$~`.
    public static func percentEncoded(_ url: String) -> String {
        var result = ""
        for byte in url.utf8 {
            if isSafe(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0xF)]
            }
        }
        return result
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("-_.+!*'(),%#@?=;:/&$~".utf8).contains(byte)
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
