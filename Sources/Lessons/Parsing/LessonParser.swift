import Diagnostics
import Foundation

/// Turns the bytes of one lesson file into a ``Lesson``, reporting every problem it finds
/// inside that file. Problems between files (links, ids, translations) are the
/// ``CourseChecker``'s.
public struct LessonParser {
    public var path: String
    public var language: Language?

    public init(path: String, language: Language?) {
        self.path = path
        self.language = language
    }

    /// Parses `bytes`; returns nil only when the file is not UTF-8 (nothing can be read then).
    public func parse(_ bytes: [UInt8], diagnostics: inout DiagnosticCollector) -> Lesson? {
        guard bytes.count <= MarkdownLimits.maximumFileBytes else {
            diagnostics.report(
                .fileTooLarge, "lesson file has \(bytes.count) bytes, more than \(MarkdownLimits.maximumFileBytes); split it (it is not read)",
                path: path, at: SourceLocation(line: 1, column: 1))
            return nil
        }
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            diagnostics.report(
                .notUTF8, "file is not valid UTF-8 (byte 0x\(String(bytes[bad.offset], radix: 16, uppercase: true)))",
                path: path, at: bad.location)
            return nil
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let lines = MarkdownLimits.checked(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                line.hasSuffix("\r") ? line.dropLast() : line
            }, path: path, diagnostics: &diagnostics)

        let frontMatter = FrontMatterParser(path: path, lines: lines).parse(into: &diagnostics)
        if let lang = frontMatter.entry("lang"), case .string(let code) = lang.value, let language,
            code != language.code
        {
            diagnostics.report(
                .frontMatterLangMismatch, "lang '\(code)' disagrees with the folder '\(language.code)'",
                path: path, at: lang.valueLocation)
        }

        // The body keeps its line numbers: front matter lines become blank lines.
        let bodyStart = min(frontMatter.bodyStartLine - 1, lines.count)
        let body = Array(repeating: "", count: bodyStart) + lines[bodyStart...].map(String.init)
        // Fenced blocks get their meaning in document order (so do their diagnostics), then
        // headings their anchors.
        let interpreter = FenceInterpreter(path: path, lines: lines)
        let blocks = MarkdownBlock.anchoringHeadings(
            CmarkConverter.parse(body.joined(separator: "\n"), path: path, diagnostics: &diagnostics).map {
                $0.mappingLeaves { block in
                    guard case .codeBlock(var fenced) = block else { return block }
                    fenced.kind = interpreter.interpret(fenced, diagnostics: &diagnostics)
                    return .codeBlock(fenced)
                }
            })
        let lesson = Lesson(path: path, language: language, frontMatter: frontMatter, blocks: blocks, source: text)
        reportHTML(in: lesson, diagnostics: &diagnostics)
        LessonRules(path: path).check(lesson, diagnostics: &diagnostics)
        return lesson
    }

    /// Raw HTML anywhere in the lesson: its blocks, its hints' and reveals' Markdown and its
    /// quizzes' text.
    private func reportHTML(in lesson: Lesson, diagnostics: inout DiagnosticCollector) {
        for block in lesson.allProseBlocks {
            if case .html(_, let at) = block {
                diagnostics.report(.rawHTML, "raw HTML is not allowed in lessons; write Markdown instead", path: path, at: at)
            }
        }
        for inline in lesson.allInlines {
            if case .html(let html, let at) = inline {
                diagnostics.report(
                    .rawHTML, "raw HTML '\(html)' is not allowed in lessons; write Markdown instead", path: path, at: at)
            }
        }
    }
}

/// Finds the first byte that breaks UTF-8, with its line and column.
enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, location: SourceLocation)? {
        var index = 0
        var line = 1
        var lineStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (index, SourceLocation(line: line, column: index - lineStart + 1))
            }
            if length > 1 {
                let end = index + length
                guard end <= bytes.count, String(validating: bytes[index..<end], as: UTF8.self) != nil else {
                    return (index, SourceLocation(line: line, column: index - lineStart + 1))
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return nil
    }
}
