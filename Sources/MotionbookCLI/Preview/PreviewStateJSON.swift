import Diagnostics
import TraceFormat

/// The JSON documents the preview page reads (``PreviewEndpoints``), keys in a fixed order.
enum PreviewStateJSON {
    /// `{"version", "compiles", "runs", "milliseconds"}`: what a test reads to see that no
    /// compiler ran for a re-run.
    static func status(_ state: PreviewSession.State) -> String {
        "{\"version\": \(state.version), \"compiles\": \(state.compiles), \"runs\": \(state.runs), \"milliseconds\": \(state.milliseconds)}"
    }

    /// Everything the page draws: the counters, the figures' markup, the controls' values, the
    /// script's steps, its flags (the whole `motionbook run` command line; none for a lesson
    /// snippet, whose keys are its fence's) and fence keys, the problems of the last attempt.
    static func state(_ state: PreviewSession.State, program: PreviewProgram) -> String {
        let script = state.script
        let isFiles: Bool
        if case .files = program.source { isFiles = true } else { isFiles = false }
        let flags = script.flags
        let command = isFiles ? program.runCommand + (flags.isEmpty ? "" : " " + flags) : program.runCommand
        var fields: [(String, String)] = [
            ("version", "\(state.version)"), ("compiles", "\(state.compiles)"), ("runs", "\(state.runs)"),
            ("milliseconds", "\(state.milliseconds)"),
            ("figures", array(state.figures.map { object([("id", JSONText.string($0.id)), ("name", JSONText.string($0.name)), ("html", JSONText.string($0.html))]) })),
            ("previews", array(state.previewNames.map(JSONText.string))),
            ("preview", script.preview.map(JSONText.string) ?? "null"),
            ("duration", script.duration.map { JSONText.string(ScenarioSyntax.number($0)) } ?? "null"),
            ("device", JSONText.string(script.device.name)),
            ("colorScheme", JSONText.string(script.colorScheme.rawValue)),
            ("steps", array(script.steps.map { object([("key", JSONText.string($0.key)), ("text", JSONText.string($0.text))]) })),
            ("flags", isFiles ? JSONText.string(flags) : "null"),
            ("command", JSONText.string(command)),
            ("fence", JSONText.string(script.fenceKeys)),
        ]
        fields.append(("errors", array(state.diagnostics.map(diagnostic))))
        fields.append(("problem", state.problem.map(JSONText.string) ?? "null"))
        return object(fields)
    }

    /// `{"file", "line", "column", "severity", "message", "text"}`, `text` the line the terminal prints.
    static func diagnostic(_ diagnostic: Diagnostic) -> String {
        object([
            ("file", JSONText.string(diagnostic.path)), ("line", "\(diagnostic.location.line)"), ("column", "\(diagnostic.location.column)"),
            ("severity", JSONText.string(diagnostic.severity.rawValue)), ("message", JSONText.string(diagnostic.message)),
            ("text", JSONText.string("\(diagnostic.path):\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)")),
        ])
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONText.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
