import Foundation

/// Writes a built site so that readers never see half of it: every file goes into a fresh
/// folder beside the output (`.NAME.building-PID`), and only when all are written is the old
/// output moved aside and the new folder renamed into its place (two `rename(2)` calls on one
/// file system), after which the old one is deleted. A folder is replaced only when it is
/// empty or was written by Motionbook (it holds the marker file ``markerName``), so
/// `--output ~` can never delete a home folder.
public enum SiteWriter {
    public static let markerName = ".motionbook-site"

    public struct WriteError: Error, Sendable {
        public var message: String
    }

    public static func write(_ output: SiteOutput, to folder: String) throws(WriteError) {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
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
    }
}
