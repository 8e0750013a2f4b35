import Foundation

/// Everything a command touches outside itself, injectable so tests run commands in-process.
public struct CLIContext: Sendable {
    /// Writes text to standard output.
    public var writeOut: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeErr: @Sendable (String) -> Void
    public var environment: [String: String]
    /// Whether standard error is a terminal (colour and progress lines only then).
    public var stderrIsTerminal: Bool
    /// Whether standard output is a terminal (`run` draws charts only then).
    public var stdoutIsTerminal: Bool
    /// Whether commands may install process-wide signal handlers (the real process: on Ctrl-C
    /// the snippet processes are killed too); false in tests.
    public var handlesInterrupts = false

    public init(
        writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
        environment: [String: String], stderrIsTerminal: Bool, stdoutIsTerminal: Bool = false
    ) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.environment = environment
        self.stderrIsTerminal = stderrIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// The real process: stdout, stderr, the environment, `isatty(2)` and `isatty(1)`.
    public static var process: CLIContext {
        var context = CLIContext(
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
            environment: ProcessInfo.processInfo.environment,
            stderrIsTerminal: isatty(2) == 1, stdoutIsTerminal: isatty(1) == 1)
        context.handlesInterrupts = true
        return context
    }

    /// Colour on stderr: only on a terminal, and never when `NO_COLOR` is set (no-color.org).
    public var usesColor: Bool { stderrIsTerminal && environment["NO_COLOR"] == nil }

    /// GitHub Actions sets `GITHUB_ACTIONS=true`; diagnostics then also become annotations.
    public var isGitHubActions: Bool { environment["GITHUB_ACTIONS"] == "true" }
}

/// Exit codes (sysexits.h for usage).
public enum ExitCode {
    public static let success: Int32 = 0
    /// Problems were found (lint errors, a failed check, a refused write).
    public static let failure: Int32 = 1
    /// The command line was wrong: unknown command or option, missing argument.
    public static let usage: Int32 = 64
    /// A mistake in the tool itself (a command declares an option name twice); tests catch it
    /// before a release, so no user should see it.
    public static let software: Int32 = 70
}
