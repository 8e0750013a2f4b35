import CSnippetSpawn
import Glibc

/// A program to start: an argv array (never a shell string), its environment and limits.
public struct ProcessRequest: Sendable {
    /// Absolute path of the executable.
    public var executable: String
    /// Arguments after the program name.
    public var arguments: [String]
    public var environment: [String: String]
    /// The working directory; nil keeps the caller's.
    public var directory: String?
    /// The file the child reads as its standard input (an absolute path); nil for /dev/null.
    public var standardInput: String?
    /// Wall-clock seconds after which the whole process group is killed.
    public var timeout: Double
    /// Bytes kept of each of stdout and stderr; a stream going past it gets the group killed.
    public var outputCap: Int
    /// RLIMIT_AS in bytes (the most address space the child may map); nil for none.
    public var addressSpaceLimit: UInt64?
    /// RLIMIT_CPU in seconds of CPU time of each process (SIGXCPU past it); nil for none.
    public var cpuTimeLimit: UInt64?
    /// The user (and group) id to run as; nil keeps the caller's. Needs root.
    public var userID: UInt32?

    public init(
        executable: String, arguments: [String], environment: [String: String], directory: String? = nil,
        timeout: Double, outputCap: Int, addressSpaceLimit: UInt64? = nil, cpuTimeLimit: UInt64? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
        self.timeout = timeout
        self.outputCap = outputCap
        self.addressSpaceLimit = addressSpaceLimit
        self.cpuTimeLimit = cpuTimeLimit
    }
}

/// How a child process ended and what it wrote.
public struct ProcessOutcome: Sendable, Equatable {
    public enum Termination: Sendable, Equatable {
        /// `exit(status)`.
        case exited(Int32)
        /// Killed by a signal (a crash: SIGILL from a Swift trap, SIGSEGV …; or our SIGKILL).
        case signalled(Int32)
    }

    public var termination: Termination
    /// At most `outputCap` bytes.
    public var stdout: [UInt8]
    /// At most `outputCap` bytes.
    public var stderr: [UInt8]
    /// The timeout passed and the group was killed.
    public var timedOut: Bool
    /// A stream went past `outputCap` and the group was killed.
    public var exceededOutputCap: Bool
    /// Wall-clock seconds from start to exit.
    public var seconds: Double
}

/// The child could not be started (missing executable, no permission, fork failure).
public struct SpawnError: Error, Equatable, Sendable, CustomStringConvertible {
    public var executable: String
    public var reason: String
    public var description: String { "cannot start \(executable): \(reason)" }
}

/// Runs child processes as leaders of their own process groups, drains both pipes while
/// waiting (so a chatty child never blocks on a full pipe), and on timeout or excess output
/// kills the whole group (a compiler's frontend and linker, a snippet's own children) with
/// SIGKILL. Blocking; call it from a worker thread.
public enum ChildProcess {
    /// How long to keep reading after killing the group before giving up on the pipes
    /// (a descendant that left the group could hold them open), in seconds.
    static let drainGrace = 2.0
    /// Bytes read per `read(2)`.
    static let chunk = 65_536

    public static func run(_ request: ProcessRequest) throws(SpawnError) -> ProcessOutcome {
        let start = MonotonicClock.now
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard css_pipe(&outPipe) == 0 else { throw SpawnError(executable: request.executable, reason: errnoText()) }
        guard css_pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw SpawnError(executable: request.executable, reason: errnoText())
        }
        let pid = CStrings.withArray([request.executable] + request.arguments) { argv in
            CStrings.withArray(request.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) { envp in
                css_spawn(
                    request.executable, argv, envp, request.directory, request.standardInput, outPipe[1], errPipe[1],
                    request.addressSpaceLimit ?? 0, request.cpuTimeLimit ?? 0,
                    request.userID.map { Int64($0) } ?? -1)
            }
        }
        let spawnErrno = errno
        close(outPipe[1])
        close(errPipe[1])
        guard pid > 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw SpawnError(executable: request.executable, reason: String(cString: strerror(spawnErrno)))
        }
        RunningChildren.started(pid)

        var streams = [PipeReader(fd: outPipe[0], cap: request.outputCap), PipeReader(fd: errPipe[0], cap: request.outputCap)]
        var deadline = start + max(0, request.timeout)
        var killed = false
        var timedOut = false
        var exceeded = false
        func killGroup() {
            if !killed { kill(-pid, SIGKILL) }
            killed = true
        }

        // Drain both pipes until they close, the deadline passes, or a stream is over its cap.
        while streams.contains(where: \.isOpen) {
            let now = MonotonicClock.now
            if now >= deadline {
                if killed { break }
                timedOut = true
                killGroup()
                deadline = now + drainGrace
            }
            var fds = streams.filter(\.isOpen).map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let waitMilliseconds = Int32(max(1, min(100, (deadline - now) * 1000)))
            let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
            if ready < 0 && errno != EINTR { break }
            for index in streams.indices where streams[index].isOpen {
                streams[index].readAvailable()
                if streams[index].exceeded && !exceeded {
                    exceeded = true
                    killGroup()
                    deadline = min(deadline, MonotonicClock.now + drainGrace)
                }
            }
        }
        for index in streams.indices { streams[index].close() }

        // The pipes are closed; wait for the exit, still bounded by the deadline. The group is
        // signalled while the leader is a zombie (not yet reaped), so its id cannot be reused.
        while css_has_exited(pid) == 0 {
            if MonotonicClock.now >= deadline {
                if !killed { timedOut = true }
                killGroup()
                break
            }
            usleep(2_000)
        }
        kill(-pid, SIGKILL)  // leftovers of the group, if any; ESRCH when none
        RunningChildren.finished(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = MonotonicClock.now - start

        let termination: ProcessOutcome.Termination =
            (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
        return ProcessOutcome(
            termination: termination, stdout: streams[0].bytes, stderr: streams[1].bytes, timedOut: timedOut,
            exceededOutputCap: exceeded, seconds: seconds)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// One pipe's reading end: the bytes read so far, at most `cap`.
struct PipeReader {
    let fd: Int32
    let cap: Int
    private(set) var bytes: [UInt8] = []
    private(set) var isOpen = true
    private(set) var exceeded = false

    init(fd: Int32, cap: Int) {
        self.fd = fd
        self.cap = cap
    }

    /// Reads what is there without blocking longer than one `read`; marks the stream closed at
    /// end of file. Only called after `poll` said the descriptor is readable or hung up.
    mutating func readAvailable() {
        var probe = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        guard poll(&probe, 1, 0) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: ChildProcess.chunk)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0 {
            let room = max(0, cap - bytes.count)
            bytes += buffer[..<min(count, room)]
            if count > room { exceeded = true }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close()
        }
    }

    mutating func close() {
        guard isOpen else { return }
        Glibc.close(fd)
        isOpen = false
    }
}

/// Seconds on CLOCK_MONOTONIC (never wall-clock calendar time), for timeouts and benchmarks.
public enum MonotonicClock {
    public static var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// NULL-terminated C string arrays for execve.
enum CStrings {
    static func withArray<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
