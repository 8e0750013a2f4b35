import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A development HTTP server for a built site, on 127.0.0.1 only: GET and HEAD of files under
/// the site folder, `index.html` for folders, the site's `404.html` for anything missing, and
/// `/__motionbook/build-id` (the current build's id, see ``BuildNumbering``) for the reload
/// script it injects into every HTML page (``ReloadScript``). Paths that would leave the folder (`..`, encoded or
/// not, or a symbolic link pointing outside) are refused with 403.
///
/// `/__motionbook/build-id?after=ID` is a long poll: while the build id is `ID` the request is
/// held (at most ``longPollSeconds``) and answered the moment ``buildID`` is set to another
/// one, so an open page reloads as soon as a rebuild is written. Held requests are owned by
/// the accept loop too (``BuildIDWaiters``): they hold no thread and never delay others.
///
/// One thread accepts connections and reads their request heads, all at once with `poll(2)`
/// on non-blocking sockets (see ``PendingConnections``): a client that sends slowly holds no
/// thread, only a slot, and a head must be complete within ``headTimeout`` seconds. At most
/// ``maximumPending`` heads are read at once; past that the connection that has waited longest
/// is closed, so new clients always get a slot. A complete head is answered on a background
/// queue (with a send timeout, so a client that does not read cannot hold it) and closed
/// (`Connection: close`).
public final class SiteServer: @unchecked Sendable {
    public struct StartError: Error, Sendable {
        public var message: String
        /// True when the port was already in use.
        public var addressInUse: Bool
    }

    /// The path of the build-id endpoint.
    public static let buildIDPath = "/__motionbook/build-id"
    /// Seconds a build-id request with `after` is held while the id stays the same.
    public static let longPollSeconds = 25.0
    /// Build-id requests held at the same time (one per open page).
    static let maximumWaiters = 256
    /// The largest request head read, in bytes.
    static let maximumHeadBytes = 16 * 1024
    /// Seconds a client has to send its whole request head (not per byte: a client trickling a
    /// byte every second is closed after this too).
    static let headTimeout = 5.0
    /// Seconds one `send` may wait for a client that does not read.
    static let sendTimeoutSeconds = 5
    /// Connections whose heads are read at the same time.
    static let maximumPending = 256

    private let root: String
    private let reloadScript: ReloadScript
    private let lock = NSLock()
    private var currentBuildID: String
    private var currentRoutes: (@Sendable (ServerRequest) -> ServerResponse?)?
    private var listener: Int32 = -1
    /// The write end of the pipe that wakes the accept loop when the build id changes.
    private var wakeWriter: Int32 = -1
    /// Signalled by the accept loop when it has ended.
    private var loopEnded: DispatchSemaphore?

