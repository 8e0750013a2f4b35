import Diagnostics
import Lessons
import Testing
@testable import SnippetRunner

@Suite struct CompilerOutputTests {
    @Test func llvmStyleOutputIsParsed() {
        let output = """
            /w/Snippet.swift:3:14: error: cannot convert value of type 'String' to specified type 'Int'
            let x: Int = "a"
                         ^~~
            /w/Snippet.swift:5:16: warning: initialization of variable 'y' was never used [#no-usage]
            /w/Snippet.swift:5:16: note: a note
            /w/MotionbookMain.swift:6:33: error: cannot find 'Nope' in scope
            /w/Snippet2.swift:2:5: error: in the second file
            <unknown>:0: error: error opening input file 'x'
            clang: error: linker command failed with exit code 1
            /usr/include/x.h:1:1: error: elsewhere
            """
        let messages = CompilerOutputParser.parse(output, snippetPaths: ["/w/Snippet.swift", "/w/Snippet2.swift"], entryPath: "/w/MotionbookMain.swift")
        #expect(messages == [
            CompilerMessage(file: .snippet, line: 3, column: 14, severity: .error, message: "cannot convert value of type 'String' to specified type 'Int'"),
            CompilerMessage(file: .snippet, line: 5, column: 16, severity: .warning, message: "initialization of variable 'y' was never used"),
            CompilerMessage(file: .entryPoint, line: 6, column: 33, severity: .error, message: "cannot find 'Nope' in scope"),
            CompilerMessage(file: .snippet, fileIndex: 1, line: 2, column: 5, severity: .error, message: "in the second file"),
            CompilerMessage(file: .other, line: 0, column: 0, severity: .error, message: "error opening input file 'x'"),
            CompilerMessage(file: .other, line: 0, column: 0, severity: .error, message: "linker command failed with exit code 1"),
            CompilerMessage(file: .other, line: 0, column: 0, severity: .error, message: "/usr/include/x.h: elsewhere"),
        ])
    }

    @Test func messagesLandAtLessonLinesAndColumns() {
        // A fence indented by three spaces whose code starts on lesson line 14.
        let site = SnippetSite(path: "content/de/05-springs.md", firstLine: 14, column: 4, location: SourceLocation(line: 13, column: 4), label: "snippet 's'")
        var result = SnippetResult(status: .compileFailed)
        result.compilerMessages = [
            CompilerMessage(file: .snippet, line: 3, column: 14, severity: .error, message: "boom"),
            CompilerMessage(file: .entryPoint, line: 6, column: 1, severity: .error, message: "cannot find 'X' in scope"),
        ]
        let texts = ResultDiagnostics.diagnostics(for: result, at: site).map { DiagnosticFormatter.text($0) }
        #expect(texts == [
            "content/de/05-springs.md:16:17: error: boom [snippet.compile-error]",
            "content/de/05-springs.md:13:4: error: in the entry point generated for snippet 's': cannot find 'X' in scope [snippet.compile-error]",
        ])
    }

    @Test func runtimePositionsInStderrAreMapped() {
        let site = SnippetSite(path: "l.md", firstLine: 10, column: 1, location: SourceLocation(line: 9, column: 1), label: "snippet 's'")
        var result = SnippetResult(status: .crashed)
        result.code = 4
        result.stderrTail = ["MotionbookSnippet/Snippet.swift:3: Fatal error: x"]
        let text = ResultDiagnostics.diagnostics(for: result, at: site).map { DiagnosticFormatter.text($0) }
        #expect(text == ["l.md:9:1: error: snippet 's' crashed with signal 4 (SIGILL, a Swift runtime trap); the end of its stderr: l.md:12: Fatal error: x [snippet.crash]"])
    }

    @Test func stackFramesAreDroppedFromTheTail() {
        let stderr = """
            MotionbookSnippet/Snippet.swift:2: Fatal error: boom
            Current stack trace:
            0    libswiftCore.so                    0x00007f1cad95f130 swift_reportError + 33
            1    snip                               0x00005654c9dffca3 <unavailable> + 3235
            after
            """
        #expect(StderrTail.lines(of: Array(stderr.utf8)) == ["MotionbookSnippet/Snippet.swift:2: Fatal error: boom", "after"])
    }
}
