import Diagnostics
import Foundation
import Testing

/// The consumers of a diagnostic stream write what ``DiagnosticFormatter`` formats.
@Suite struct DiagnosticConsumerTests {
    final class Buffer: @unchecked Sendable {
        var text = ""
        func write(_ string: String) { text += string }
    }

    static let diagnostics = [
        Diagnostic(path: "de/01-a.md", location: SourceLocation(line: 3, column: 2), message: "first", rule: .sampleFirst),
        Diagnostic(path: "de/02-b.md", location: SourceLocation(line: 9, column: 1), message: "second, with: colon", rule: .sampleSecond),
    ]

    func stream(_ consumer: inout some DiagnosticConsumer, statistics: String? = nil) {
        for diagnostic in Self.diagnostics { consumer.receive(diagnostic) }
        consumer.finish(DiagnosticSummary(command: "check", diagnostics: Self.diagnostics, lessonCount: 2, statistics: statistics))
    }

    @Test func textLinesThenStatisticsThenSummary() {
        let buffer = Buffer()
        var consumer = TextDiagnosticConsumer(colored: false, write: buffer.write)
        stream(&consumer, statistics: "snippets: 1 (1 distinct program, 0 from the cache)")
        let lines = Self.diagnostics.map { DiagnosticFormatter.text($0) + "\n" }.joined()
        #expect(buffer.text == lines + "snippets: 1 (1 distinct program, 0 from the cache)\ncheck: 2 errors, 0 warnings in 2 lessons\n")
        let quiet = Buffer()
        var lineOnly = TextDiagnosticConsumer(colored: false, summarizes: false, write: quiet.write)
        stream(&lineOnly)
        #expect(quiet.text == lines)
    }

    @Test func jsonIsOneArrayAtTheEnd() {
        let buffer = Buffer()
        var consumer = JSONDiagnosticConsumer(write: buffer.write)
        for diagnostic in Self.diagnostics { consumer.receive(diagnostic) }
        #expect(buffer.text.isEmpty)
        consumer.finish(DiagnosticSummary(command: "check", diagnostics: Self.diagnostics, lessonCount: 2))
        #expect(buffer.text == DiagnosticFormatter.json(Self.diagnostics))
    }

    @Test func annotationsOnePerDiagnostic() {
        let buffer = Buffer()
        var consumer = GitHubAnnotationConsumer(write: buffer.write)
        stream(&consumer)
        #expect(buffer.text == Self.diagnostics.map { DiagnosticFormatter.githubAnnotation($0) + "\n" }.joined())
        #expect(buffer.text.contains("::second%2C with%3A colon") == false && buffer.text.contains("::second, with: colon\n"))
    }
}

extension Rule {
    static let sampleFirst = Rule("sample.first", stage: .lint, severity: .error, explanation: "The first rule of these tests.")
    static let sampleSecond = Rule("sample.second", stage: .lint, severity: .error, explanation: "The second rule of these tests.")
    static let sampleWarning = Rule(
        "sample.warning", stage: .snippetRun, severity: .warning, explanation: "A rule of these tests that only warns.")
}
