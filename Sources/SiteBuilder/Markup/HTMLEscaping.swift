/// Escaping for the two places text goes into HTML. They are separate functions because the
/// characters that matter differ: text content must not open a tag or an entity; an attribute
/// value (always written double-quoted here) must also not close its quotes.
///
/// Every character escaped is ASCII, and in UTF-8 no byte of a longer sequence is below 0x80,
/// so escaping works on the UTF-8 bytes: a text with nothing to escape (most of a page) is
/// returned as it is, and otherwise the runs between the entities are copied whole.
public enum HTMLEscaping {
    /// Text content: `&`, `<`, `>` and `"` become entities (the last as cmark-gfm does, so that
    /// text renders exactly as the GFM spec shows it).
    public static func text(_ text: String) -> String {
        escape(text, textEntity)
    }

    /// A double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become entities.
    public static func attribute(_ value: String) -> String {
        escape(value, attributeEntity)
    }

    /// Text inside `<script>` (JSON data): `<` is written `\u003c` so that no `</script>` or
    /// `<!--` can end or bend the element. Only valid inside a JavaScript string or JSON.
    public static func scriptData(_ json: String) -> String {
        escape(json, scriptDataEntity)
    }

    static func textEntity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: nil
        }
    }

    static func attributeEntity(_ byte: UInt8) -> StaticString? {
        byte == UInt8(ascii: "'") ? "&#x27;" : textEntity(byte)
    }

    static func scriptDataEntity(_ byte: UInt8) -> StaticString? {
        byte == UInt8(ascii: "<") ? "\\u003c" : nil
    }

    /// `text` with each byte that has an entity replaced by it. The entities are for bytes up to
    /// `>` (0x3E), so a larger byte is copied without asking.
    @inline(__always)
    private static func escape(_ text: String, _ entity: (UInt8) -> StaticString?) -> String {
        var text = text
        text.makeContiguousUTF8()
        let escaped: String?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var extra = 0
            for byte in bytes where byte <= UInt8(ascii: ">") {
                if let replacement = entity(byte) { extra += replacement.utf8CodeUnitCount - 1 }
            }
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { output in
                var written = 0
                func copy(_ source: UnsafeBufferPointer<UInt8>) {
                    guard let base = source.baseAddress, !source.isEmpty else { return }
                    (output.baseAddress! + written).initialize(from: base, count: source.count)
                    written += source.count
                }
                var runStart = 0
                for (index, byte) in bytes.enumerated() where byte <= UInt8(ascii: ">") {
                    guard let replacement = entity(byte) else { continue }
                    copy(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    copy(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    runStart = index + 1
                }
                copy(UnsafeBufferPointer(rebasing: bytes[runStart...]))
                return written
            }
        }
        switch escaped {
        case .some(.some(let result)): return result
        case .some(.none): return text
        case .none: return ScalarHTMLEscaping.escape(text) { $0.isASCII ? entity(UInt8($0.value)).map(\.description) : nil }
        }
    }
}
