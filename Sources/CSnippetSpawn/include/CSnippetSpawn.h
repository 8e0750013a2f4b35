// Starting a child process in its own process group with a working directory and an address
// space limit, a CPU-time limit and a parent-death signal: what the snippet runner needs and posix_spawn cannot do portably (glibc's
// posix_spawn_file_actions_addchdir_np and prlimit are not visible to Swift without
// _GNU_SOURCE). The Swift side prepares every argument; the child after fork() calls only
// async-signal-safe functions (POSIX.1-2017, 2.4.3) before execve().
#ifndef CSNIPPETSPAWN_H
#define CSNIPPETSPAWN_H

#include <sys/types.h>

/// Creates a pipe whose two ends are close-on-exec (so no concurrently spawned child inherits
/// them). Returns 0, or -1 with errno set.
int css_pipe(int fds[2]);

/// Starts `path` with `argv` and `envp` (both NULL-terminated) as the leader of a new process
/// group (pgid = its pid), with stdin from the file `stdin_path` (read-only; /dev/null when
/// NULL), stdout on `stdout_fd`, stderr on
/// `stderr_fd`, in `directory` when not NULL, with RLIMIT_AS set to `address_space_limit`
/// bytes when it is not 0, RLIMIT_CPU to `cpu_seconds` (soft; the hard limit a second more)
/// when it is not 0, every signal at its default disposition and unblocked, and SIGKILL as
/// its parent-death signal (it dies when the calling thread or the runner ends), and, when
/// `user_id` is not negative, as that user id and the group id of the same number with no
/// supplementary groups.
/// Returns the child's pid, or -1 with errno set when the child could not be started (the
/// exec failure is reported back through a close-on-exec pipe, so a missing executable is an
/// error here, not an exit status 127).
pid_t css_spawn(const char *path, char *const argv[], char *const envp[], const char *directory, const char *stdin_path,
                int stdout_fd, int stderr_fd, unsigned long long address_space_limit,
                unsigned long long cpu_seconds, long long user_id);

/// 1 when the child `pid` has terminated (it stays a zombie, not reaped, so its process group
/// still exists and can be signalled), 0 while it runs, -1 with errno set on error.
int css_has_exited(pid_t pid);

#endif
