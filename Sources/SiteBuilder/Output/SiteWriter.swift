import Foundation

/// Writes a built site so that readers never see half of it: every file goes into a fresh
/// folder beside the output (`.NAME.building-PID`), and only when all are written is the old
/// output moved aside and the new folder renamed into its place (two `rename(2)` calls on one
/// file system), after which the old one is deleted. A folder is replaced only when it is
/// empty or was written by Motionbook (it holds the marker file ``markerName``), so
/// `--output ~` can never delete a home folder.
///
/// An output that is a symbolic link stays one: the folder it points to is replaced the same
/// way (beside it, under its own name). Folders that an earlier, killed build left beside the
/// output (`.NAME.building-PID`, `.NAME.old-PID` whose process is gone) are removed first.
///
/// A folder given to ``updateInPlace(_:)`` (the one `serve` serves) is written whole like that
/// once; after that each write changes only the files that differ from the last write
/// (``InPlaceUpdate``), as long as the folder still holds the marker.
public enum SiteWriter {
    public static let markerName = ".motionbook-site"

    public struct WriteError: Error, Sendable {
        public var message: String
    }

    /// From now on, writes to `folder` after the first change only what differs from the
    /// last write of this process into it. For a folder that a server reads file by file while
    /// it is rebuilt: a reader sees each file old or new, not the whole site switched at once.
    public static func updateInPlace(_ folder: String) {
        InPlaceFolders.shared.register(resolvingLink(URL(fileURLWithPath: folder).standardizedFileURL).path)
    }

    public static func write(_ output: SiteOutput, to folder: String) throws(WriteError) {
        let fileManager = FileManager.default
        let target = resolvingLink(URL(fileURLWithPath: folder).standardizedFileURL)
        if let last = InPlaceFolders.shared.lastWritten(target.path), fileManager.fileExists(atPath: "\(target.path)/\(markerName)") {
            do {
                try InPlaceUpdate.apply(InPlaceUpdate.changes(from: last, to: output), of: output, in: target.path)
                InPlaceFolders.shared.record(output, in: target.path)
                return
            } catch {
                // Half updated: what is on disk is no longer known, so the whole site is written.
                InPlaceFolders.shared.record(nil, in: target.path)
            }
        }
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        removeAbandoned(beside: target)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).building-\(pid)")
        let retired = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(pid)")

        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists {
            let entries = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? []
            guard isDirectory.boolValue, entries.isEmpty || entries.contains(markerName) else {
                throw WriteError(message: "\(folder) exists and is not a site Motionbook built; not replacing it")
            }
        }
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            var files = output.files
            files[markerName] = Array("Built by Motionbook; this folder is replaced by every build.\n".utf8)
            for path in files.keys.sorted() {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard fileManager.createFile(atPath: url.path, contents: Data(files[path]!)) else {
                    throw WriteError(message: "cannot write \(url.path)")
                }
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw (error as? WriteError) ?? WriteError(message: "cannot write the site: \(error.localizedDescription)")
        }
        if exists, rename(target.path, retired.path) != 0 {
            try? fileManager.removeItem(at: staging)
            throw WriteError(message: "cannot move the old \(folder) aside: \(String(cString: strerror(errno)))")
        }
        guard rename(staging.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if exists { _ = rename(retired.path, target.path) }
            try? fileManager.removeItem(at: staging)
            throw WriteError(message: "cannot move the new site into \(folder): \(reason)")
        }
        if exists { try? fileManager.removeItem(at: retired) }
        InPlaceFolders.shared.record(output, in: target.path)
    }

    /// The folder a symbolic link at `url` leads to (through any chain of links, relative
    /// ones read from the link's own folder), or `url` when it is not a link.
    static func resolvingLink(_ url: URL) -> URL {
        var current = url
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent()).standardizedFileURL
        }
        return current
    }

    /// Removes `.NAME.building-PID` and `.NAME.old-PID` beside `target` whose process no longer
    /// runs (a build that was killed), or that this process left.
    static func removeAbandoned(beside target: URL) {
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        let own = ProcessInfo.processInfo.processIdentifier
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let pid = abandonedPID(entry, name: name) else { continue }
            if pid == own || (kill(pid, 0) != 0 && errno == ESRCH) {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
            }
        }
    }

    /// The PID in `.NAME.building-PID` or `.NAME.old-PID`, or nil for any other name.
    static func abandonedPID(_ entry: String, name: String) -> pid_t? {
        for kind in ["building", "old"] {
            let prefix = ".\(name).\(kind)-"
            if entry.hasPrefix(prefix), let pid = pid_t(entry.dropFirst(prefix.count)), pid > 0 { return pid }
        }
        return nil
    }
}
