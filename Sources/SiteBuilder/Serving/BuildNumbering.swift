#if canImport(Glibc)
import Glibc
#endif

/// The build ids that `serve` publishes (``SiteServer/buildID``): this process's id and start
/// time, then the number of builds so far that changed a byte of the site, all letters and
/// digits (`p3f2at18c4e1b2c0n4`). A rebuild that writes the same site keeps the id, so open
/// pages do not reload for nothing; a restarted `serve` has new ids, so pages it served before
/// reload once.
///
/// Comparing the new site with the last is `memcmp` per file; hashing every byte (7 MB for the
/// course) took about a second per rebuild in a debug build.
public struct BuildNumbering: Sendable {
    private let session: String
    private var last: SiteOutput?
    private var changes = 0

    public init() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let milliseconds = UInt64(now.tv_sec) * 1000 + UInt64(now.tv_nsec / 1_000_000)
        session = "p\(String(getpid(), radix: 16))t\(String(milliseconds, radix: 16))"
    }

    /// The id of `site`: the last one's when `site` is byte for byte the last site, else a new one.
    public mutating func id(of site: SiteOutput) -> String {
        if let last, Self.same(last, site) { return "\(session)n\(changes)" }
        if last != nil { changes += 1 }
        last = site
        return "\(session)n\(changes)"
    }

    static func same(_ a: SiteOutput, _ b: SiteOutput) -> Bool {
        guard a.files.count == b.files.count else { return false }
        for (path, bytes) in a.files {
            guard let other = b.files[path], InPlaceUpdate.sameBytes(bytes, other) else { return false }
        }
        return true
    }
}
