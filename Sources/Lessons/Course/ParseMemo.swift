import Diagnostics
import Foundation
import Toolbox

/// Parsed lessons kept between checks of one long-running process (`serve` rebuilds after every
/// save), by path: a file whose bytes are those of the last parse is not parsed again; its
/// lesson and the diagnostics its parse reported are replayed. Parsing is a pure function of
/// the two, so the result is the same as a fresh parse. Safe to share between threads.
public typealias ParseMemo = Memo<String, LessonParse>

/// One parse of a lesson file: the bytes read, the lesson and the diagnostics it reported.
public struct LessonParse: Sendable {
    var bytes: [UInt8]
    var lesson: Lesson?
    var diagnostics: [Diagnostic]
}

extension Memo where Key == String, Value == LessonParse {
    /// The lesson of `bytes` at `path`, parsed now or replayed, its diagnostics appended.
    func lesson(
        path: String, language: Language?, bytes: [UInt8], diagnostics: inout DiagnosticCollector
    ) -> Lesson? {
        let parse = value(for: path, isCurrent: { $0.bytes == bytes }) {
            var own = DiagnosticCollector()
            let lesson = LessonParser(path: path, language: language).parse(bytes, diagnostics: &own)
            return LessonParse(bytes: bytes, lesson: lesson, diagnostics: own.diagnostics)
        }
        diagnostics.append(contentsOf: parse.diagnostics)
        return parse.lesson
    }
}
