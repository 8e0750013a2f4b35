/// The files of a built site in memory: site-relative path → bytes. Writing them is
/// ``SiteWriter``'s job, so that a failed build never touches the disk.
public struct SiteOutput: Sendable, Equatable {
    public var files: [String: [UInt8]] = [:]

    public init() {}

    public mutating func add(_ path: String, _ text: String) { files[path] = Array(text.utf8) }

    /// The paths in a fixed order.
    public var paths: [String] { files.keys.sorted() }

    /// A fingerprint of every path and byte (64-bit FNV-1a, hexadecimal), the same for the same
    /// site; `serve` uses it to tell open pages that a rebuild changed something.
    public var buildID: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64-bit offset basis
        let prime: UInt64 = 0x0000_0100_0000_01B3  // FNV-1a 64-bit prime
        // Each path and file, each followed by a 0 byte, hashed in place (no concatenated
        // copy of the site: a debug build spent seconds per build copying it).
        func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
            hash = (hash ^ 0) &* prime
        }
        for path in paths {
            var name = path
            name.withUTF8 { add($0) }
            files[path]!.withUnsafeBufferPointer { add($0) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
