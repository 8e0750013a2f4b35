import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import SiteBuilder
import TestSupport
import Testing

/// The development server in-process on a free port, spoken to with raw HTTP so that paths
/// are sent exactly as written (no client normalises `..` away).
@Suite(.serialized) struct SiteServerTests {
    static func exchange(_ request: String, port: UInt16) throws -> String {
        try TCPExchange(port: port).send(request)
    }

    static func get(_ path: String, method: String = "GET", port: UInt16) throws -> String {
        try exchange("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port)
    }

    /// The course's reload script, `site/serve-reload.js`.
    static func reloadScript() throws -> ReloadScript {
        try ReloadScript.load(from: [SiteFixture.theme])
    }

    static func withServer(_ body: (SiteServer, UInt16) throws -> Void) throws {
        let folder = try TestPaths.temporaryFolder().appendingPathComponent("_site")
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: folder.path)
        let server = SiteServer(root: folder.path, buildID: "first", reloadScript: try Self.reloadScript())
        let port = try server.start(port: 0)
        defer { server.stop() }
        try body(server, port)
    }

    @Test func servesPagesWithTypesAndTheReloadScript() throws {
        try Self.withServer { server, port in
            let page = try Self.get("/de/01-basics.html", port: port)
            #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n") && page.contains("Content-Type: text/html; charset=utf-8\r\n"))
            #expect(page.contains(SiteServer.buildIDPath) && page.contains("</html>"))
            #expect(try Self.get("/assets/motionbook.css", port: port).contains("Content-Type: text/css; charset=utf-8"))
            #expect(try Self.get("/de/search-index.js", port: port).contains("Content-Type: text/javascript; charset=utf-8"))
            #expect(try Self.get("/de/dot.png", port: port).contains("Content-Type: image/png"))
            #expect(try Self.get("/sitemap.xml", port: port).contains("Content-Type: application/xml"))
            #expect(try Self.get("/de/", port: port).contains("<html lang=\"de\">"))
            #expect(try Self.get("/de", port: port).contains("Location: /de/\r\n"))
            #expect(try Self.get("/%E4%B8%AD", port: port).hasPrefix("HTTP/1.1 404"))
            let head = try Self.get("/index.html", method: "HEAD", port: port)
            #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.hasSuffix("\r\n\r\n"))
            #expect(try Self.get(SiteServer.buildIDPath, port: port).hasSuffix("\r\n\r\nfirst"))
            server.buildID = "second"
            #expect(try Self.get(SiteServer.buildIDPath, port: port).hasSuffix("\r\n\r\nsecond"))
        }
    }

    /// The page gets `site/serve-reload.js` as written, its slots filled, just before `</body>`;
    /// only letters and digits of the build id reach the script.
    @Test func theReloadScriptIsTheFileWithItsSlotsFilled() throws {
        let script = try Self.reloadScript()
        #expect(script.source.contains("{{build-id}}") && script.source.contains("{{build-id-path}}"))
        // It is put inside a <script> element as it is: nothing in it may end that element.
        #expect(!script.source.lowercased().contains("</script") && !script.source.contains("<!--"))
        let page = Array("<html><body><p>x</p></body></html>".utf8)
        let served = String(decoding: script.injecting(into: page, buildID: "ab12\"+</script>"), as: UTF8.self)
        let filled = script.source.replacingOccurrences(of: "{{build-id}}", with: "ab12script")
            .replacingOccurrences(of: "{{build-id-path}}", with: SiteServer.buildIDPath)
        #expect(served == "<html><body><p>x</p><script>\n" + filled + "</script>\n</body></html>")
        #expect(!served.contains("{{") && served.contains("fetch(\"/__motionbook/build-id?after=\""))
        // A theme given with --theme need not have it: the first folder that has it wins.
        let empty = try TestPaths.temporaryFolder().path
        #expect(try ReloadScript.load(from: [empty, SiteFixture.theme]).source == script.source)
        #expect(throws: Theme.MissingFile.self) { try ReloadScript.load(from: [empty]) }
    }

