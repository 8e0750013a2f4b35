import Foundation

/// The learner's exercise files: `<folder>/<exercise id>/main.swift`, written once from the
/// starter and never overwritten, and beside it `.motionbook-exercise`, what `start` was told
/// (`language: de`), which `check` reads.
public struct ExerciseWorkspace: Sendable {
    /// `exercises` (relative to the working directory) unless chosen otherwise.
    public var folder: String

    public init(folder: String = "exercises") {
        self.folder = folder
    }

    /// The learner's file for an exercise.
    public func file(for id: String) -> String { "\(folder)/\(id)/main.swift" }

    public func isStarted(_ id: String) -> Bool { FileSystem.exists(file(for: id)) }

    /// The file that keeps the exercise's settings, one `key: value` per line.
    public func settingsFile(for id: String) -> String { "\(folder)/\(id)/.motionbook-exercise" }

    /// The language code `start` recorded for the exercise, if any.
    public func recordedLanguage(for id: String) -> String? {
        guard let data = FileManager.default.contents(atPath: settingsFile(for: id)) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == "language", !parts[1].isEmpty { return parts[1] }
        }
        return nil
    }

    /// Records the language the learner started the exercise in (the settings are the tool's,
    /// not the learner's work: they are replaced).
    public func recordLanguage(_ code: String, for id: String) throws {
        try Data("language: \(code)\n".utf8).write(to: URL(fileURLWithPath: settingsFile(for: id)))
    }

    /// Why the starter was not written.
    public struct StartError: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
        /// The file exists already (the learner's work is kept).
        public var exists: Bool
    }

    /// Writes the exercise's starter code (hidden regions included: they are part of the
    /// program) to its file. The file is created with O_EXCL, so existing work is never
    /// overwritten, even by a concurrent `start`. Returns the path written.
    public func start(_ exercise: Exercise) throws(StartError) -> String {
        let path = file(for: exercise.id)
        do {
            try FileSystem.createDirectory("\(folder)/\(exercise.id)")
        } catch {
            throw StartError(description: "cannot create \(folder)/\(exercise.id): \(error.localizedDescription)", exists: false)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let exists = errno == EEXIST
            throw StartError(
                description: exists ? "\(path) already exists; your work is kept (delete the file to start over)" : "cannot write \(path): \(String(cString: strerror(errno)))",
                exists: exists)
        }
        let bytes = Array(exercise.starter.source.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            throw StartError(description: "could not write all of \(path)", exists: false)
        }
        return path
    }
}
