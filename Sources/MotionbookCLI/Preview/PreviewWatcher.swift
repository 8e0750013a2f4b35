import SiteBuilder
import Toolbox

/// Notices a save of the previewed program: a change of the ``FileStamp`` (size, modification
/// time to the nanosecond, inode) of one of its files, and, for folders given, a file added,
/// removed or changed below them (``ChangeWatcher``), so a folder's new files are seen too.
struct PreviewWatcher {
    var paths: [String]
    private var stamps: [FileStamp?]
    private var folders: ChangeWatcher

    init(paths: [String], folders: [String]) {
        self.paths = paths
        stamps = paths.map { FileStamp(path: $0) }
        self.folders = ChangeWatcher(folders: folders)
    }

    /// True when something changed since the last call (or creation).
    mutating func hasChanged() -> Bool {
        let folderChanged = folders.hasChanged()
        let now = paths.map { FileStamp(path: $0) }
        defer { stamps = now }
        return folderChanged || now != stamps
    }
}
