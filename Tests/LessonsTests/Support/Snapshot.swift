import Foundation
import TestSupport
import Testing

/// Golden files of this target: `Tests/LessonsTests/__Snapshots__/<suite>/<name>.txt`.
func assertSnapshot(
    _ text: String, suite: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    TestSupport.assertSnapshot(text, in: TestPaths.targetFolder, suite: suite, name: name, sourceLocation: sourceLocation)
}

enum TestPaths {
    /// `Tests/LessonsTests`.
    static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = targetFolder.appendingPathComponent("Fixtures")
}