    @Test func refusesWhatIsNotAPlainGetInsideTheSite() throws {
        try Self.withServer { _, port in
            for path in ["/../../../etc/passwd", "/de/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/de/%2E%2E/%2E%2E/etc/passwd",
                "/de%2f..%2f..%2fetc/passwd", "/%00", "/a\\..\\b"]
            {
                #expect(try Self.get(path, port: port).hasPrefix("HTTP/1.1 403"), "\(path)")
            }
            let missing = try Self.get("/nope.html", port: port)
            #expect(missing.hasPrefix("HTTP/1.1 404") && missing.contains("<h1>404</h1>"))
            let post = try Self.exchange("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", port: port)
            #expect(post.hasPrefix("HTTP/1.1 405") && post.contains("Allow: GET, HEAD"))
            #expect(try Self.exchange("nonsense\r\n\r\n", port: port).hasPrefix("HTTP/1.1 400"))
        }
    }

    @Test func aTakenPortIsAClearError() throws {
        try Self.withServer { _, port in
            let second = SiteServer(root: "/tmp", buildID: "x", reloadScript: try Self.reloadScript())
            #expect {
                _ = try second.start(port: port)
            } throws: { error in
                (error as? SiteServer.StartError)?.addressInUse == true
                    && (error as? SiteServer.StartError)?.message.contains("already in use") == true
            }
        }
    }

    /// 50 clients that each send a byte every 2 s (a request head that never ends) do not
    /// delay a normal request: heads are read by one poll loop, not a thread each.
    @Test func slowClientsDoNotStallOtherRequests() throws {
        try Self.withServer { _, port in
            let slow = try (0..<50).map { _ in try SlowClient(port: port) }
            defer { slow.forEach { $0.close() } }
            var worst = 0.0
            for round in 0..<3 {
                for client in slow { client.sendByte(round == 0 ? UInt8(ascii: "G") : UInt8(ascii: "E")) }
                let start = Date()
                let page = try Self.get("/index.html", port: port)
                worst = max(worst, Date().timeIntervalSince(start))
                #expect(page.hasPrefix("HTTP/1.1 200 OK"))
                Thread.sleep(forTimeInterval: 2)
            }
            // A generous guard against a stall (a stalled server took 10 to 30 s).
            #expect(worst < 5, "a normal request took \(worst) s")
        }
    }

    @Test func aClientThatNeverFinishesItsHeadIsClosed() throws {
        try Self.withServer { _, port in
            let client = try SlowClient(port: port)
            defer { client.close() }
            client.sendByte(UInt8(ascii: "G"))
            let start = Date()
            #expect(client.waitForClose(seconds: 15))
            #expect(Date().timeIntervalSince(start) < 12)
        }
    }

    @Test func aStoppedServerCanBeStartedAgainOnTheSamePortAtOnce() throws {
        let folder = try TestPaths.temporaryFolder()
        let first = SiteServer(root: folder.path, buildID: "one", reloadScript: try Self.reloadScript())
        let port = try first.start(port: 0)
        // Closed connections leave the port in TIME_WAIT, which refused a new bind without
        // SO_REUSEADDR.
        for _ in 0..<3 { _ = try Self.get(SiteServer.buildIDPath, port: port) }
        first.stop()
        let second = SiteServer(root: folder.path, buildID: "two", reloadScript: try Self.reloadScript())
        #expect(try second.start(port: port) == port)
        defer { second.stop() }
        #expect(try Self.get(SiteServer.buildIDPath, port: port).hasSuffix("\r\n\r\ntwo"))
    }
}

/// A TCP client that sends its request one byte at a time, when told.
final class SlowClient: @unchecked Sendable {
    struct Failure: Error {}
    let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, connected == 0 else { throw Failure() }
    }

    func sendByte(_ byte: UInt8) {
        var value = byte
        _ = Glibc.send(descriptor, &value, 1, Int32(MSG_NOSIGNAL))
    }

    /// Whether the server closes the connection within `seconds`.
    func waitForClose(seconds: Double) -> Bool {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    func close() { Glibc.close(descriptor) }
}
