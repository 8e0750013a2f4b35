import Diagnostics
import Foundation

/// One error or warning of swiftc, in the coordinates of the file it was about. Kept in
/// snippet coordinates in the cache, because identical snippets in three translations share
/// one result but sit at different lesson lines; ``LessonMapping`` places them in the lesson.
public struct CompilerMessage: Codable, Hashable, Sendable {
    /// Which file a message is about.
    public enum File: String, Codable, Sendable {
        /// The snippet as written (file ``CompilerMessage/fileIndex`` of its program).
        case snippet
        /// The generated entry point (e.g. a `view=` naming no type).
        case entryPoint
        /// No file, or another one (the linker, the driver).
        case other
    }

    public enum Severity: String, Codable, Sendable {
        case error, warning
    }

    public var file: File
    /// Which of the program's files a `snippet` message is about (0: the first).
    public var fileIndex: Int
    /// 1-based line in that file; 0 when the message has no position.
    public var line: Int
    /// 1-based column in UTF-8 bytes (as swiftc counts); 0 when there is no position.
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: File, fileIndex: Int = 0, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.fileIndex = fileIndex
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }
}

/// Reads swiftc's `-diagnostic-style llvm` output: `path:line:column: severity: message`
/// headers (followed by source and caret lines, which are skipped) and position-less
/// `error: …` lines of the driver and linker. Notes and remarks are dropped; a diagnostic
/// group suffix such as ` [#no-usage]` is removed.
enum CompilerOutputParser {
    private static let located = try! NSRegularExpression(
        pattern: #"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*)$"#)
    private static let unlocated = try! NSRegularExpression(
        pattern: #"^(?:<unknown>:0: |\S+: )?(error|warning): (.*)$"#)
    private static let groupSuffix = try! NSRegularExpression(pattern: #" \[#[A-Za-z0-9_-]+\]$"#)

    /// The messages of `output`; `snippetPaths` and `entryPath` are the absolute paths the
    /// snippet's files and the entry point were compiled from.
    static func parse(_ output: String, snippetPaths: [String], entryPath: String) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            let range = NSRange(line.startIndex..., in: line)
            if let match = located.firstMatch(in: line, range: range) {
                let group = { (index: Int) in String(line[Range(match.range(at: index), in: line)!]) }
                guard let severity = CompilerMessage.Severity(rawValue: group(4)) else { continue }
                let path = group(1)
                let fileIndex = snippetPaths.indices.first { snippetPaths[$0] == path || SnippetPlan.fileName($0) == path }
                let file: CompilerMessage.File =
                    fileIndex != nil ? .snippet : path == entryPath || path == SnippetPlan.entryFile ? .entryPoint : .other
                messages.append(CompilerMessage(
                    file: file, fileIndex: fileIndex ?? 0, line: file == .other ? 0 : Int(group(2)) ?? 0, column: file == .other ? 0 : Int(group(3)) ?? 0,
                    severity: severity, message: cleaned(file == .other ? "\(path): \(group(5))" : group(5))))
            } else if let match = unlocated.firstMatch(in: line, range: range),
                let severity = CompilerMessage.Severity(rawValue: String(line[Range(match.range(at: 1), in: line)!]))
            {
                let text = String(line[Range(match.range(at: 2), in: line)!])
                messages.append(CompilerMessage(file: .other, line: 0, column: 0, severity: severity, message: cleaned(text)))
            }
        }
        return messages
    }

    private static func cleaned(_ message: String) -> String {
        groupSuffix.stringByReplacingMatches(
            in: message, range: NSRange(message.startIndex..., in: message), withTemplate: "")
    }
}
