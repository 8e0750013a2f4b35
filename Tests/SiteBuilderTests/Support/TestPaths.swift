import Foundation

enum TestPaths {
    /// `Tests/SiteBuilderTests`.
    static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = targetFolder.appendingPathComponent("Fixtures")
    /// The checkout's root folder.
    static let root = targetFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh empty folder under the system's temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionbook-site-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
