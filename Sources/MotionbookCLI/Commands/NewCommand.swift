import Diagnostics
import Foundation
import TraceFormat
import Lessons

/// `motionbook new LESSON-ID --lang L`: writes a lesson skeleton, never over an existing file.
struct NewCommand: Command {
    static let name = "new"
    static let abstract = "Create a lesson skeleton with front matter."
    static let discussion = """
        Writes DIR/LANG/NN-LESSON-ID.md (DIR defaults to content) with front matter and a first
        heading. NN is the order, by default one more than the highest order in that language.
        Refuses to overwrite a file or to reuse a lesson id of that language.
        """

    @Argument(usage: "LESSON-ID") var ids: [String]

    @Option(help: "The language folder: bg, zh-Hans or de (required).", usage: .required)
    var lang: Language?

    @Option(valueName: "TITLE", help: "The lesson title (default: the id).")
    var title: String?

    @Option(valueName: "N", help: "The lesson's place in the course.", needs: "a non-negative integer", parse: { Int($0).flatMap { $0 >= 0 ? $0 : nil } })
    var order: Int?

    @Option(valueName: "DIR", help: "The content folder (default: content).")
    var content = "content"

    init() {}

    func run(context: CLIContext) throws(UsageError) -> Int32 {
        guard ids.count == 1, let id = ids.first else {
            throw UsageError(ids.isEmpty ? "missing LESSON-ID" : "expected one LESSON-ID")
        }
        guard id.range(of: "^[a-z0-9][a-z0-9-]*$", options: .regularExpression) != nil else {
            throw UsageError("lesson id '\(id)' must be lowercase letters, digits and hyphens")
        }
        guard let language = lang else { throw UsageError("missing --lang") }
        let folder = "\(content)/\(language.code)"
        var ignored = DiagnosticCollector()
        let existing = FileManager.default.fileExists(atPath: folder)
            ? ((try? CourseLoader().load([folder], diagnostics: &ignored))?.lessons ?? []) : []
        if let clash = existing.first(where: { $0.id == id }) {
            context.writeErr("motionbook new: error: lesson '\(id)' already exists in \(clash.path)\n")
            return ExitCode.failure
        }
        let lessonOrder = order ?? ((existing.compactMap(\.order).max() ?? 0) + 1)
        let path = "\(folder)/\(String(format: "%02d", lessonOrder))-\(id).md"
        return write(Self.skeleton(id: id, title: title ?? id, order: lessonOrder), to: path, in: folder, context: context)
    }

    /// The front matter and first heading of a new lesson.
    static func skeleton(id: String, title: String, order: Int) -> String {
        """
        ---
        id: \(id)
        title: \(JSONText.string(title))
        order: \(order)
        summary: "One sentence: what the learner can do after this lesson."
        ---

        # \(title)

        Start with what the learner will be able to do.

        """
    }

    /// Creates `folder` and writes `text` to `path`, never over an existing file.
    private func write(_ text: String, to path: String, in folder: String, context: CLIContext) -> Int32 {
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
        handle.write(Data(text.utf8))
        context.writeOut("created \(path)\n")
        return ExitCode.success
    }
}

extension Language: ArgumentChoice {
    static let kind = "language"
}
