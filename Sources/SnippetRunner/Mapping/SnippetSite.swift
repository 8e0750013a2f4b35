import Diagnostics
import Foundation
import Lessons

/// Where a snippet sits in a file, to turn its results into diagnostics in lesson coordinates.
public struct SnippetSite: Sendable, Hashable {
    /// The lesson file (or standalone `.swift` file) as the user named it.
    public var path: String
    /// The file line of the snippet's first line.
    public var firstLine: Int
    /// The byte column at which the snippet's lines start (fence indentation + 1).
    public var column: Int
    /// Where problems without a line of their own are reported: the opening fence.
    public var location: SourceLocation
    /// How messages name the snippet: `snippet 'slide'`, `the solution of 'move-and-grow'`.
    public var label: String

    public init(path: String, firstLine: Int, column: Int, location: SourceLocation, label: String) {
        self.path = path
        self.firstLine = firstLine
        self.column = column
        self.location = location
        self.label = label
    }

    /// A lesson snippet.
    public init(lesson: Lesson, snippet: Snippet) {
        let label =
            switch snippet.role {
            case .run: "snippet '\(snippet.id)'"
            case .exercise: "the starter of exercise '\(snippet.id)'"
            case .solution: "the solution of exercise '\(snippet.id)'"
            }
        self.init(path: lesson.path, firstLine: snippet.firstLine, column: snippet.column, location: snippet.location, label: label)
    }

    /// A standalone Swift file: its own coordinates.
    public init(file: String, label: String? = nil) {
        self.init(path: file, firstLine: 1, column: 1, location: .start, label: label ?? "'\(file)'")
    }

    /// The file position of a snippet line and byte column (both 1-based).
    public func position(line: Int, column snippetColumn: Int) -> SourceLocation {
        SourceLocation(line: firstLine + line - 1, column: column + max(1, snippetColumn) - 1)
    }
}
