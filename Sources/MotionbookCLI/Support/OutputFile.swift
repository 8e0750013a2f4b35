import Foundation

/// A file a command writes because its user named it (`run --html FILE`): written whole to a
/// temporary file beside it and renamed over it, so a failed write leaves what was there. A
/// folder is never replaced.
enum OutputFile {
    struct Failure: Error {
        var message: String
    }

    static func write(_ text: String, to path: String) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure(message: "\(path) is a folder; name a file")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
