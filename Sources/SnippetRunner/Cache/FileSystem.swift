import Foundation

/// The few file operations the runner needs, with atomic writes (write a temporary file in
/// the same folder, then rename) so that concurrent runners never read half a file.
enum FileSystem {
    static func isExecutable(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func readText(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func createDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes through a uniquely named temporary file in the same folder and renames it into
    /// place, so readers see the old file or the new one, never a partial one.
    static func writeAtomically(_ bytes: some Collection<UInt8>, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try createDirectory(folder)
        let temporary = "\(folder)/.tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, path) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every regular file below `folder` with the given extension, as paths relative to
    /// `folder`, sorted (a stable order for hashing).
    static func files(under folder: String, withExtension suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix), !isDirectory("\(folder)/\(relative)") { result.append(relative) }
        }
        return result.sorted()
    }
}
