import Foundation

/// The encoding of a JSON document that is not plain UTF-8, told from its first four bytes as
/// JSONDecoder tells it (RFC 4627, section 3, and byte order marks).
enum JSONEncodingDetection {
    struct Detected {
        var encoding: String.Encoding
        /// Bytes of the byte order mark before the text.
        var byteOrderMarkLength: Int
    }

    /// nil for UTF-8 without a byte order mark (read as they are).
    static func encoding(of bytes: UnsafeBufferPointer<UInt8>) -> Detected? {
        let count = bytes.count
        let b0: Int = count > 0 ? Int(bytes[0]) : -1
        let b1: Int = count > 1 ? Int(bytes[1]) : -1
        let b2: Int = count > 2 ? Int(bytes[2]) : -1
        let b3: Int = count > 3 ? Int(bytes[3]) : -1
        // Byte order marks first.
        if b0 == 0, b1 == 0, b2 == 0xFE, b3 == 0xFF { return Detected(encoding: .utf32BigEndian, byteOrderMarkLength: 4) }
        if b0 == 0xFE, b1 == 0xFF, b2 == 0, b3 == 0 { return Detected(encoding: .utf32LittleEndian, byteOrderMarkLength: 4) }
        if b0 == 0xFE, b1 == 0xFF { return Detected(encoding: .utf16BigEndian, byteOrderMarkLength: 2) }
        if b0 == 0xFF, b1 == 0xFE { return Detected(encoding: .utf16LittleEndian, byteOrderMarkLength: 2) }
        if b0 == 0xEF, b1 == 0xBB, b2 == 0xBF { return Detected(encoding: .utf8, byteOrderMarkLength: 3) }
        // Then where the zero bytes of an ASCII first character are.
        if b0 == 0, b1 == 0, b2 == 0, b3 > 0 { return Detected(encoding: .utf32BigEndian, byteOrderMarkLength: 0) }
        if b0 == 0, b1 > 0, b2 == 0, b3 > 0 { return Detected(encoding: .utf16BigEndian, byteOrderMarkLength: 0) }
        if b0 > 0, b1 == 0, b2 == 0, b3 == 0 { return Detected(encoding: .utf32LittleEndian, byteOrderMarkLength: 0) }
        if b0 > 0, b1 == 0, b2 > 0, b3 == 0 { return Detected(encoding: .utf16LittleEndian, byteOrderMarkLength: 0) }
        if b0 == 0, b1 > 0, b2 < 0, b3 < 0 { return Detected(encoding: .utf16BigEndian, byteOrderMarkLength: 0) }
        if b0 > 0, b1 == 0, b2 < 0, b3 < 0 { return Detected(encoding: .utf16LittleEndian, byteOrderMarkLength: 0) }
        return nil
    }
}
