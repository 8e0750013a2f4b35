import Foundation
import SiteBuilder
import Testing

/// A folder given to `SiteWriter.updateInPlace` (the one `serve` serves): after the first
/// write, only the files that changed are written, vanished ones removed.
@Suite struct InPlaceUpdateTests {
    static func site(_ files: [String: String]) -> SiteOutput {
        var site = SiteOutput()
        for (path, text) in files { site.add(path, text) }
        return site
    }

    /// The inode and modification time of a file: both stay when it is not written again.
    static func identity(_ path: String) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
    }

    static let first = site([
        "index.html": "home", "de/a.html": "a", "de/b.html": "b", "old/gone.html": "gone", "assets/x.css": "css",
    ])
    static let second = site([
        "index.html": "home", "de/a.html": "a changed", "de/b.html": "b", "new/deep/c.html": "c", "assets/x.css": "css",
    ])

    @Test func onlyChangedFilesAreWrittenAndVanishedOnesRemoved() throws {
        let folder = try TestPaths.temporaryFolder().appendingPathComponent("_site").path
        SiteWriter.updateInPlace(folder)
        try SiteWriter.write(Self.first, to: folder)
        let unchanged = try Self.identity(folder + "/de/b.html")
        let changed = try Self.identity(folder + "/de/a.html")
        Thread.sleep(forTimeInterval: 0.01)
        try SiteWriter.write(Self.second, to: folder)
        #expect(try Self.identity(folder + "/de/b.html") == unchanged)
        #expect(try Self.identity(folder + "/de/a.html") != changed)
        #expect(SiteFixture.files(in: URL(fileURLWithPath: folder)).mapValues { String(decoding: $0, as: UTF8.self) } == [
            "index.html": "home", "de/a.html": "a changed", "de/b.html": "b", "new/deep/c.html": "c", "assets/x.css": "css",
            SiteWriter.markerName: "Built by Motionbook; this folder is replaced by every build.\n",
        ])
        // The folder the removed file left empty is gone too; no temporary file is left.
        #expect(!FileManager.default.fileExists(atPath: folder + "/old"))
        let everything = try FileManager.default.subpathsOfDirectory(atPath: folder)
        #expect(!everything.contains { $0.contains(".writing-") }, "\(everything)")
    }

    @Test func aFolderNotRegisteredIsReplacedWhole() throws {
        let folder = try TestPaths.temporaryFolder().appendingPathComponent("_site").path
        try SiteWriter.write(Self.first, to: folder)
        let unchanged = try Self.identity(folder + "/de/b.html")
        try SiteWriter.write(Self.second, to: folder)
        #expect(try Self.identity(folder + "/de/b.html") != unchanged)
        #expect(!FileManager.default.fileExists(atPath: folder + "/old"))
    }

    @Test func aFolderThatLostItsMarkerIsWrittenWholeAgain() throws {
        let folder = try TestPaths.temporaryFolder().appendingPathComponent("_site").path
        SiteWriter.updateInPlace(folder)
        try SiteWriter.write(Self.first, to: folder)
        try FileManager.default.removeItem(atPath: folder)
        try SiteWriter.write(Self.second, to: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + SiteWriter.markerName))
        #expect(try String(contentsOfFile: folder + "/de/b.html", encoding: .utf8) == "b")
        #expect(try String(contentsOfFile: folder + "/new/deep/c.html", encoding: .utf8) == "c")
    }
}
