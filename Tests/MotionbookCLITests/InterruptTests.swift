import Foundation
import Testing

/// Ctrl-C on a check whose snippet loops: the tool dies of SIGINT and takes the snippet's process
/// group along (each snippet leads its own group, which the terminal's SIGINT does not reach).
@Suite struct InterruptTests {
    /// Pids of running (not zombie) processes whose executable is a kept snippet program
    /// (`…programs/<xx>/<key>`) running in a scratch folder of runner `pid`.
    static func snippets(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { candidate in
            guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(candidate)/exe"), exe.contains("programs/"),
                let folder = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(candidate)/cwd"),
                folder.contains("/motionbook-snippets/work/"), folder.contains("-\(pid)-"),
                let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8)
            else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z" && state != "X"
        }
    }

    /// Starts `check` on the fixture whose snippet loops and returns it with the pids of its
    /// running snippet processes, once there are any. On a fresh checkout the runner first builds
    /// the engine (a minute or more on two busy cores, shared with the other tests): the wait lasts
    /// as long as the runner lives.
    static func startLoopingCheck(_ extra: [String] = []) throws -> (process: Process, snippets: [Int32], stderr: () -> String) {
        let process = Process()
        process.executableURL = EndToEndTests.executable
        process.arguments = ["check", "content", "--run-timeout", "60"] + extra + ["--cache", try SnippetEndToEndTests.freshCache()]
        process.currentDirectoryURL = URL(fileURLWithPath: "\(Repository.diagnosticFixtures)/snippet.timeout")
        process.standardOutput = FileHandle.nullDevice
        // What the runner said, for the message of a test whose runner ended before its snippet ran.
        let said = try Repository.temporaryFolder().appendingPathComponent("stderr.txt")
        FileManager.default.createFile(atPath: said.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: said)
        try process.run()
        // The fixture's quick snippet also runs from a work folder of this runner and exits at
        // once: wait for a snippet process that is still there 0.5 s after it was first seen.
        var waited = 0.0
        var seen: Set<Int32> = []
        while waited < 600 && process.isRunning {
            let now = Set(snippets(of: process.processIdentifier))
            if !now.isEmpty && !now.isDisjoint(with: seen) { break }
            seen = now
            let step: useconds_t = now.isEmpty ? 50_000 : 500_000
            usleep(step)
            waited += Double(step) / 1e6
        }
        let stderr = {
            let text = (try? String(contentsOf: said, encoding: .utf8)) ?? ""
            return process.isRunning ? "runner still running; it said: \(text)" : "runner exited with \(process.terminationStatus); it said: \(text)"
        }
        return (process, snippets(of: process.processIdentifier), stderr)
    }

    /// The snippets of runner `pid` still running after polling every 20 ms, up to `tries` times.
    static func snippetsLeft(of pid: Int32, from running: [Int32], tries: Int) -> [Int32] {
        var left = running
        for _ in 0..<tries where !left.isEmpty {
            usleep(20_000)
            left = snippets(of: pid)
        }
        return left
    }

    @Test func interruptKillsTheRunningSnippets() throws {
        let (process, running, said) = try Self.startLoopingCheck()
        #expect(!running.isEmpty, "the looping snippet never started (\(said()))")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        let left = Self.snippetsLeft(of: process.processIdentifier, from: running, tries: 100)
        #expect(left.isEmpty, "snippet processes \(left) outlived the interrupted runner")
    }
}
