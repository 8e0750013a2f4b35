import Foundation
@testable import MotionbookCLI

/// Output captured from an in-process run of the tool.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    func context(environment: [String: String] = [:], terminal: Bool = false) -> CLIContext {
        CLIContext(
            writeOut: { text in self.lock.withLock { self.outText += text } },
            writeErr: { text in self.lock.withLock { self.errText += text } },
            environment: environment, stderrIsTerminal: terminal)
    }
}

/// Runs `motionbook ARGS` in-process; returns the exit status and what it wrote.
func runTool(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false)
    -> (status: Int32, out: String, err: String)
{
    let capture = Capture()
    let status = MotionbookCLI.main(arguments: arguments, context: capture.context(environment: environment, terminal: terminal))
    return (status, capture.out, capture.err)
}

enum Repository {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let content = root.appendingPathComponent("content").path
    /// `check: 0 errors, 0 warnings in N lessons` for the course as it is in `content/`.
    static var cleanCourseSummary: String {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: content)) ?? []
        let files = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(content)/\(folder)")) ?? []).filter { $0.hasSuffix(".md") }
        }
        return "check: 0 errors, 0 warnings in \(files.count) lesson\(files.count == 1 ? "" : "s")\n"
    }
    static let diagnosticFixtures = root.appendingPathComponent("Tests/LessonsTests/Fixtures/diagnostics").path

    /// A fresh empty folder under the system's temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
