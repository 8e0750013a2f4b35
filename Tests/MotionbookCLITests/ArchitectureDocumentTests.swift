import Foundation
import Testing

/// `docs/ARCHITECTURE.md` names every folder under `Sources/`, so that a newcomer finds each
/// concern from it and a new folder cannot appear without a word on what it is for.
@Suite struct ArchitectureDocumentTests {
    /// Every folder below `Sources/`, relative to it (`MotionAnimation/Animatable`).
    static func sourceFolders() throws -> [String] {
        let sources = Repository.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey]))
        var folders: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
            folders.append(String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1)))
        }
        return folders.sorted()
    }

    @Test func everySourceFolderIsNamed() throws {
        let document = try String(contentsOf: Repository.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let folders = try Self.sourceFolders()
        #expect(folders.contains("MotionAnimation/Animatable") && folders.contains("TraceFormat"))
        let missing = folders.filter { !document.contains("`\($0)/`") }
        #expect(missing.isEmpty, "docs/ARCHITECTURE.md does not name these folders under Sources/ (as `FOLDER/`): \(missing)")
    }
}
