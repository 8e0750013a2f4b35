import Dispatch
import Foundation
import Toolbox

/// The process groups of the children running now, so that an interrupted runner takes them
/// along: each child leads its own group (so a timeout can kill it whole), which also means the
/// terminal's Ctrl-C no longer reaches it.
enum RunningChildren {
    private static let groups = Locked<Set<pid_t>>([])

    static func started(_ pid: pid_t) { groups.withValue { _ = $0.insert(pid) } }
    static func finished(_ pid: pid_t) { groups.withValue { _ = $0.remove(pid) } }

    /// SIGKILL to every running child's process group.
    static func killAll() {
        for pid in groups.withValue({ $0 }) { kill(-pid, SIGKILL) }
    }
}

/// What a command that runs snippets installs first: on SIGINT, SIGTERM or SIGHUP the running
/// children's process groups are killed (compilers, snippet programs, their children), then
/// the runner ends by the same signal, as if it had not caught it.
public enum InterruptHandling {
    private static let sources = Locked<[any DispatchSourceSignal]>([])

    /// Installs the handlers once; later calls do nothing.
    public static func install() {
        sources.withValue { sources in
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    RunningChildren.killAll()
                    // Die of the signal: default action, unblocked in this thread (libdispatch
                    // may block the signals it watches), raised here.
                    signal(number, SIG_DFL)
                    var set = sigset_t()
                    sigemptyset(&set)
                    sigaddset(&set, number)
                    pthread_sigmask(SIG_UNBLOCK, &set, nil)
                    raise(number)
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