    /// Serves the folder `root`, adding `reloadScript` to every HTML page it sends.
    public init(root: String, buildID: String, reloadScript: ReloadScript) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.reloadScript = reloadScript
        currentBuildID = buildID
    }

    public var buildID: String {
        get { lock.withLock { currentBuildID } }
        set {
            lock.withLock {
                guard newValue != currentBuildID else { return }
                currentBuildID = newValue
                if wakeWriter >= 0 {
                    var byte: UInt8 = 1
                    _ = write(wakeWriter, &byte, 1)  // a full pipe is already a wake-up
                }
            }
        }
    }

    /// Answers requests before the files are looked for (`motionbook preview`'s page and
    /// endpoints): nil passes the request on to the files. Only GET and HEAD requests whose
    /// paths stay in the site reach it; they are answered on a background queue.
    public var routes: (@Sendable (ServerRequest) -> ServerResponse?)? {
        get { lock.withLock { currentRoutes } }
        set { lock.withLock { currentRoutes = newValue } }
    }

    /// Binds 127.0.0.1:`port` (0: any free port), starts accepting, and returns the port.
    public func start(port: UInt16) throws(StartError) -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw StartError(message: "cannot create a socket: \(String(cString: strerror(errno)))", addressInUse: false) }
        // A restarted server binds the port at once, even while connections of the last one
        // are in TIME_WAIT (another listener on it still makes bind fail: EADDRINUSE).
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0, setNonBlocking(descriptor, true) else {
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
        var wake: [Int32] = [-1, -1]
        guard pipe(&wake) == 0, setNonBlocking(wake[0], true), setNonBlocking(wake[1], true) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            for end in wake where end >= 0 { close(end) }
            throw StartError(message: "cannot create a pipe: \(reason)", addressInUse: false)
        }
        let (wakeReader, wakeWrite) = (wake[0], wake[1])
        let ended = DispatchSemaphore(value: 0)
        lock.withLock {
            listener = descriptor
            loopEnded = ended
            wakeWriter = wakeWrite
        }
        let thread = Thread { [self] in
            acceptLoop(descriptor, wake: wakeReader)
            close(descriptor)
            close(wakeReader)
            ended.signal()
        }
        thread.name = "motionbook-serve"
        thread.start()
        return UInt16(bigEndian: actual.sin_port)
    }

    /// Stops accepting connections and waits (at most 2 s) until the accept loop has ended and
    /// closed the listening socket, so that the port can be bound again at once and the loop
    /// never touches a descriptor number that was reused.
    public func stop() {
        let (descriptor, ended, waker) = lock.withLock { () -> (Int32, DispatchSemaphore?, Int32) in
            let old = (listener, loopEnded, wakeWriter)
            listener = -1
            loopEnded = nil
            wakeWriter = -1
            return old
        }
        if descriptor >= 0 {
            shutdown(descriptor, Int32(SHUT_RDWR))
            _ = ended?.wait(timeout: .now() + 2)
        }
        if waker >= 0 { close(waker) }
    }

    /// Accepts and reads request heads until the listener is shut down (``stop()``), holds the
    /// build-id long polls and answers them when the build id changes (a byte on `wake`).
    private func acceptLoop(_ descriptor: Int32, wake: Int32) {
        var pending = PendingConnections(capacity: Self.maximumPending, headLimit: Self.maximumHeadBytes)
        var waiters = BuildIDWaiters(capacity: Self.maximumWaiters, holdSeconds: Self.longPollSeconds)
        defer {
            pending.closeAll()
            waiters.closeAll()
        }
        while true {
            let now = MonotonicTime.now
            pending.closeExpired(before: now - Self.headTimeout)
            let id = buildID
            for waiter in waiters.due(buildID: id, now: now) { answerBuildID(waiter) }
            let pendingDescriptors = pending.descriptors
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                + (pendingDescriptors + waiters.descriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let deadlines = [pending.oldestStart.map { $0 + Self.headTimeout }, waiters.nextExpiry]
            let wait = deadlines.compactMap { $0 }.min().map { Int32(max(1, min(250, ($0 - now) * 1000 + 1))) } ?? 250
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 && errno != EINTR { return }
            if fds[0].revents != 0 {
                while true {
                    let connection = accept(descriptor, nil, nil)
                    if connection >= 0 {
                        guard setNonBlocking(connection, true) else {
                            close(connection)
                            continue
                        }
                        pending.add(connection, at: MonotonicTime.now)
                        continue
                    }
                    if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR || errno == ECONNABORTED { break }
                    if errno == EMFILE || errno == ENFILE {
                        // Out of descriptors: make room by closing the connection waiting longest.
                        if !pending.closeOldest() { usleep(10_000) }
                        break
                    }
                    return  // the listener was shut down
                }
            }
            if fds[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wake, &drained, drained.count) > 0 {}
            }
            for entry in fds[2..<(2 + pendingDescriptors.count)] where entry.revents != 0 {
                guard let head = pending.read(entry.fd) else { continue }
                let connection = entry.fd
                let text = String(decoding: head, as: UTF8.self)
                if let (after, headOnly) = Self.longPoll(text), after == buildID {
                    let waiter = BuildIDWaiters.Waiter(descriptor: connection, after: after, start: MonotonicTime.now, headOnly: headOnly)
                    if let overflow = waiters.add(waiter) { answerBuildID(overflow) }
                    continue
                }
                answer(connection) { [self] in response(to: text) }
            }
            for entry in fds[(2 + pendingDescriptors.count)...] where entry.revents != 0 { waiters.readable(entry.fd) }
        }
    }

    /// The `after` id and whether it is a HEAD, when `head` is a build-id request with `after`.
    static func longPoll(_ head: String) -> (after: String, headOnly: Bool)? {
        guard let request = HTTPRequest(head: head), request.method == "GET" || request.method == "HEAD",
            let components = request.pathComponents, "/" + components.joined(separator: "/") == buildIDPath,
            let after = request.queryValue("after")
        else { return nil }
        return (after, request.method == "HEAD")
    }

    private func answerBuildID(_ waiter: BuildIDWaiters.Waiter) {
        answer(waiter.descriptor) { [self] in
            Self.response(200, "OK", type: "text/plain; charset=utf-8", body: Array(buildID.utf8), headOnly: waiter.headOnly)
        }
    }

    /// Sends `response()` to `connection` on a background queue (blocking, with a send timeout,
    /// so a client that does not read cannot hold it) and closes it.
    private func answer(_ connection: Int32, _ response: @escaping @Sendable () -> [UInt8]) {
        DispatchQueue.global().async { [self] in
            _ = setNonBlocking(connection, false)
            var timeout = timeval(tv_sec: Self.sendTimeoutSeconds, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            send(response(), to: connection)
            close(connection)
        }
    }

    private func setNonBlocking(_ descriptor: Int32, _ on: Bool) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { return false }
        return fcntl(descriptor, F_SETFL, on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK) == 0
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
        // Read before the page, so that a page never carries a newer id than its content.
        let id = buildID
        if "/" + components.joined(separator: "/") == Self.buildIDPath {
            return Self.response(200, "OK", type: "text/plain; charset=utf-8", body: Array(id.utf8), headOnly: isHead)
        }
        if let routes, let route = ServerRequest(head: head), let answer = routes(route) {
            return Self.response(answer.status, answer.reason, type: answer.type, body: answer.body, headOnly: isHead)
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
        // The root resolved now: an output folder that is a symbolic link (or under one) is
        // served from where it leads.
        let resolvedRoot = realpath(root, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? root
        guard real == resolvedRoot || real.hasPrefix(resolvedRoot + "/") else { return Self.response(403, "Forbidden", text: "forbidden\n", headOnly: isHead) }
        guard let data = FileManager.default.contents(atPath: real) else { return notFound(headOnly: isHead) }
        let type = MIMEType.forPath(real)
        var body = [UInt8](data)
        if type.hasPrefix("text/html") { body = reloadScript.injecting(into: body, buildID: id) }
        return Self.response(200, "OK", type: type, body: body, headOnly: isHead)
    }

    private func notFound(headOnly: Bool) -> [UInt8] {
        let page = FileManager.default.contents(atPath: root + "/404.html").map { [UInt8]($0) }
        return Self.response(404, "Not Found", type: page == nil ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
            body: page ?? Array("not found\n".utf8), headOnly: headOnly)
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
