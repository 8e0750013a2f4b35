import Foundation
import Glibc
import Testing
@testable import SnippetRunner

/// Child processes: exit statuses and signals, the process group killed on timeout, output
/// cut at the cap, pipes drained while waiting.
@Suite struct ChildProcessTests {
    static func shell(_ script: String, timeout: Double = 10, cap: Int = 1 << 20) throws -> ProcessOutcome {
        // A shell is the simplest way to make grandchildren; the script is a fixed test string.
        try ChildProcess.run(ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], timeout: timeout,
            outputCap: cap))
    }

    @Test func exitStatusAndOutput() throws {
        let outcome = try Self.shell("echo out; echo err >&2; exit 3")
        #expect(outcome.termination == .exited(3))
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "out\n")
        #expect(String(decoding: outcome.stderr, as: UTF8.self) == "err\n")
        #expect(!outcome.timedOut && !outcome.exceededOutputCap)
    }

    @Test func signalIsReported() throws {
        let outcome = try Self.shell("kill -SEGV $$")
        #expect(outcome.termination == .signalled(SIGSEGV))
    }

    @Test func timeoutKillsTheWholeGroup() throws {
        // The grandchild prints its pid and sleeps; after the timeout it must be gone too.
        let start = MonotonicClock.now
        let outcome = try Self.shell("sleep 30 & echo $!; wait", timeout: 0.5)
        #expect(outcome.timedOut)
        #expect(MonotonicClock.now - start < 5)
        let grandchild = try #require(Int32(String(decoding: outcome.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Dead means gone or a zombie (in a container nobody may reap the orphan).
        func isRunning() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8) else { return false }
            let state = stat.split(separator: ")").last?.split(separator: " ").first
            return state != "Z" && state != "X"
        }
        var alive = true
        for _ in 0..<100 where alive {
            alive = isRunning()
            if alive { usleep(10_000) }
        }
        #expect(!alive, "grandchild \(grandchild) survived the timeout")
    }

    @Test func outputBeyondTheCapIsCutAndTheProgramKilled() throws {
        let outcome = try Self.shell("yes", cap: 100_000)
        #expect(outcome.exceededOutputCap)
        #expect(outcome.stdout.count == 100_000)
        #expect(outcome.termination == .signalled(SIGKILL))
    }

    @Test func largeOutputOnBothPipesDoesNotDeadlock() throws {
        // 1 MiB on each pipe: far more than a pipe buffer holds, so both must be drained.
        let outcome = try Self.shell("head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2", cap: 2 << 20)
        #expect(outcome.termination == .exited(0))
        #expect(outcome.stdout.count == 1 << 20 && outcome.stderr.count == 1 << 20)
    }

    @Test func missingExecutableThrows() {
        #expect(throws: SpawnError.self) {
            try ChildProcess.run(ProcessRequest(
                executable: "/no/such/program", arguments: [], environment: [:], timeout: 1, outputCap: 10))
        }
    }

    @Test func workingDirectoryAndEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let outcome = try ChildProcess.run(ProcessRequest(
            executable: "/bin/sh", arguments: ["-c", "pwd; echo $GREETING"], environment: ["GREETING": "hallo"],
            directory: folder, timeout: 5, outputCap: 1000))
        let lines = String(decoding: outcome.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(URL(fileURLWithPath: lines[0]).resolvingSymlinksInPath() == URL(fileURLWithPath: folder).resolvingSymlinksInPath())
        #expect(lines[1] == "hallo")
    }
}
