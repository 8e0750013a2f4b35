import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What tells a file's versions apart without reading it: size, modification time to the
/// nanosecond and inode (an editor that saves by renaming a new file over the old one changes
/// the inode even within one clock tick). Read with one `stat(2)`, no Foundation attribute
/// dictionary, so a process can look at every file of the course every few tens of
/// milliseconds. Equal stamps mean "unchanged as far as the file system says".
public struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    public var size: Int64
    public var seconds: Int
    public var nanoseconds: Int
    public var inode: UInt64

    public init(size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
    }

    /// The stamp of what `stat(2)` or `lstat(2)` said about a file.
    public init(_ info: stat) {
        self.init(size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, inode: UInt64(info.st_ino))
    }

    /// The stamp of the file at `path` (a symbolic link followed), or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The modification time in seconds since 1970.
    public var modificationTime: Double { Double(seconds) + Double(nanoseconds) / 1e9 }

    /// `SIZE SECONDS.NANOSECONDS INODE`: a text that is the same only for the same stamp.
    public var description: String { "\(size) \(seconds).\(nanoseconds) \(inode)" }
}
