import Foundation
@testable import MotionbookCLI
@testable import SiteBuilder
@testable import SnippetRunner
import Testing
import Toolbox
import TraceFormat

/// The preview server's endpoints without a program run: what they answer, and the requests
/// they refuse before anything runs.
@Suite struct PreviewEndpointsTests {
    /// A session whose runs are counted (none of these requests may run the program).
    static func endpoints() -> (PreviewEndpoints, Locked<Int>) {
        let runs = Locked(0)
        let session = PreviewSession(
            program: PreviewProgram(source: .files(inputs: ["/nonexistent/View.swift"])),
            run: { requests in
                runs.withValue { $0 += 1 }
                return SnippetPipeline.Batch(results: [], keys: [], distinct: 0, cacheHits: 0, compiled: 0)
            },
            script: PreviewScript(), figureHTML: { _, _, _, _, _ in "" }, onChange: { _ in }, log: { _ in })
        return (PreviewEndpoints(session: session, page: "<!DOCTYPE html><title>page</title>"), runs)
    }

    static func get(_ target: String, change: Bool = false) -> ServerRequest {
        ServerRequest(head: "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(change ? "X-Motionbook-Preview: 1\r\n" : "")\r\n")!
    }

    static func text(_ response: ServerResponse?) -> String { String(decoding: response?.body ?? [], as: UTF8.self) }

    @Test func thePageTheStateAndTheCountersAreServed() throws {
        let (endpoints, runs) = Self.endpoints()
        #expect(Self.text(endpoints.answer(Self.get("/"))).hasPrefix("<!DOCTYPE html>"))
        #expect(endpoints.answer(Self.get("/"))?.type == "text/html; charset=utf-8")
        #expect(Self.text(endpoints.answer(Self.get("/__motionbook/preview/status"))) == "{\"version\": 0, \"compiles\": 0, \"runs\": 0, \"milliseconds\": 0}")
        let state = try JSONSerialization.jsonObject(with: Data(Self.text(endpoints.answer(Self.get("/__motionbook/preview/state"))).utf8)) as? [String: Any]
        #expect(state?["command"] as? String == "motionbook run /nonexistent/View.swift")
        #expect(state?["figures"] as? [Any] != nil)
        // Other paths are the files'.
        #expect(endpoints.answer(Self.get("/motionbook.css")) == nil)
        #expect(runs.withValue { $0 } == 0)
    }

    @Test func badRequestsAreRefusedWithoutARun() {
        let (endpoints, runs) = Self.endpoints()
        let refusals: [(String, Bool, Int)] = [
            ("/__motionbook/preview/change?action=add&kind=tap&event=Like@0.2", false, 403),
            ("/__motionbook/preview/change?action=jump", true, 400),
            ("/__motionbook/preview/change", true, 400),
            ("/__motionbook/preview/change?action=add&kind=wave&event=Like@0.2", true, 400),
            ("/__motionbook/preview/change?action=add&kind=tap&event=Like@soon", true, 400),
            ("/__motionbook/preview/change?action=add&kind=drag&event=Card@0.1:0,0,0", true, 400),
            ("/__motionbook/preview/change?action=remove&index=0", true, 400),
            ("/__motionbook/preview/change?action=set&device=nokia-3310", true, 400),
            ("/__motionbook/preview/change?action=set&duration=-1", true, 400),
            ("/__motionbook/preview/change?action=set&preview=3", true, 400),
            ("/__motionbook/preview/change?action=press&figure=preview-1&node=App&time=0&path=0,0,0", true, 400),
            ("/__motionbook/preview/target?figure=preview-1&node=App&time=0", false, 400),
            ("/__motionbook/preview/trace?figure=preview-1", false, 404),
            ("/__motionbook/preview/unknown", false, 404),
        ]
        for (target, change, status) in refusals {
            let answer = endpoints.answer(Self.get(target, change: change))
            #expect(answer?.status == status, "\(target)")
            #expect(Self.text(answer).hasPrefix("{\"error\": "), "\(target)")
        }
        #expect(runs.withValue { $0 } == 0)
    }

    @Test func theServerTakesRoutesBeforeFilesAndKeepsItsRefusals() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-routes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let server = SiteServer(root: root, buildID: "v0", reloadScript: ReloadScript(source: ""))
        server.routes = { request in request.path == "/" ? .html("<p>route</p>") : nil }
        let page = String(decoding: server.response(to: "GET / HTTP/1.1\r\n\r\n"), as: UTF8.self)
        #expect(page.hasPrefix("HTTP/1.1 200 OK") && page.hasSuffix("<p>route</p>"))
        #expect(String(decoding: server.response(to: "POST / HTTP/1.1\r\n\r\n"), as: UTF8.self).hasPrefix("HTTP/1.1 405"))
        #expect(String(decoding: server.response(to: "GET /../x HTTP/1.1\r\n\r\n"), as: UTF8.self).hasPrefix("HTTP/1.1 403"))
        #expect(String(decoding: server.response(to: "GET /missing HTTP/1.1\r\n\r\n"), as: UTF8.self).hasPrefix("HTTP/1.1 404"))
    }
}
