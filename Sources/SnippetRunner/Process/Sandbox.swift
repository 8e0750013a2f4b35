import Foundation

/// The sandbox every snippet process runs in: bubblewrap (`bwrap`, Debian's `bubblewrap`) with
/// its own user, PID, network, IPC, UTS and cgroup namespaces, no capabilities, and a file
/// system of its own:
/// - read-only: `/usr` (with `/bin`, `/lib`… as the host has them), the dynamic linker's cache
///   and `/etc/alternatives` (nothing else of `/etc`: no `/etc/passwd`), the compiler's folder
///   when it is outside `/usr`, the engine build;
/// - writable: only the snippet's scratch folder (and, for a compile, the shared module cache
///   folder of the sandbox); the root itself is read-only, and there is no `/tmp`, no home
///   folder, no other checkout file;
/// - read-only besides: for a run, the compiled program itself (kept in the program cache);
///   its scenario comes on standard input, a file opened outside the sandbox;
/// - `/dev` (the minimal set bwrap makes) and the sandbox's own `/proc`.
/// The environment is cleared and set to what is given. `--die-with-parent` and the PID
/// namespace make every process of a snippet, including one that called `setsid`, die with
/// the sandbox, and the sandbox with the runner. Inside, a small `sh` wrapper sets the
/// process-count limit (RLIMIT_NPROC counts only the sandbox's own user namespace there), runs
/// the command, and reports on the last line of stderr its exit status and how many processes
/// it left running (which then die with the sandbox).
public struct Sandbox: Sendable, Equatable {
    /// Absolute path of `bwrap`.
    public var bwrap: String
    /// Folders bound read-only at their own path besides the system ones.
    public var readOnly: [String]
    /// Processes and threads one sandbox may run at once.
    public var processLimit: Int
    /// The user a runner started as root runs sandboxes as: ``unprivilegedUser`` when that user
    /// can read the compiler and the engine, else nil (root, where the kernel does not apply
    /// the process-count limit).
    public var userID: UInt32?
    /// `nobody` on Debian.
    public static let unprivilegedUser: UInt32 = 65534

    /// Marks the wrapper's report line on stderr.
    static let marker = "motionbook-sandbox-report"

    /// The sandbox cannot work on this machine.
    public struct Unavailable: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// What the wrapper inside reported, and the command's outcome with that report taken out.
    struct Unwrapped {
        var outcome: ProcessOutcome
        /// Processes still running in the sandbox when the command exited (they were killed).
        var leftProcesses: Int
    }

