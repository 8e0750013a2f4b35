import Foundation
#if canImport(Glibc)
import Glibc
import Toolbox
#endif

/// Notices changes under some folders by polling: every file's path and ``FileStamp`` (size,
/// modification time to the nanosecond, inode), compared with the last ones. The folders
/// are walked with `opendir(3)`/`readdir(3)` and each entry looked at with one `stat(2)`, no
/// Foundation attribute dictionaries: on the course (about fifty files) a look costs well
/// under a millisecond, so `serve` can look every few tens of milliseconds.
///
/// Symbolic links are followed for files (a linked lesson is watched) but not into folders
/// (a link back up would never end).
public struct ChangeWatcher: Sendable {
    public var folders: [String]
    private var last: [String: FileStamp]

    public init(folders: [String]) {
        self.folders = folders
        last = Self.snapshot(folders)
    }

    /// True when something was added, removed or changed since the last call (or creation).
    public mutating func hasChanged() -> Bool {
        let now = Self.snapshot(folders)
        defer { last = now }
        return now != last
    }

    /// Every file and folder under `folders`, by path.
    static func snapshot(_ folders: [String]) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for folder in folders { walk(folder, into: &result) }
        return result
    }

    private static func walk(_ folder: String, into result: inout [String: FileStamp]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = "\(folder)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }  // gone since readdir
            if (info.st_mode & S_IFMT) == S_IFDIR {
                // A folder's own time changes with every file an editor creates and deletes
                // between two looks; what is in it is compared file by file instead.
                result[path] = FileStamp(size: -1, seconds: 0, nanoseconds: 0, inode: UInt64(info.st_ino))
                walk(path, into: &result)
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                var target = stat()
                if stat(path, &target) == 0, (target.st_mode & S_IFMT) != S_IFDIR { info = target }
            }
            result[path] = FileStamp(info)
        }
    }
}
