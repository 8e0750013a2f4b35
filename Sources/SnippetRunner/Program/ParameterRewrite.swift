import Lessons
import TraceFormat

/// How a lesson snippet's marked literals (`param=`, ``SnippetParameter``) become reads of the
/// scenario in the compiled program: `bounce: 0.3` is compiled as
/// `bounce: __motionbookParameter("bounce", 0.3)`, on the same line, and the prelude declares
/// that function for floating-point and integer types alike, so the literal's context decides
/// its type as it did (`Double`, `CGFloat`, `Int`). It returns the scenario's value of the name
/// (MotionTrace's `scenarioParameter(_:default:)`), or the literal when the scenario has none:
/// one compiled program runs every point of the explorer's grid, and its default scenario is
/// the snippet as written.
enum ParameterRewrite {
    /// The function's name in the compiled program.
    static let function = "__motionbookParameter"

    /// The replacements of the literals in the snippet's first file (columns map back through
    /// ``SourceEdits``).
    static func edits(_ parameters: [SnippetParameter]) -> [SourceEdits.Edit] {
        parameters.map {
            SourceEdits.Edit(offset: $0.offset, length: $0.length, replacement: "\(function)(\(SwiftText.stringLiteral($0.name)), \($0.literal))")
        }
    }

    /// The prelude's declarations of ``function``.
    static let preludeLines = [
        "import MotionTrace",
        "/// A marked literal (`param=`): the scenario's value of `name`, else the literal.",
        "func \(function)<Value: BinaryFloatingPoint>(_ name: String, _ literal: Value) -> Value { MotionTrace.scenarioParameter(name, default: literal) }",
        "func \(function)<Value: BinaryInteger>(_ name: String, _ literal: Value) -> Value { MotionTrace.scenarioParameter(name, default: literal) }",
    ]
}
