/// The pixel size of a PNG image, read from its header: the eight-byte signature, then the IHDR
/// chunk (length 13, type `IHDR`), whose data starts with the width and the height as big-endian
/// 32-bit integers (PNG specification, 11.2.2). Nil for bytes that are not a PNG.
enum PNGSize {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func pixels(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = integer(at: 16)
        let height = integer(at: 20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
