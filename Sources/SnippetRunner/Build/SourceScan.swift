import Foundation
import Lessons

/// What the runner reads from a snippet's text without compiling it: whether its hidden region
/// imports MotionTrace and whether it has an `@main` (what it declares and previews: see
/// ``Declarations`` and ``Previews``). A lexical scan (comments and string literals removed
/// first), not a parser.
enum SourceScan {
    /// True when a line between `// snippet.hide` and `// snippet.show` imports MotionTrace (or
    /// a declaration of it): the snippet then writes its own trace.
    static func drivesTraceItself(_ source: String) -> Bool {
        Snippet.lines(of: source).contains { $0.role == .hidden && matches(importMotionTrace, String($0.text)) }
    }

    /// True when the code (outside comments and strings) has an `@main` attribute.
    static func hasMainAttribute(_ source: String) -> Bool {
        !Declarations(MaskedSource(source)).mainAttributes.isEmpty
    }

    private static let importMotionTrace = try! NSRegularExpression(
        pattern: #"^\s*(@\w+\s+)*import\s+((struct|class|enum|protocol|typealias|func|let|var)\s+)?MotionTrace(\.|\s|$)"#)
    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

}
