import Foundation
import SiteBuilder
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

    static func withServer(_ body: (SiteServer, UInt16) throws -> Void) throws {
        let folder = try TestPaths.temporaryFolder().appendingPathComponent("_site")
        try SiteWriter.write(try #require(try SiteFixture.build().site), to: folder.path)
        let server = SiteServer(root: folder.path, buildID: "first")
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
            let second = SiteServer(root: "/tmp", buildID: "x")
            #expect {
                _ = try second.start(port: port)
            } throws: { error in
                (error as? SiteServer.StartError)?.addressInUse == true
                    && (error as? SiteServer.StartError)?.message.contains("already in use") == true
            }
        }
    }
}
