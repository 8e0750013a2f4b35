import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The cheap way to write a rebuilt site into a folder that this process wrote before and that
/// a server is reading file by file (`serve`): only the files whose bytes changed since the
/// last write are written (each into a temporary file beside it, then renamed over it, so a
/// reader sees the old file or the new one, never half of one), files that are no longer part
/// of the site are removed, and so are the folders that became empty. A site that changed one
/// lesson costs a few file writes instead of the whole site and two folder renames.
enum InPlaceUpdate {
    struct Failure: Error {
        var message: String
    }

    /// What changed between two sites, by site-relative path, in a fixed order.
    struct Changes: Equatable {
        var written: [String]
        var removed: [String]
    }

    static func changes(from old: SiteOutput, to new: SiteOutput) -> Changes {
        let written = new.paths.filter { path in old.files[path].map { !sameBytes($0, new.files[path]!) } ?? true }
        let removed = old.paths.filter { new.files[$0] == nil }
        return Changes(written: written, removed: removed)
    }

    /// Applies `changes` of `new` to `folder` (an absolute path).
    static func apply(_ changes: Changes, of new: SiteOutput, in folder: String) throws(Failure) {
        let fileManager = FileManager.default
        let pid = ProcessInfo.processInfo.processIdentifier
        for path in changes.written {
            let file = URL(fileURLWithPath: "\(folder)/\(path)")
            let parent = file.deletingLastPathComponent()
            let temporary = parent.appendingPathComponent(".\(file.lastPathComponent).writing-\(pid)")
            do {
                try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw Failure(message: "cannot create \(parent.path): \(error.localizedDescription)")
            }
            guard fileManager.createFile(atPath: temporary.path, contents: Data(new.files[path]!)) else {
                throw Failure(message: "cannot write \(temporary.path)")
            }
            guard rename(temporary.path, file.path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary.path)
                throw Failure(message: "cannot move \(temporary.path) to \(file.path): \(reason)")
            }
        }
        for path in changes.removed {
            let file = "\(folder)/\(path)"
            guard unlink(file) == 0 || errno == ENOENT else {
                throw Failure(message: "cannot remove \(file): \(String(cString: strerror(errno)))")
            }
            // The folders left empty, up to (not including) the site folder.
            var parent = URL(fileURLWithPath: file).deletingLastPathComponent().path
            while parent.hasPrefix(folder + "/"), rmdir(parent) == 0 {
                parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
            }
        }
    }

    /// Byte equality with `memcmp` (an element-by-element comparison costs milliseconds per
    /// megabyte in a debug build).
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in a.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 } }
    }
}

/// The folders that ``SiteWriter`` updates in place (``InPlaceUpdate``) and the site it last
/// wrote into each; shared by every thread of the process.
final class InPlaceFolders: @unchecked Sendable {
    static let shared = InPlaceFolders()

    private let lock = NSLock()
    /// Resolved folder path → the site last written there (nil: registered, nothing written yet).
    private var folders: [String: SiteOutput?] = [:]

    func register(_ folder: String) { lock.withLock { if folders[folder] == nil { folders[folder] = .some(nil) } } }

    func isRegistered(_ folder: String) -> Bool { lock.withLock { folders[folder] != nil } }

    /// The site last written into `folder`, if it is registered and was written.
    func lastWritten(_ folder: String) -> SiteOutput? { lock.withLock { folders[folder] ?? nil } }

    func record(_ site: SiteOutput?, in folder: String) { lock.withLock { if folders[folder] != nil { folders[folder] = .some(site) } } }
}
