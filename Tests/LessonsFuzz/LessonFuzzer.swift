// The libFuzzer entry point for the lesson parser, compiled into one module with the Lessons
// sources by scripts/fuzz-lessons (not a SwiftPM target). Each input is one lesson file's
// bytes: it is parsed as a German lesson (front matter, Markdown, fences, quizzes, hints), its
// model is dumped, and every diagnostic is formatted as text. Besides crashes, sanitizer reports
// and libFuzzer's timeouts, it traps when a formatted diagnostic is not one line or points
// before the file's first line or column. (GitHub annotations and JSON are made one line by the
// same escaping and are covered by HostileLessonTests; formatting them here took a third of
// the time of an input.)
import Diagnostics
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func lessonFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var diagnostics = DiagnosticCollector()
    let parser = LessonParser(path: "fuzz/de/01-input.md", language: .german)
    if let lesson = parser.parse(bytes, diagnostics: &diagnostics) {
        _ = LessonDump.dump(lesson)
        _ = lesson.allInlines.count + lesson.allProseBlocks.count
    }
    // Formatting is checked on the raw list (sorting is the collector's, not the parser's).
    for diagnostic in diagnostics.diagnostics {
        let line = DiagnosticFormatter.text(diagnostic)
        precondition(!line.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }), "diagnostic on more than one line: \(line)")
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "position before the file: \(line)")
    }
    return 0
}
