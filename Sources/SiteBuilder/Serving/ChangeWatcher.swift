import Foundation

/// Notices changes under some folders by polling: a fingerprint of every file's path, size and
/// modification time, compared with the last one. Polling needs no platform API and a course is
/// a few hundred files, so a poll every half second costs little.
public struct ChangeWatcher: Sendable {
    public var folders: [String]
    private var last: [String: String]

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

    static func snapshot(_ folders: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = "\(folder)/\(relative)"
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[path] = "\(size)@\(modified)"
            }
        }
        return result
    }
}
