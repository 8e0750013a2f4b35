#define _GNU_SOURCE
#include "CSnippetSpawn.h"

#include <errno.h>
#include <grp.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int css_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/// Writes the errno of a failed step to the report pipe and exits; async-signal-safe.
static void fail(int report_fd, int error) {
    ssize_t ignored = write(report_fd, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

pid_t css_spawn(const char *path, char *const argv[], char *const envp[], const char *directory, const char *stdin_path,
                int stdout_fd, int stderr_fd, unsigned long long address_space_limit,
                unsigned long long cpu_seconds, long long user_id) {
    pid_t parent = getpid();
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        int error = errno;
        close(report[0]);
        close(report[1]);
        errno = error;
        return -1;
    }
    if (pid == 0) {
        // Child: only async-signal-safe calls from here to execve.
        setpgid(0, 0);
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        for (int signal_number = 1; signal_number < NSIG; signal_number++) sigaction(signal_number, &dfl, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (directory != NULL && chdir(directory) != 0) fail(report[1], errno);
        if (address_space_limit != 0) {
            struct rlimit limit = {address_space_limit, address_space_limit};
            if (setrlimit(RLIMIT_AS, &limit) != 0) fail(report[1], errno);
        }
        if (cpu_seconds != 0) {
            // SIGXCPU at the soft limit (which the caller reports), SIGKILL a second later.
            struct rlimit limit = {cpu_seconds, cpu_seconds + 1};
            if (setrlimit(RLIMIT_CPU, &limit) != 0) fail(report[1], errno);
        }
        if (user_id >= 0) {
            // Run as this user and group (no supplementary groups): a runner started as root
            // gives snippets an unprivileged identity.
            if (setgroups(0, NULL) != 0 || setgid((gid_t)user_id) != 0 || setuid((uid_t)user_id) != 0) fail(report[1], errno);
        }
        // Die with the runner: SIGKILL when the thread that started us ends (the runner killed,
        // even by SIGKILL); set after the change of user, which clears it, and checked again
        // in case the runner died before prctl.
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(report[1], errno);
        if (getppid() != parent) _exit(127);
        int input_fd = open(stdin_path != NULL ? stdin_path : "/dev/null", O_RDONLY);
        if (input_fd < 0) fail(report[1], errno);
        if (dup2(input_fd, 0) < 0 || dup2(stdout_fd, 1) < 0 || dup2(stderr_fd, 2) < 0) fail(report[1], errno);
        execve(path, argv, envp);
        fail(report[1], errno);
    }
    // Parent: also set the group here, so it exists before the caller may signal it.
    setpgid(pid, pid);
    close(report[1]);
    int error = 0;
    ssize_t got;
    do {
        got = read(report[0], &error, sizeof error);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof error) {
        // The child failed before or in execve and has exited; reap it.
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        errno = error;
        return -1;
    }
    return pid;
}

int css_has_exited(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return -1;
    return info.si_pid == pid ? 1 : 0;
}
