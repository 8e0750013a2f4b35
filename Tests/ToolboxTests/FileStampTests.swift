import Foundation
import Testing
import Toolbox

/// A file's stamp changes with its size, its modification time and its inode, and follows
/// symbolic links.
@Suite struct FileStampTests {
    @Test func tellsVersionsOfAFileApart() throws {
        let folder = NSTemporaryDirectory() + "filestamp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.txt"
        #expect(FileStamp(path: path) == nil)
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        let first = try #require(FileStamp(path: path))
        #expect(first.size == 3)
        #expect(FileStamp(path: path) == first)
        #expect(first.description == "3 \(first.seconds).\(first.nanoseconds) \(first.inode)")
        #expect(abs(first.modificationTime - Date().timeIntervalSince1970) < 60)

        try Data("three".utf8).write(to: URL(fileURLWithPath: path))
        #expect(FileStamp(path: path)?.size == 5)

        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: path)
        let old = try #require(FileStamp(path: path))
        #expect(old.seconds == 1_000 && old.modificationTime == 1_000)

        // Saved by renaming a new file over it: another inode, even with size and time alike.
        let replacement = folder + "/b.txt"
        try Data("three".utf8).write(to: URL(fileURLWithPath: replacement))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: replacement)
        #expect(rename(replacement, path) == 0)
        let renamed = try #require(FileStamp(path: path))
        #expect(renamed.size == old.size && renamed.seconds == old.seconds)
        #expect(renamed != old)

        let link = folder + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(FileStamp(path: link) == renamed)
    }
}
