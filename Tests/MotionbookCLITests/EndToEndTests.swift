import Foundation
import Testing

/// The built `motionbook` executable run as a process on the real course.
@Suite struct EndToEndTests {
    /// `.build/<configuration>/motionbook`, beside the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent.hasSuffix(".xctest") { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("motionbook")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func checksTheCourseFromTheCheckout() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build motionbook first: \(Self.executable.path)")
        let result = try Self.run(["check", "--no-run"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == Repository.cleanCourseSummary)
        // With snippets run (results from the checkout's cache when unchanged).
        let run = try Self.run(["check"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasSuffix(" from the cache)\n" + Repository.cleanCourseSummary), "\(run.err)")
    }

    @Test func unknownCommandExits64() throws {
        let result = try Self.run(["frobnicate"])
        #expect(result.status == 64 && result.err.contains("Usage: motionbook"))
    }
}
