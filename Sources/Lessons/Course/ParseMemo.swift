import Diagnostics
import Foundation

/// Parsed lessons kept between checks of one long-running process (`serve` rebuilds after every
/// save): a file whose path and bytes are those of the last parse is not parsed again; its
/// lesson and the diagnostics its parse reported are replayed. Parsing is a pure function of
/// the two, so the result is the same as a fresh parse. Safe to share between threads.
public final class ParseMemo: @unchecked Sendable {
    private struct Entry {
        var bytes: [UInt8]
        var lesson: Lesson?
        var diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    public init() {}

    /// The lesson of `bytes` at `path`, parsed now or replayed, its diagnostics appended.
    func lesson(
        path: String, language: Language?, bytes: [UInt8], diagnostics: inout DiagnosticCollector
    ) -> Lesson? {
        if let entry = lock.withLock({ entries[path] }), entry.bytes == bytes {
            diagnostics.append(contentsOf: entry.diagnostics)
            return entry.lesson
        }
        var own = DiagnosticCollector()
        let lesson = LessonParser(path: path, language: language).parse(bytes, diagnostics: &own)
        diagnostics.append(contentsOf: own.diagnostics)
        lock.withLock { entries[path] = Entry(bytes: bytes, lesson: lesson, diagnostics: own.diagnostics) }
        return lesson
    }
}
