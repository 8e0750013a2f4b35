import Foundation
import Testing

/// Untrusted snippets in the bubblewrap sandbox, through the built tool: what they must not do
/// fails at their lesson line and leaves nothing behind, a killed runner takes its snippets
/// along, and a machine without a working sandbox refuses to run snippets unless told to.
@Suite struct SandboxTests {
    /// A course of one German lesson whose `swift run` snippets are `bodies` (each the code
    /// between the shown `import SwiftUI` and the hidden trace), in a temporary folder.
    static func course(_ bodies: [(id: String, code: String)]) throws -> String {
        let root = try Repository.temporaryFolder()
        let folder = root.appendingPathComponent("content/de")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = "---\nid: a\ntitle: A\norder: 1\n---\n\n# A\n"
        for body in bodies {
            text += """

                ```swift run id=\(body.id)
                import SwiftUI
                // snippet.hide
                import Foundation
                import MotionTrace
                // snippet.show

                let spring = Spring(duration: 0.5, bounce: 0.3)
                \(body.code)
                // snippet.hide
                let times = (0...30).map { Double($0) / 60 }
                let track = Trace.Track(node: "Spring", path: "Spring", property: "value", components: ["value"], values: times.map { [spring.value(target: 1.0, time: $0)] })
                print(Trace(view: "Spring", duration: 0.5, fps: 60, times: times, tracks: [track], events: []).json(), terminator: "")
                // snippet.show
                ```

                """
        }
        try text.write(to: folder.appendingPathComponent("01-a.md"), atomically: true, encoding: .utf8)
        return root.path
    }

    /// Pids of processes whose command line contains `marker`.
    static func processes(containing marker: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                stat.split(separator: ")").last?.split(separator: " ").first != "Z"
            else { return false }
            return String(decoding: bytes.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(marker)
        }
    }

    @Test func whatASnippetMustNotDoFailsAtItsLineAndLeavesNothing() throws {
        let outside = try Repository.temporaryFolder().appendingPathComponent("escaped.txt").path
        // A listener on the host's loopback that the snippet tries to reach.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        let port = UInt16(bigEndian: address.sin_port)
        let marker = "31.4159"
        let course = try Self.course([
            ("write", "try Data(\"x\".utf8).write(to: URL(fileURLWithPath: \"\(outside)\"))"),
            ("climb", "try Data(\"x\".utf8).write(to: URL(fileURLWithPath: \"../../../../../escaped.txt\"))"),
            ("passwd", "let users = try String(contentsOfFile: \"/etc/passwd\", encoding: .utf8)\nprint(users)"),
            ("network", """
                var peer = sockaddr_in()
                peer.sin_family = sa_family_t(AF_INET)
                peer.sin_port = UInt16(\(port)).bigEndian
                peer.sin_addr.s_addr = inet_addr("127.0.0.1")
                let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                let connected = withUnsafePointer(to: &peer) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
                if connected != 0 { fputs("connect: \\(String(cString: strerror(errno)))\\n", stderr); exit(3) }
                """),
            ("daemon", """
                var shell: pid_t = 0
                let arguments = [strdup("sh"), strdup("-c"), strdup("setsid sleep \(marker) </dev/null >/dev/null 2>&1 &"), nil]
                if posix_spawn(&shell, "/bin/sh", nil, nil, arguments, nil) == 0 { waitpid(shell, nil, 0) }
                """),
        ])
        let result = try SnippetEndToEndTests.tool(["check", "content", "--cache", try SnippetEndToEndTests.freshCache()], in: course)
        #expect(result.status == 1)
        let lines = result.err.split(separator: "\n").map(String.init)
        let lesson = try String(contentsOfFile: "\(course)/content/de/01-a.md", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        /// The diagnostic of snippet `id`, which must be at its fence line.
        func diagnostic(_ id: String) -> String {
            let fence = (lesson.firstIndex { $0 == "```swift run id=\(id)" } ?? -1) + 1
            return lines.first { $0.hasPrefix("content/de/01-a.md:\(fence):1: error: snippet '\(id)'") } ?? ""
        }
        #expect(diagnostic("write").contains("snippet 'write' exited") || diagnostic("write").contains("snippet 'write' crashed"), "\(result.err)")
        #expect(diagnostic("climb").contains("snippet 'climb'"), "\(result.err)")
        #expect(diagnostic("passwd").contains("snippet 'passwd'"), "\(result.err)")
        #expect(!result.err.contains("root:"), "the real /etc/passwd was read: \(result.err)")
        #expect(diagnostic("network").contains("snippet 'network' exited with status 3; in the snippet sandbox a snippet has no network"), "\(result.err)")
        #expect(diagnostic("climb").contains("in the snippet sandbox a snippet may write only in its own folder"), "\(result.err)")
        #expect(diagnostic("daemon").contains("snippet 'daemon' left 1 process running after it exited"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: outside))
        #expect(!FileManager.default.fileExists(atPath: URL(fileURLWithPath: course).deletingLastPathComponent().appendingPathComponent("escaped.txt").path))
        // Nobody connected to the listener, and the detached child died with the sandbox.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        #expect(accept(listener, nil, nil) < 0)
        #expect(Self.processes(containing: "sleep \(marker)").isEmpty)
    }

    @Test func aRunnerKilledWithSIGKILLTakesItsSnippetsAlong() throws {
        let (process, running, said) = try InterruptTests.startLoopingCheck(["--cpu-limit", "60"])
        #expect(!running.isEmpty, "the looping snippet never started (\(said()))")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = InterruptTests.snippetsLeft(of: process.processIdentifier, from: running, tries: 150)
        #expect(left.isEmpty, "snippet processes \(left) outlived the runner killed with SIGKILL")
    }

    @Test func withoutAWorkingSandboxSnippetsRunOnlyWithNoSandbox() throws {
        let course = try Self.course([("plain", "")])
        let broken = ["MOTIONBOOK_BWRAP": "/bin/false"]
        let refused = try SnippetEndToEndTests.tool(
            ["check", "content", "--cache", try SnippetEndToEndTests.freshCache()], in: course, environment: broken)
        #expect(refused.status == 1)
        #expect(refused.err.components(separatedBy: "snippet sandbox cannot run here").count == 2, "\(refused.err)")
        #expect(refused.err.contains("--no-sandbox"))
        let unsafe = try SnippetEndToEndTests.tool(
            ["check", "content", "--no-sandbox", "--cache", try SnippetEndToEndTests.freshCache()], in: course, environment: broken)
        #expect(unsafe.status == 0, "\(unsafe.err)")
    }
}
