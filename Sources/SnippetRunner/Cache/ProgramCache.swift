import Foundation

/// Compiled snippet programs on disk, keyed by program alone (``ResultCache/programKey(for:engine:options:)``):
/// one compile serves every scenario of a program, since a program reads its scenario when it
/// starts. Under `<2 hex digits>/`, `<key>.json` is the compile's outcome (a ``SnippetResult``
/// whose status is `traced` when the program was built, with the compiler's warnings, or
/// `compileFailed` with its errors) and `<key>` the executable when it was built. Both are
/// written under a temporary name and renamed, the executable first, so a reader that finds
/// the outcome finds the program. Outcomes that depend on the machine (a compile timeout) are
/// never stored.
struct ProgramCache: Sendable {
    var folder: String

    /// A stored compile: its outcome, and the executable when it built.
    struct Entry: Sendable {
        var compile: SnippetResult
        var executable: String?
    }

    private func outcomePath(_ key: String) -> String { "\(folder)/\(key.prefix(2))/\(key).json" }
    private func executablePath(_ key: String) -> String { "\(folder)/\(key.prefix(2))/\(key)" }

    /// The stored compile of program `key`, or nil when there is none (or its executable is gone).
    func load(_ key: String) -> Entry? {
        guard let bytes = FileSystem.read(outcomePath(key)), let compile = try? JSONDecoder().decode(SnippetResult.self, from: Data(bytes))
        else { return nil }
        guard compile.status == .traced else { return Entry(compile: compile) }
        let executable = executablePath(key)
        return FileSystem.isExecutable(executable) ? Entry(compile: compile, executable: executable) : nil
    }

    /// Keeps a compile's outcome and the program it built (`executable`, linked or copied in); returns
    /// the stored entry, or nil when nothing was stored (a transient outcome, a failed write:
    /// that only costs a compile later).
    func store(_ compile: SnippetResult, executable: String?, for key: String) -> Entry? {
        guard !compile.isTransient else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let outcome = try? encoder.encode(compile) else { return nil }
        var entry = Entry(compile: compile)
        if let executable {
            let target = executablePath(key)
            let temporary = "\(folder)/\(key.prefix(2))/.tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            do {
                try FileSystem.createDirectory("\(folder)/\(key.prefix(2))")
                try Self.place(executable, at: temporary)
                guard rename(temporary, target) == 0 else {
                    FileSystem.remove(temporary)
                    return nil
                }
            } catch {
                FileSystem.remove(temporary)
                return nil
            }
            entry.executable = target
        }
        guard (try? FileSystem.writeAtomically([UInt8](outcome), to: outcomePath(key))) != nil else { return nil }
        return entry
    }

    /// Puts the compiled `executable` at `path`: a hard link where the file system allows one
    /// (owned by this process's user, as a copy would be), else a copy. A link writes nothing:
    /// a copy holds the new file open for writing, and a process that another job forks at that
    /// moment inherits that descriptor until it execs, so running the program at once could fail
    /// with "Text file busy" (ETXTBSY).
    private static func place(_ executable: String, at path: String) throws {
        if link(executable, path) == 0 {
            if chown(path, getuid(), getgid()) == 0 { return }
            FileSystem.remove(path)
        }
        try FileManager.default.copyItem(atPath: executable, toPath: path)
    }
}
