import Foundation
import TraceFormat
import Lessons

/// `motionbook new LESSON-ID --lang L`: writes a lesson skeleton, never over an existing file.
enum NewCommand: Command {
    static let name = "new"
    static let abstract = "Create a lesson skeleton with front matter."
    static let help = """
        Usage: motionbook new LESSON-ID --lang bg|zh-Hans|de [--title TITLE] [--order N] [--content DIR]

        Writes DIR/LANG/NN-LESSON-ID.md (DIR defaults to content) with front matter and a first
        heading. NN is the order, by default one more than the highest order in that language.
        Refuses to overwrite a file or to reuse a lesson id of that language.

        Options:
          --lang L        The language folder: bg, zh-Hans or de (required).
          --title TITLE   The lesson title (default: the id).
          --order N       The lesson's place in the course.
          --content DIR   The content folder (default: content).
          --help          Show this help.

        """

    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments, flags: [], options: ["--lang", "--title", "--order", "--content"])
        } catch {
            return usageError(error.message, context: context)
        }
        guard parsed.positionals.count == 1, let id = parsed.positionals.first else {
            return usageError(parsed.positionals.isEmpty ? "missing LESSON-ID" : "expected one LESSON-ID", context: context)
        }
        guard id.range(of: "^[a-z0-9][a-z0-9-]*$", options: .regularExpression) != nil else {
            return usageError("lesson id '\(id)' must be lowercase letters, digits and hyphens", context: context)
        }
        guard let code = parsed["--lang"] else { return usageError("missing --lang", context: context) }
        guard let language = Language(rawValue: code) else {
            return usageError("unknown language '\(code)' (expected bg, zh-Hans or de)", context: context)
        }
        var order: Int?
        if let text = parsed["--order"] {
            guard let number = Int(text), number >= 0 else {
                return usageError("--order needs a non-negative integer", context: context)
            }
            order = number
        }
        let contentFolder = parsed["--content"] ?? "content"
        let folder = "\(contentFolder)/\(language.code)"

        var ignored = DiagnosticCollector()
        let existing = FileManager.default.fileExists(atPath: folder)
            ? ((try? CourseLoader().load([folder], diagnostics: &ignored))?.lessons ?? []) : []
        if let clash = existing.first(where: { $0.id == id }) {
            context.writeErr("motionbook new: error: lesson '\(id)' already exists in \(clash.path)\n")
            return ExitCode.failure
        }
        let lessonOrder = order ?? ((existing.compactMap(\.order).max() ?? 0) + 1)
        let path = "\(folder)/\(String(format: "%02d", lessonOrder))-\(id).md"
        let title = parsed["--title"] ?? id
        let quotedTitle = JSONText.string(title)
        let skeleton = """
            ---
            id: \(id)
            title: \(quotedTitle)
            order: \(lessonOrder)
            summary: "One sentence: what the learner can do after this lesson."
            ---

            # \(title)

            Start with what the learner will be able to do.

            """
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            context.writeErr("motionbook new: error: cannot create \(folder): \(error.localizedDescription)\n")
            return ExitCode.failure
        }
        // O_EXCL: the file is created only if it does not exist, atomically.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == EEXIST ? "already exists; not overwriting it" : String(cString: strerror(errno))
            context.writeErr("motionbook new: error: \(path) \(reason)\n")
            return ExitCode.failure
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        handle.write(Data(skeleton.utf8))
        context.writeOut("created \(path)\n")
        return ExitCode.success
    }
}
