import Digest
import Foundation
import Toolbox

/// Watches one file by polling its ``FileStamp`` (size, modification time, inode) and contents
/// (editors that replace the file by renaming are seen too).
public struct FileWatcher: Sendable {
    public var path: String
    /// Seconds between polls.
    public var interval: Double

    public init(path: String, interval: Double = 0.5) {
        self.path = path
        self.interval = interval
    }

    /// A fingerprint of the file: its stamp (`missing` when there is no file) and a hash of the
    /// contents.
    public func fingerprint() -> String {
        var hash = SHA256()
        hash.update(FileSystem.read(path) ?? [])
        return "\(FileStamp(path: path)?.description ?? "missing") \(hash.hexDigest())"
    }

    /// Calls `onChange` every time the file changes (after `onChange` for the current state
    /// was already handled by the caller), until `shouldContinue` returns false.
    public func watch(shouldContinue: () -> Bool, onChange: () -> Void) {
        var last = fingerprint()
        while shouldContinue() {
            usleep(useconds_t(interval * 1_000_000))
            let now = fingerprint()
            if now != last {
                last = now
                onChange()
            }
        }
    }
}
