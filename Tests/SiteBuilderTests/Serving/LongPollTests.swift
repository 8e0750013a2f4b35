import Foundation
@testable import SiteBuilder
import TestSupport
import Testing

/// `/__motionbook/build-id?after=ID`: held while the build id is `ID`, answered when it changes.
@Suite(.serialized) struct LongPollTests {
    /// A request sent on a thread of its own; `response` is nil until it is answered.
    final class Request: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: String?
        private let done = DispatchSemaphore(value: 0)

        init(_ path: String, port: UInt16) {
            Thread.detachNewThread { [self] in
                let text = (try? SiteServerTests.get(path, port: port)) ?? "failed"
                lock.withLock { answer = text }
                done.signal()
            }
        }

        var response: String? { lock.withLock { answer } }

        /// The response, waiting at most `seconds` for it.
        func wait(seconds: Double) -> String? {
            _ = done.wait(timeout: .now() + seconds)
            return response
        }
    }

    @Test func aRequestForTheCurrentIDIsHeldUntilTheIDChanges() throws {
        try SiteServerTests.withServer { server, port in
            let held = (0..<20).map { _ in Request(SiteServer.buildIDPath + "?after=first", port: port) }
            // While they are held, other requests are answered, the build id at once too.
            #expect(try SiteServerTests.get("/index.html", port: port).hasPrefix("HTTP/1.1 200 OK"))
            #expect(try SiteServerTests.get(SiteServerTests.idAfter("older"), port: port).hasSuffix("\r\n\r\nfirst"))
            Thread.sleep(forTimeInterval: 0.3)
            #expect(held.allSatisfy { $0.response == nil }, "a request for the current id was answered before the id changed")
            server.buildID = "second"
            for request in held {
                let response = try #require(request.wait(seconds: 5))
                #expect(response.hasPrefix("HTTP/1.1 200 OK") && response.hasSuffix("\r\n\r\nsecond"), "\(response)")
            }
        }
    }

    @Test func pagesCarryTheIDTheyWereServedWith() throws {
        try SiteServerTests.withServer { server, port in
            #expect(try SiteServerTests.get("/de/01-basics.html", port: port).contains(#"var id = "first";"#))
            server.buildID = "abc123"
            let page = try SiteServerTests.get("/de/01-basics.html", port: port)
            #expect(page.contains(#"var id = "abc123";"#) && page.contains(SiteServer.buildIDPath + "?after="))
            #expect(page.contains("sessionStorage") && page.contains("scrollRestoration"))
        }
    }

    @Test func anIDThatIsNotTheCurrentOneIsAnsweredAtOnce() throws {
        try SiteServerTests.withServer { _, port in
            let request = Request(SiteServerTests.idAfter("0123"), port: port)
            let response = try #require(request.wait(seconds: 5))
            #expect(response.hasSuffix("\r\n\r\nfirst"))
            let head = try SiteServerTests.get(SiteServerTests.idAfter("0123"), method: "HEAD", port: port)
            #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.hasSuffix("\r\n\r\n"))
        }
    }

    @Test func theQueryValueIsPercentDecodedAndOptional() throws {
        func value(_ target: String) -> String? { HTTPRequest(head: "GET \(target) HTTP/1.1\r\n\r\n")?.queryValue("after") }
        #expect(value("/x?y=1&after=ab%2Dc#z") == "ab-c")
        #expect(value("/x?y=1") == nil)
        #expect(value("/x") == nil)
        #expect(value("/x?after=") == "")
        #expect(value("/x?after=%zz") == nil)
    }
}

extension SiteServerTests {
    static func idAfter(_ id: String) -> String { SiteServer.buildIDPath + "?after=" + id }
}
