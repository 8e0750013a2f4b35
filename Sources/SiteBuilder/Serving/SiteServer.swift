import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A development HTTP server for a built site, on 127.0.0.1 only: GET and HEAD of files under
/// the site folder, `index.html` for folders, the site's `404.html` for anything missing, and
/// `/__motionbook/build-id` (the current build's fingerprint) for the reload script it injects
/// into every HTML page. Paths that would leave the folder (`..`, encoded or not, or a symbolic
/// link pointing outside) are refused with 403. One thread accepts; each connection is answered
/// on a background queue and closed (`Connection: close`).
public final class SiteServer: @unchecked Sendable {
    public struct StartError: Error, Sendable {
        public var message: String
        /// True when the port was already in use.
        public var addressInUse: Bool
    }

    /// The path of the build-id endpoint.
    public static let buildIDPath = "/__motionbook/build-id"
    /// How often open pages ask for the build id, in milliseconds.
    public static let reloadPollMilliseconds = 1000
    /// The largest request head read, in bytes.
    static let maximumHeadBytes = 16 * 1024

    private let root: String
    private let lock = NSLock()
    private var currentBuildID: String
    private var listener: Int32 = -1

    public init(root: String, buildID: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        currentBuildID = buildID
    }

    public var buildID: String {
        get { lock.withLock { currentBuildID } }
        set { lock.withLock { currentBuildID = newValue } }
    }

    /// Binds 127.0.0.1:`port` (0: any free port), starts accepting, and returns the port.
    public func start(port: UInt16) throws(StartError) -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartError(message: "cannot create a socket: \(String(cString: strerror(errno)))", addressInUse: false) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw StartError(
                message: code == EADDRINUSE
                    ? "port \(port) on 127.0.0.1 is already in use; stop what uses it or choose another with --port"
                    : "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(code)))",
                addressInUse: code == EADDRINUSE)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        lock.withLock { listener = descriptor }
        let thread = Thread { [self] in acceptLoop(descriptor) }
        thread.name = "motionbook-serve"
        thread.start()
        return UInt16(bigEndian: actual.sin_port)
    }

    /// Stops accepting connections.
    public func stop() {
        let descriptor = lock.withLock { () -> Int32 in
            let old = listener
            listener = -1
            return old
        }
        if descriptor >= 0 {
            shutdown(descriptor, Int32(SHUT_RDWR))
            close(descriptor)
        }
    }

    private func acceptLoop(_ descriptor: Int32) {
        while true {
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            DispatchQueue.global().async { [self] in
                handle(connection)
                close(connection)
            }
        }
    }

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < Self.maximumHeadBytes {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            head += buffer[0..<count]
            if head.count >= 4, head.suffix(from: max(0, head.count - count - 3)).containsSubsequence([13, 10, 13, 10]) { break }
        }
        let response = self.response(to: String(decoding: head, as: UTF8.self))
        send(response, to: connection)
    }

    private func send(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// The complete response (head and body) to a request head.
    func response(to head: String) -> [UInt8] {
        guard let request = HTTPRequest(head: head) else { return Self.response(400, "Bad Request", text: "bad request\n") }
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.response(405, "Method Not Allowed", text: "only GET and HEAD\n", extra: "Allow: GET, HEAD\r\n")
        }
        let isHead = request.method == "HEAD"
        guard let components = request.pathComponents else { return Self.response(403, "Forbidden", text: "forbidden\n", headOnly: isHead) }
        if "/" + components.joined(separator: "/") == Self.buildIDPath {
            return Self.response(200, "OK", type: "text/plain; charset=utf-8", body: Array(buildID.utf8), headOnly: isHead)
        }
        var path = ([root] + components).joined(separator: "/")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            if !request.target.split(separator: "?")[0].hasSuffix("/") {
                let location = "/" + components.map(LinkPolicy.percentEncoded).joined(separator: "/") + "/"
                return Self.response(301, "Moved Permanently", text: "moved\n", extra: "Location: \(location)\r\n", headOnly: isHead)
            }
            path += "/index.html"
        }
        // Symbolic links must not lead outside the site.
        guard let resolved = realpath(path, nil) else { return notFound(headOnly: isHead) }
        let real = String(cString: resolved)
        free(resolved)
        guard real == root || real.hasPrefix(root + "/") else { return Self.response(403, "Forbidden", text: "forbidden\n", headOnly: isHead) }
        guard let data = FileManager.default.contents(atPath: real) else { return notFound(headOnly: isHead) }
        let type = MIMEType.forPath(real)
        var body = [UInt8](data)
        if type.hasPrefix("text/html") { body = Self.injectingReloadScript(body) }
        return Self.response(200, "OK", type: type, body: body, headOnly: isHead)
    }

    private func notFound(headOnly: Bool) -> [UInt8] {
        let page = FileManager.default.contents(atPath: root + "/404.html").map { [UInt8]($0) }
        return Self.response(404, "Not Found", type: page == nil ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
            body: page ?? Array("not found\n".utf8), headOnly: headOnly)
    }

    /// The page with a small script before `</body>` that polls the build id and reloads when
    /// it changes. Only the server adds it; built files never contain it.
    static func injectingReloadScript(_ html: [UInt8]) -> [UInt8] {
        let script = """
            <script>(function(){var id=null;function poll(){fetch("\(buildIDPath)",{cache:"no-store"}).then(function(r){return r.text();}).then(function(t){if(id!==null&&t!==id){location.reload();}id=t;}).catch(function(){});}poll();setInterval(poll,\(reloadPollMilliseconds));})();</script>

            """
        let text = String(decoding: html, as: UTF8.self)
        guard let end = text.range(of: "</body>", options: .backwards) else { return html + Array(script.utf8) }
        return Array((text[..<end.lowerBound] + script + text[end.lowerBound...]).utf8)
    }

    static func response(
        _ status: Int, _ reason: String, type: String = "text/plain; charset=utf-8", body: [UInt8] = [], text: String? = nil,
        extra: String = "", headOnly: Bool = false
    ) -> [UInt8] {
        let content = text.map { Array($0.utf8) } ?? body
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(content.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\(extra)\r\n"
        return Array(head.utf8) + (headOnly ? [] : content)
    }
}

extension ArraySlice where Element == UInt8 {
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        var index = startIndex
        while index + needle.count <= endIndex {
            if self[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
