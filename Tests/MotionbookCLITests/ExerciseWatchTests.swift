import Foundation
import Testing
@testable import MotionbookCLI

/// `exercise check --watch` in-process: a failing check, then the learner saves a fix and the
/// watcher checks again (stopped after two checks by MOTIONBOOK_WATCH_CHECKS).
@Suite struct ExerciseWatchTests {
    @Test func watchChecksAgainOnSave() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = "\(SnippetEndToEndTests.mathCourse)/content"
        let common = ["--content", content, "--dir", folder.appendingPathComponent("exercises").path]
        let cache = ["--cache", folder.appendingPathComponent("cache").path]
        #expect(runTool(["exercise", "start", "bouncier"] + common).status == 0)
        let file = folder.appendingPathComponent("exercises/bouncier/main.swift")
        let fixed = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "bounce: 0)", with: "bounce: 0.3)")

        let capture = Capture()
        let saver = Thread {
            // Save the fix once the first verdict is out.
            while !capture.out.contains("✗") { usleep(20_000) }
            try? fixed.write(to: file, atomically: true, encoding: .utf8)
        }
        saver.start()
        let status = MotionbookCLI.main(
            arguments: ["exercise", "check", "bouncier", "--watch"] + common + cache,
            context: capture.context(environment: ["MOTIONBOOK_WATCH_CHECKS": "2", "MOTIONBOOK_WATCH_INTERVAL": "0.05", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]))
        #expect(status == 0)
        #expect(capture.out.hasPrefix("✗ bouncier does not pass yet"))
        #expect(capture.out.hasSuffix("\n✓ bouncier passes: your trace matches the solution's (tolerance 0.001).\n"))
        #expect(capture.err.contains("watching \(file.path) for changes"))
    }
}

/// The progress line: only on a terminal, erased when done.
@Suite struct ProgressLineTests {
    @Test func progressOnlyOnATerminal() throws {
        let content = "\(SnippetEndToEndTests.mathCourse)/content"
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "", "NO_COLOR": "1"]
        let onTerminal = runTool(["check", content, "--cache", try SnippetEndToEndTests.freshCache()], environment: environment, terminal: true)
        #expect(onTerminal.status == 0, "\(onTerminal.err)")
        // (After an engine change a line announcing the engine build comes first.)
        #expect(onTerminal.err.contains("\r\u{1B}[Kcompiling 0/4 snippets…\r\u{1B}[Kcompiling 1/4 snippets…"), "\(onTerminal.err.debugDescription)")
        #expect(onTerminal.err.contains("compiling 3/4 snippets…\r\u{1B}[Ksnippets: 12 (4 distinct programs, 0 from the cache)\n"))
        let piped = runTool(["check", content, "--cache", try SnippetEndToEndTests.freshCache()], environment: environment)
        #expect(!piped.err.contains("compiling"))
    }
}