    /// Finds `bwrap` (`$MOTIONBOOK_BWRAP` when set, else on `PATH` or in /usr/bin) and starts a sandbox with `scratch` writable
    /// that tests that the `readOnly` folders can be read in it, to see that it works here
    /// (user namespaces allowed, the folders reachable); as root, first as ``unprivilegedUser``.
    public static func probe(
        environment: [String: String], readOnly: [String], scratch: String, processLimit: Int
    ) throws(Unavailable) -> Sandbox {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        let explicit = environment["MOTIONBOOK_BWRAP"].flatMap { $0.isEmpty ? nil : $0 }
        guard let bwrap = explicit ?? folders.map({ "\($0)/bwrap" }).first(where: FileSystem.isExecutable) else {
            throw Unavailable(description: "bubblewrap (bwrap) is not installed; install it with scripts/install-deps (Debian: apt-get install bubblewrap)")
        }
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        var problem = ""
        let users: [UInt32?] = geteuid() == 0 ? [unprivilegedUser, nil] : [nil]
        for user in users {
            let sandbox = Sandbox(bwrap: bwrap, readOnly: readOnly, processLimit: processLimit, userID: user)
            // In the sandbox, the programs and folders bound read-only must be usable.
            let test = readOnly.map { "test -r '\($0)' && test -x '\($0)'" }.joined(separator: " && ")
            let request = sandbox.wrap(
                ProcessRequest(
                    executable: "/bin/sh", arguments: ["-c", readOnly.isEmpty ? "true" : test], environment: [:], directory: scratch,
                    timeout: 30, outputCap: 1 << 16),
                writable: [scratch])
            let outcome: ProcessOutcome
            do {
                outcome = try ChildProcess.run(request)
            } catch {
                throw Unavailable(description: error.description)
            }
            if let unwrapped = Sandbox.unwrap(outcome), unwrapped.outcome.termination == .exited(0) { return sandbox }
            let said = String(decoding: outcome.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            problem = said.isEmpty || Sandbox.unwrap(outcome) != nil ? "the compiler or the engine cannot be read in it" : said
        }
        throw Unavailable(description: "\(bwrap) does not work here (\(problem))")
    }

    /// Gives `folder` and everything in it to the sandbox's user, when it has one of its own.
    func handOver(_ folder: String) {
        guard let userID else { return }
        let enumerator = FileManager.default.enumerator(atPath: folder)
        chown(folder, userID, userID)
        while let entry = enumerator?.nextObject() as? String { lchown("\(folder)/\(entry)", userID, userID) }
    }

    /// `request` run inside the sandbox, with `writable` folders (which must exist) bound
    /// read-write and the files or folders `readOnly` (a compiled program kept in the program
    /// cache) bound read-only at their own path; `request.environment` becomes the whole
    /// environment inside. Its standard input is the request's, passed through.
    func wrap(_ request: ProcessRequest, writable: [String], readOnly extra: [String] = []) -> ProcessRequest {
        var arguments = [
            "--unshare-all", "--die-with-parent", "--cap-drop", "ALL",
            "--ro-bind", "/usr", "/usr",
        ]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if FileSystem.isDirectory(top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        arguments += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--ro-bind-try", "/etc/alternatives", "/etc/alternatives"]
        for folder in readOnly where folder != "/usr" && !folder.hasPrefix("/usr/") { arguments += ["--ro-bind", folder, folder] }
        arguments += ["--dev", "/dev", "--proc", "/proc"]
        for folder in writable { arguments += ["--bind", folder, folder] }
        for path in extra { arguments += ["--ro-bind", path, path] }
        arguments += ["--remount-ro", "/"]
        if let directory = request.directory { arguments += ["--chdir", directory] }
        arguments.append("--clearenv")
        for (name, value) in request.environment.sorted(by: { $0.key < $1.key }) { arguments += ["--setenv", name, value] }
        arguments += ["--", "/bin/sh", "-c", Self.wrapperScript(processLimit: processLimit), "sh", request.executable] + request.arguments
        var wrapped = request
        wrapped.userID = userID
        wrapped.executable = bwrap
        wrapped.arguments = arguments
        wrapped.environment = [:]
        wrapped.directory = nil
        return wrapped
    }

    /// The `sh` program inside: limit the processes, run the command, count what is left in the
    /// sandbox's `/proc` (bwrap's init and this shell are the two expected), report, and exit
    /// with the command's status. The shell's own messages (such as the name of the signal
    /// that killed the command) go nowhere; the command's stderr is the sandbox's.
    static func wrapperScript(processLimit: Int) -> String {
        """
        exec 3>&2 2>/dev/null
        ulimit -p \(processLimit)
        (exec "$@" 2>&3 3>&-)
        status=$?
        count=0
        for entry in /proc/[0-9]*; do count=$((count + 1)); done
        printf '\\n\(marker) %s %s\\n' "$status" "$((count - 2))" >&3
        exit $status
        """
    }

    /// Takes the wrapper's report off the end of stderr and turns a status above 128 (how `sh`
    /// and bwrap pass on a death by signal) back into the signal; nil when there is no report
    /// (the sandbox itself failed, or it was killed from outside).
    static func unwrap(_ outcome: ProcessOutcome) -> Unwrapped? {
        let text = outcome.stderr
        let needle = Array("\n\(marker) ".utf8)
        guard text.count >= needle.count,
            let start = (0...(text.count - needle.count)).last(where: { text[$0..<($0 + needle.count)].elementsEqual(needle) })
        else { return nil }
        let fields = String(decoding: text[(start + needle.count)...], as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
        guard fields.count == 2 else { return nil }
        var result = outcome
        result.stderr = Array(text[..<start])
        if case .exited = outcome.termination {
            result.termination = fields[0] > 128 ? .signalled(fields[0] - 128) : .exited(fields[0])
        }
        return Unwrapped(outcome: result, leftProcesses: Int(max(0, fields[1])))
    }
}
