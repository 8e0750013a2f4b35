import Digest
import Foundation
import SiteBuilder
import Toolbox

/// The site's render cache on disk (``RenderCache``): one file per rendered part in
/// `.build/motionbook-snippets/site-parts/` of the checkout, named `TOOL-FINGERPRINT`, where
/// TOOL is a digest of the running executable's path, size and modification time (a rebuilt
/// tool never reuses the parts of the one before).
///
/// After a build the folder keeps what that build used: the tool's other parts are stale
/// (their lesson changed since), and the parts of other tools go once they are a day old.
struct RenderCacheFolder {
    var folder: String
    /// The running executable's identity.
    var renderer: String

    init(folder: String) {
        self.folder = folder
        renderer = Self.executableIdentity()
    }

    /// The cache to hand the site generator; `reads` false renders every part anew.
    /// `searchTerms` keeps the lessons' search terms for the next build of this process.
    func cache(reads: Bool, searchTerms: SearchTermMemo? = nil) -> RenderCache {
        let folder = folder
        let prefix = Self.prefix(renderer)
        return RenderCache(renderer: renderer, searchTerms: searchTerms) { fingerprint in
            guard reads, let data = FileManager.default.contents(atPath: "\(folder)/\(prefix)-\(fingerprint)") else { return nil }
            return [UInt8](data)
        }
    }

    /// Stores the parts rendered now and removes the ones no build needs (best effort: a
    /// cache that cannot be written only costs the next build time).
    func update(with report: RenderCache.Report) {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let prefix = Self.prefix(renderer)
        for (fingerprint, bytes) in report.rendered {
            try? Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(prefix)-\(fingerprint)"), options: .atomic)
        }
        let used = Set(report.used.map { "\(prefix)-\($0)" })
        let dayAgo = Date().timeIntervalSince1970 - 86_400
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where !used.contains(name) {
            let path = "\(folder)/\(name)"
            if name.hasPrefix("\(prefix)-") {
                try? manager.removeItem(atPath: path)
            } else if let modified = FileStamp(path: path)?.modificationTime, modified < dayAgo {
                try? manager.removeItem(atPath: path)
            }
        }
    }

    /// The short digest that starts every file name of a tool's parts.
    static func prefix(_ renderer: String) -> String { String(SHA256.hex(renderer).prefix(16)) }

    /// The path and ``FileStamp`` of the running executable (`/proc/self/exe` on Linux, else the
    /// first argument), so that any rebuild of the tool gives another identity.
    static func executableIdentity() -> String {
        let manager = FileManager.default
        let path = (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "motionbook"
        return "\(path) \(FileStamp(path: path)?.description ?? "missing")"
    }
}
