import Foundation
import Testing

/// Ctrl-C on a check whose snippet loops: the tool dies of SIGINT and takes the snippet's process
/// group along (each snippet leads its own group, which the terminal's SIGINT does not reach).
@Suite struct InterruptTests {
    /// Pids of running (not zombie) processes whose executable is a snippet built by runner `pid`.
    static func snippets(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { candidate in
            guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(candidate)/exe"),
                exe.contains("/motionbook-snippets/work/"), exe.contains("-\(pid)-"),
                let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8)
            else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z" && state != "X"
        }
    }

    @Test func interruptKillsTheRunningSnippets() throws {
        let process = Process()
        process.executableURL = EndToEndTests.executable
        process.arguments = ["check", "content", "--run-timeout", "60", "--cache", try SnippetEndToEndTests.freshCache()]
        process.currentDirectoryURL = URL(fileURLWithPath: "\(Repository.diagnosticFixtures)/snippet.timeout")
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        // On a fresh checkout the runner first builds the engine (a minute or more on two busy
        // cores, shared with the other tests): wait for the snippet as long as the runner lives.
        var waited = 0.0
        while Self.snippets(of: pid).isEmpty && waited < 600 && process.isRunning {
            usleep(50_000)
            waited += 0.05
        }
        let running = Self.snippets(of: pid)
        #expect(!running.isEmpty, "the looping snippet never started")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        var left = running
        for _ in 0..<100 where !left.isEmpty {
            usleep(20_000)
            left = Self.snippets(of: pid)
        }
        #expect(left.isEmpty, "snippet processes \(left) outlived the interrupted runner")
    }
}
