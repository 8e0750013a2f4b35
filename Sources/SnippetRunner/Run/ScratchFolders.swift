import Foundation

/// The build folders of snippets, `work/<key prefix>-<pid>-<random>`: each is removed after its
/// snippet ran, but a runner that was killed leaves its folders behind. They are removed by the
/// next runner once their process is gone.
enum ScratchFolders {
    static func removeAbandoned(in folder: String) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let fields = entry.split(separator: "-")
            guard fields.count == 3, let pid = Int32(fields[1]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { FileSystem.remove("\(folder)/\(entry)") }
        }
    }
}
