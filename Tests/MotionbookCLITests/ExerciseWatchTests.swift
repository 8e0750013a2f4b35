import Foundation
import TestSupport
import Testing
import Toolbox
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

    @Test func watchServesThePageItRewritesOnEveryCheck() throws {
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = "\(SnippetEndToEndTests.mathCourse)/content"
        let exercises = folder.appendingPathComponent("exercises")
        let common = ["--content", content, "--dir", exercises.path]
        let cache = ["--cache", folder.appendingPathComponent("cache").path]
        #expect(runTool(["exercise", "start", "bouncier"] + common).status == 0)
        let file = exercises.appendingPathComponent("bouncier/main.swift")
        let fixed = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "bounce: 0)", with: "bounce: 0.3)")
        #expect(runTool(["exercise", "check", "bouncier", "--serve"] + common + cache).status == 64)

        let capture = Capture()
        let served = Locked<String?>(nil)
        let saver = Thread {
            // Once the first verdict is out: fetch the served page, then save the fix.
            while !capture.out.contains("✗") { usleep(20_000) }
            if let port = capture.out.firstMatch(of: /127\.0\.0\.1:(\d+)\/check\.html/).flatMap({ UInt16($0.1) }) {
                let response = try? TCPExchange(port: port).send("GET /check.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                served.withValue { $0 = response }
            }
            try? fixed.write(to: file, atomically: true, encoding: .utf8)
        }
        saver.start()
        let status = MotionbookCLI.main(
            arguments: ["exercise", "check", "bouncier", "--watch", "--serve", "--port", "0"] + common + cache,
            context: capture.context(environment: ["MOTIONBOOK_WATCH_CHECKS": "2", "MOTIONBOOK_WATCH_INTERVAL": "0.05", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]))
        #expect(status == 0)
        #expect(capture.out.hasPrefix("serving \(exercises.path)/bouncier/check.html at http://127.0.0.1:"), "\(capture.out)")
        // The first check's page, served with the script that reloads it after the next check.
        let page = try #require(served.withValue { $0 })
        #expect(page.hasPrefix("HTTP/1.1 200") && page.contains("<p class=\"exercise-verdict\" role=\"status\">✗ bouncier does not pass yet"))
        #expect(page.contains("/__motionbook/build-id"))
        // The second check rewrote it.
        let written = try String(contentsOf: exercises.appendingPathComponent("bouncier/check.html"), encoding: .utf8)
        #expect(written.contains("<p class=\"exercise-verdict passes\" role=\"status\">✓ bouncier passes"))
    }
}

