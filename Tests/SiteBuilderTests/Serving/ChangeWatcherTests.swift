import Foundation
import SiteBuilder
import Testing

@Suite struct ChangeWatcherTests {
    @Test func noticesWritesAddsAndRemovesButNotALook() throws {
        let folder = try TestPaths.temporaryFolder()
        let lesson = folder.appendingPathComponent("de/01.md")
        try FileManager.default.createDirectory(at: lesson.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "Satz eins.".write(to: lesson, atomically: false, encoding: .utf8)
        var watcher = ChangeWatcher(folders: [folder.path, folder.appendingPathComponent("missing").path])
        var changed: Bool
        changed = watcher.hasChanged()
        #expect(!changed)
        _ = try String(contentsOf: lesson, encoding: .utf8)
        changed = watcher.hasChanged()
        #expect(!changed, "reading a file is no change")

        // The same size at once after the first write: the nanoseconds or the inode differ.
        try "Satz zwei.".write(to: lesson, atomically: true, encoding: .utf8)
        changed = watcher.hasChanged()
        #expect(changed)
        changed = watcher.hasChanged()
        #expect(!changed, "a change is reported once")

        let deeper = folder.appendingPathComponent("de/images/dot.png")
        try FileManager.default.createDirectory(at: deeper.deletingLastPathComponent(), withIntermediateDirectories: true)
        changed = watcher.hasChanged()
        #expect(changed, "a new folder is a change")
        try Data([1, 2, 3]).write(to: deeper)
        changed = watcher.hasChanged()
        #expect(changed, "a file in a new folder is a change")
        try FileManager.default.removeItem(at: deeper)
        changed = watcher.hasChanged()
        #expect(changed, "a removed file is a change")
    }

    @Test func aLinkedFileIsWatchedThroughTheLink() throws {
        let folder = try TestPaths.temporaryFolder()
        let outside = try TestPaths.temporaryFolder().appendingPathComponent("lesson.md")
        try "eins".write(to: outside, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("lesson.md").path, withDestinationPath: outside.path)
        // A link back up is not followed (the walk ends).
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)
        var watcher = ChangeWatcher(folders: [folder.path])
        var changed: Bool
        try "zwei und mehr".write(to: outside, atomically: false, encoding: .utf8)
        changed = watcher.hasChanged()
        #expect(changed)
        changed = watcher.hasChanged()
        #expect(!changed)
    }
}
