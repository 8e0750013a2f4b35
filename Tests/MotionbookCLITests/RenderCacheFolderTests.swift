import Foundation
@testable import MotionbookCLI
import SiteBuilder
import Testing

/// The render cache's folder keeps what the last build used and nothing stale.
@Suite struct RenderCacheFolderTests {
    @Test func storesWhatWasRenderedAndForgetsWhatNoBuildUses() throws {
        let folder = try Repository.temporaryFolder().appendingPathComponent("site-parts").path
        let cacheFolder = RenderCacheFolder(folder: folder)
        var first = RenderCache.Report()
        first.rendered = ["aaa": Array("body A".utf8), "bbb": Array("body B".utf8)]
        cacheFolder.update(with: first)
        let cache = cacheFolder.cache(reads: true)
        #expect(cache.load("aaa") == Array("body A".utf8))
        #expect(cache.load("bbb") == Array("body B".utf8))
        #expect(cacheFolder.cache(reads: false).load("aaa") == nil, "--no-cache renders every part again")

        // Another tool's parts: a fresh one stays (another checkout's build may need it), a
        // day-old one goes.
        let manager = FileManager.default
        try Data("fresh".utf8).write(to: URL(fileURLWithPath: "\(folder)/0123456789abcdef-ccc"))
        try Data("old".utf8).write(to: URL(fileURLWithPath: "\(folder)/0123456789abcdef-ddd"))
        try manager.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 86_400)], ofItemAtPath: "\(folder)/0123456789abcdef-ddd")

        // The next build reuses A and renders E: B is stale.
        var second = RenderCache.Report()
        second.reused = ["aaa"]
        second.rendered = ["eee": Array("body E".utf8)]
        cacheFolder.update(with: second)
        let prefix = RenderCacheFolder.prefix(cacheFolder.renderer)
        #expect(Set(try manager.contentsOfDirectory(atPath: folder)) == ["\(prefix)-aaa", "\(prefix)-eee", "0123456789abcdef-ccc"])
    }

    @Test func theRendererIsTheRunningExecutable() {
        let identity = RenderCacheFolder.executableIdentity()
        let path = String(identity.split(separator: " ").first ?? "")
        #expect(FileManager.default.fileExists(atPath: path), "\(identity)")
        #expect(identity == RenderCacheFolder.executableIdentity())
    }
}
