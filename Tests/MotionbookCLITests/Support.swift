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

/// Runs `executable` with `arguments` in `directory`, the test's environment with
/// `environment` over it, its output captured through files (no pipe to fill); the exit
/// status, stdout, stderr and the wall-clock seconds.
func runProcess(_ executable: URL, _ arguments: [String], in directory: String, environment: [String: String] = [:])
    throws -> (status: Int32, out: String, err: String, seconds: Double)
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let outFile = try Repository.temporaryFolder().appendingPathComponent("out")
    let errFile = outFile.deletingLastPathComponent().appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    let start = Date()
    try process.run()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    defer { try? FileManager.default.removeItem(at: outFile.deletingLastPathComponent()) }
    return (
        process.terminationStatus, try String(contentsOf: outFile, encoding: .utf8), try String(contentsOf: errFile, encoding: .utf8),
        seconds
    )
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
