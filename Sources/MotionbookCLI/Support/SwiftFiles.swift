import Foundation

/// The Swift files `motionbook run` compiles together: files named on the command line, and
/// every `.swift` file below a folder (hidden folders and `.build` skipped), sorted by path so
/// that the program and its previews' order are the same on every machine.
enum SwiftFiles {
    /// Whether `argument` names Swift input rather than a lesson: a `.swift` file or a folder.
    static func isSwiftInput(_ argument: String) -> Bool {
        var isDirectory: ObjCBool = false
        return argument.hasSuffix(".swift") || (FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folders of the files (not folders) among `inputs`, each once, in order: where the
    /// asset catalogues beside a file are looked for.
    static func folders(ofFiles inputs: [String]) -> [String] {
        var seen: Set<String> = []
        return inputs.filter { !isFolder($0) }.map { ($0 as NSString).deletingLastPathComponent }
            .map { $0.isEmpty ? "." : $0 }
            .filter { seen.insert($0).inserted }
    }

    /// The files of `inputs`, in order, each once.
    static func collect(_ inputs: [String]) throws(RunCommand.RunFailure) -> [String] {
        for input in inputs where !isSwiftInput(input) {
            throw RunCommand.RunFailure(message: "'\(input)' is neither a .swift file nor a folder (a Swift file takes no SNIPPET-ID)", isUsage: true)
        }
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw RunCommand.RunFailure(message: "cannot read \(input)")
            }
            if isDirectory.boolValue {
                let found = swiftFiles(under: input)
                guard !found.isEmpty else { throw RunCommand.RunFailure(message: "\(input) holds no .swift file") }
                files += found
            } else {
                files.append(input)
            }
        }
        var seen: Set<String> = []
        return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    private static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { found.append(relative) }
        }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\(base)/\($0)" }
    }
}
